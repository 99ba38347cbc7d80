import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, useGetOne, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { bonusBatchesResource, bonusLinesResource } from '@core/resources/bonus-batches.resource';
import type { ResourceDefinition } from '@core/resources/define';
import { thirteenthMonthBatchesResource, thirteenthMonthLinesResource } from '@core/resources/thirteenth-month-batches.resource';
import {
  annualizationRunsResource,
  annualizationsResource,
  previousEmployerIncomesResource,
} from '@core/resources/annualizations.resource';
import { retroPayBatchesResource, retroPayLinesResource } from '@core/resources/retro-pay-batches.resource';
import { definitionFields, ResourceList, resourceField, resourceScreen } from '../../../components/resource';
import { WorkflowEdit } from '../../hr/WorkflowEdit';
import { STEP_BUTTONS } from '../inputs';

// The computation batches (domain.md §13.5): /payroll/13th-month-pay and /payroll/bonus-special
// list their batches, each opening with its form, its steps and its employees' lines;
// approving sends the lines to the target period as payroll entries.

/** PD 851: the 13th month is paid not later than December 24. */
function LatePaymentWarning() {
  const record = useRecordContext<{ target_payroll_period_id?: number; year?: number }>();
  const { data: period } = useGetOne<{ id: number; pay_date: string }>(
    'payroll-periods',
    { id: record?.target_payroll_period_id ?? 0 },
    { enabled: Boolean(record?.target_payroll_period_id) },
  );
  if (!record || !period || period.pay_date <= `${record.year}-12-24`) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2 }}>
      The target period pays on {period.pay_date}, after December 24: the 13th month must be paid not later than December 24 (PD 851).
    </Alert>
  );
}

function BatchLines({ lines, target }: { lines: ResourceDefinition; target: string }) {
  const [field, order] = lines.defaultSort;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Employees
      </Typography>
      <ReferenceManyField reference={lines.name} target={target} sort={{ field, order }} perPage={25} pagination={<Pagination />}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" color="text.secondary">
              Not computed yet: use Compute to build the lines.
            </Typography>
          }
        >
          {definitionFields(lines, (f) => f.list).map(([source, f]) => resourceField(source, f))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

const YEAR_END_PATHS = {
  annualizations: '/payroll/year-end/annualizations',
  previous: '/payroll/year-end/previous-employer-incomes',
};

/** The year-end screen's other lists: every employee's annualisation, and previous employers' income. */
function YearEndLinks() {
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={YEAR_END_PATHS.annualizations} size="small">
        Annualisations by employee
      </Button>
      <Button component={Link} to={YEAR_END_PATHS.previous} size="small">
        Previous employers’ income
      </Button>
    </Stack>
  );
}

/** The year's annualisations of every run (and of final pay), filtered by year, status and refund or payable. */
const AnnualizationList = () => (
  <ResourceList
    definition={annualizationsResource}
    title="Year-end annualisations by employee"
    rowClick={false}
    keepActionsWhenEmpty
    shownFilters={['year', 'status', 'adjustment_kind']}
  />
);

function batchScreen(
  path: string,
  batches: ResourceDefinition,
  lines: ResourceDefinition,
  target: string,
  notice?: ReactNode,
  actions?: ReactNode,
) {
  const list = actions ? () => <ResourceList definition={batches} actions={actions} /> : undefined;
  const edit = () => (
    <WorkflowEdit definition={batches} steps={STEP_BUTTONS[batches.name]}>
      {notice}
      <BatchLines lines={lines} target={target} />
    </WorkflowEdit>
  );
  return { path, resource: resourceScreen(batches, list ? { edit, list } : { edit }) };
}

export const BATCH_SCREENS = [
  batchScreen(
    '/payroll/13th-month-pay',
    thirteenthMonthBatchesResource,
    thirteenthMonthLinesResource,
    'thirteenth_month_batch_id',
    <LatePaymentWarning />,
  ),
  batchScreen('/payroll/bonus-special', bonusBatchesResource, bonusLinesResource, 'bonus_batch_id'),
  batchScreen(
    '/payroll/year-end',
    annualizationRunsResource,
    annualizationsResource,
    'annualization_run_id',
    <Alert severity="info" sx={{ mx: 2 }}>
      Compute the target period first: its pay is part of the year. After approving, compute the period again so the tax adjustments reach
      the payslips; once the period posts, the employees’ 2316 certificates are final.
    </Alert>,
    <YearEndLinks />,
  ),
  {
    path: YEAR_END_PATHS.annualizations,
    resource: resourceScreen(annualizationsResource, { list: AnnualizationList, create: undefined, edit: undefined }),
  },
  { path: YEAR_END_PATHS.previous, resource: resourceScreen(previousEmployerIncomesResource) },
  batchScreen('/payroll/retro-active', retroPayBatchesResource, retroPayLinesResource, 'retro_pay_batch_id'),
];
