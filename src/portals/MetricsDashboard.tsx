import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardActions,
  CardContent,
  Grid,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, useGetOne } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Portal } from '@core/access';
import { enumLabel } from '@core/labels';
import { humanise } from '@core/resources/define';
import { usePortalScreenPaths } from './PortalScreensContext';

// A portal's dashboard: the figures of GET /api/<portal>/dashboard-metrics/<portal>,
// single values as tiles and lists as small tables.

type Cell = string | number | null;
export interface Widget {
  label: string;
  value?: Cell;
  rows?: Record<string, Cell>[];
  link?: string;
}
export interface DashboardMetrics {
  id: string;
  generated_at: string;
  widgets: Record<string, Widget>;
}

function WidgetLink({ link }: { link?: string }) {
  const paths = usePortalScreenPaths();
  if (!link || !paths.has(link)) return null;
  return (
    <CardActions sx={{ pt: 0 }}>
      <Link component={RouterLink} to={link} variant="body2">
        Open
      </Link>
    </CardActions>
  );
}

function ValueTile({ id, widget }: { id: string; widget: Widget }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-widget={id}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {widget.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
          {widget.value ?? '—'}
        </Typography>
      </CardContent>
      <WidgetLink link={widget.link} />
    </Card>
  );
}

/** A row's first cell, linked to the screen its `link` names when the portal has that screen. */
/** A stored code reads as its label; an empty cell as a dash. */
const shownCell = (value: Cell): Cell => (typeof value === 'string' ? enumLabel(value) : (value ?? '—'));

function FirstCell({ value, link }: { value: Cell; link: Cell }) {
  const paths = usePortalScreenPaths();
  if (typeof link !== 'string' || !paths.has(link)) return <>{value ?? '—'}</>;
  return (
    <Link component={RouterLink} to={link}>
      {value ?? '—'}
    </Link>
  );
}

function RowsCard({ id, widget }: { id: string; widget: Widget }) {
  const rows = widget.rows ?? [];
  // a row's `link` is where it leads, never a column of raw paths
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((column) => column !== 'link');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-widget={id}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {widget.label}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing to show.
          </Typography>
        ) : (
          <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label={widget.label}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column}>{humanise(column)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => (
                  <TableRow key={index}>
                    {columns.map((column, index) => (
                      <TableCell key={column} align={typeof row[column] === 'number' ? 'right' : 'left'}>
                        {index === 0 ? <FirstCell value={shownCell(row[column])} link={row.link} /> : shownCell(row[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      <WidgetLink link={widget.link} />
    </Card>
  );
}

export function MetricsDashboard({
  portal,
  emptyMessage,
  hidden = [],
  children,
}: {
  portal: Portal;
  emptyMessage?: string;
  /** widgets the portal draws itself among the children, so that none shows twice */
  hidden?: readonly string[];
  children?: ReactNode;
}) {
  const { data, isPending, error } = useGetOne<DashboardMetrics>('dashboard-metrics', { id: portal });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{(error as Error | null)?.message ?? 'The dashboard could not be loaded.'}</Alert>;
  const entries = Object.entries(data.widgets).filter(([id]) => !hidden.includes(id));
  const values = entries.filter(([, widget]) => widget.rows === undefined);
  const lists = entries.filter(([, widget]) => widget.rows !== undefined);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {entries.length === 0 && <Alert severity="info">{emptyMessage ?? 'There is nothing to show yet.'}</Alert>}
      {values.length > 0 && (
        <Grid container spacing={2}>
          {values.map(([id, widget]) => (
            <Grid key={id} size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}>
              <ValueTile id={id} widget={widget} />
            </Grid>
          ))}
        </Grid>
      )}
      {lists.length > 0 && (
        <Grid container spacing={2}>
          {lists.map(([id, widget]) => (
            <Grid key={id} size={{ xs: 12, xl: lists.length === 1 ? 12 : 6 }}>
              <RowsCard id={id} widget={widget} />
            </Grid>
          ))}
        </Grid>
      )}
      {children}
    </Box>
  );
}
