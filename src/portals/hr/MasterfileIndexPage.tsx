import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

const REPORTS = [
  ['/hr/masterfile-report/hiredate', 'Hire date', 'Employees by hire date with length of service and anniversaries.'],
  ['/hr/masterfile-report/birthday', 'Birthday', 'Birthday celebrants by month, with age.'],
  ['/hr/masterfile-report/contacts', 'Contacts', 'Mobile, landline, email, address and emergency contacts.'],
  ['/hr/masterfile-report/classification', 'Classification', 'Headcount by employment status, job level, payroll group and MWE.'],
  [
    '/hr/masterfile-report/compensation-benefits',
    'Compensation and benefits',
    'Current rates, daily and hourly equivalents, monthly package.',
  ],
  ['/hr/masterfile-report/resigned', 'Resigned', 'Separated employees with separation type, reason and length of service.'],
] as const;

/** The masterfile reports, each with its filters, totals, print and export. */
export function MasterfileIndexPage() {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Masterfile report" />
      {REPORTS.map(([path, title, purpose]) => (
        <Grid key={path} size={{ xs: 12, md: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={path}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {purpose}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
