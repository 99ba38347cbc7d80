import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { MetricsDashboard, type DashboardMetrics } from '../MetricsDashboard';

/** Headcount per business unit as horizontal bars, in place of the metrics' table of the same figures. */
export function HeadcountChart() {
  const { data } = useGetOne<DashboardMetrics>('dashboard-metrics', { id: 'hr' });
  const rows = (data?.widgets.headcount_by_business_unit?.rows ?? []) as { business_unit: string; count: number }[];
  if (rows.length === 0) return null;
  const max = Math.max(...rows.map((r) => Number(r.count)));
  return (
    <Card variant="outlined" data-widget="headcount_chart">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Headcount by business unit
        </Typography>
        <Box
          role="img"
          aria-label="Headcount by business unit"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, 240px) 1fr 48px', gap: 0.75, alignItems: 'center' }}
        >
          {rows.map((row) => (
            <Box key={row.business_unit} sx={{ display: 'contents' }}>
              <Typography variant="body2" noWrap title={row.business_unit}>
                {row.business_unit}
              </Typography>
              <Box
                sx={{ height: 14, borderRadius: 1, bgcolor: 'primary.main', width: `${(Number(row.count) / max) * 100}%`, minWidth: 2 }}
              />
              <Typography variant="body2" align="right">
                {row.count}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Headcount, hires and separations, birthdays, expiring licences and open cases. */
export function HrDashboard() {
  return (
    <>
      <Title title="Dashboard" />
      <MetricsDashboard portal="hr" hidden={['headcount_by_business_unit']}>
        <HeadcountChart />
      </MetricsDashboard>
    </>
  );
}
