import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

/** [path, title, what it shows] */
export type ReportLink = readonly [path: string, title: string, purpose: string];

/** An index of a screen's reports: one card each, leading to the report. */
export function ReportIndexPage({ title, reports }: { title: string; reports: readonly ReportLink[] }) {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title={title} />
      {reports.map(([path, name, purpose]) => (
        <Grid key={path} size={{ xs: 12, md: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={path}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {name}
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
