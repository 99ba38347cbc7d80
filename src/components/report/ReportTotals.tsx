import { Chip, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { formatNumber } from '@core/format';
import { formatMoney } from '@core/money';
import type { ResourceDefinition } from '@core/resources/define';
import { totalsPath } from '../../providers/api-paths';
import { useApiGet } from '../../providers/useApiGet';
import { choiceName, fieldLabel } from '../resource/labels';

// The totals of every row a list's filters match (count, money sums, count per class),
// from GET /api/<portal>/<list>/totals, above the list's page.

interface Totals {
  count: number;
  sums: Record<string, number | string>;
  groups: Record<string, { value: unknown; count: number }[]>;
}

export function ReportTotals({
  definition,
  countLabel,
  portal,
  scope,
}: {
  definition: ResourceDefinition;
  countLabel: string;
  portal: string;
  scope?: Record<string, unknown>;
}) {
  const { filterValues } = useListContext();
  const { data } = useApiGet<Totals>(totalsPath(portal, definition.name), { filter: JSON.stringify({ ...filterValues, ...scope }) });
  if (!data) return null;
  // a screen may show fewer columns than the report adds up (one agency's contributions)
  const shown = <T,>(entries: [string, T][]) => entries.filter(([field]) => field in definition.fields);
  const nameOf = (field: string, value: unknown) =>
    typeof value === 'boolean' ? (value ? 'Yes' : 'No') : choiceName(definition.fields[field])(value) || '—';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, p: 1 }} data-testid="report-totals">
      <Chip color="primary" label={`${data.count} ${countLabel}`} />
      {shown(Object.entries(data.sums)).map(([field, total]) => (
        <Chip
          key={field}
          label={`${fieldLabel(definition.fields[field])}: ${definition.fields[field]?.kind === 'money' ? `₱${formatMoney(total)}` : formatNumber(total)}`}
        />
      ))}
      {shown(Object.entries(data.groups)).flatMap(([field, groups]) =>
        groups.map((g) => (
          <Chip
            key={`${field}-${String(g.value)}`}
            variant="outlined"
            label={`${fieldLabel(definition.fields[field])} ${nameOf(field, g.value)}: ${g.count}`}
          />
        )),
      )}
    </Stack>
  );
}
