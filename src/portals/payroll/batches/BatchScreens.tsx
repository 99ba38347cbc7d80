import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, useGetMany, useGetOne, useRecordContext } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { bonusBatchesResource, bonusLinesResource } from '@core/resources/bonus-batches.resource';
import type { FieldDefinition, ResourceDefinition } from '@core/resources/define';
import { LINE_DAYS_FIELDS, leaveConversionLinesResource, leaveConversionsResource } from '@core/resources/leave-conversions.resource';
import {
  SHARE_OVERRIDE_FIELDS,
  serviceChargeDistributionsResource,
  serviceChargeSharesResource,
} from '@core/resources/service-charge-distributions.resource';
import { thirteenthMonthBatchesResource, thirteenthMonthLinesResource } from '@core/resources/thirteenth-month-batches.resource';
import {
  annualizationRunsResource,
  annualizationsResource,
  previousEmployerIncomesResource,
} from '@core/resources/annualizations.resource';
import { retroPayBatchesResource, retroPayLinesResource } from '@core/resources/retro-pay-batches.resource';
import { ActionFormButton } from '../../../components/actions';
import { definitionFields, ResourceList, resourceField, resourceInput, resourceScreen } from '../../../components/resource';
import { WorkflowEdit } from '../../hr/WorkflowEdit';
import { STEP_BUTTONS } from '../inputs';
import { batchLinePath } from '../../../providers/api-paths';

// The computation batches (domain.md §13.5): /payroll/13th-month-pay, /payroll/bonus-special, /payroll/year-end, /payroll/retro-active,
// /payroll/service-charges and /timekeeping/leave-conversion list their batches, each opening
// with its form, its steps and its employees' lines; approving sends the lines to the target
// period as payroll entries. Where a kind lets a line be changed before approval (a share
// overridden with a reason, fewer leave days converted), a computed batch's lines offer it.

/** How a line of a computed batch may be changed: POST /api/<portal>/<lines>/:id/<action>. */
interface LineEdit {
  portal: string;
  action: string;
  label: string;
  explanation: string;
  fields: Record<string, FieldDefinition>;
}

function LineEditButton({ lines, edit }: { lines: ResourceDefinition; edit: LineEdit }) {
  const line = useRecordContext<{ id: number } & Record<string, unknown>>();
  if (!line) return null;
  return (
    <ActionFormButton
      label={edit.label}
      icon={<EditIcon />}
      title={edit.label}
      explanation={edit.explanation}
      url={batchLinePath(edit.portal, lines.name, line.id, edit.action)}
      defaultValues={Object.fromEntries(Object.keys(edit.fields).map((name) => [name, line[name] ?? undefined]))}
      submitLabel={edit.label}
    >
      {Object.entries(edit.fields).map(([source, field]) => resourceInput(source, field))}
    </ActionFormButton>
  );
}

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

/** The employees a retro batch could not revalue, and why: the others were computed all the same. */
function RetroProblems() {
  const record = useRecordContext<{ status?: string; errors?: Array<{ employee_id: number; message: string }> }>();
  // a draft is computed again before its problems mean anything
  const problems = record?.status === 'draft' ? [] : (record?.errors ?? []);
  const { data: employees } = useGetMany<{ id: number; text: string }>(
    'employees',
    { ids: problems.map((p) => p.employee_id) },
    { enabled: problems.length > 0 },
  );
  if (problems.length === 0) return null;
  const names = new Map((employees ?? []).map((e) => [e.id, e.text]));
  return (
    <Alert severity="warning" sx={{ mx: 2 }}>
      <AlertTitle>
        {problems.length === 1 ? 'One employee was not computed' : `${problems.length} employees were not computed`}; the others were
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((p) => (
          <li key={p.employee_id}>
            {names.get(p.employee_id) ?? `Employee ${p.employee_id}`}: {p.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function BatchLines({ lines, target, edit }: { lines: ResourceDefinition; target: string; edit?: LineEdit }) {
  const [field, order] = lines.defaultSort;
  const batch = useRecordContext<{ status?: string }>();
  const editable = edit && batch?.status === 'computed';
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
          {editable && <LineEditButton lines={lines} edit={edit} />}
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

interface BatchScreenOptions {
  notice?: ReactNode;
  lineEdit?: LineEdit;
  /** beside the list's own actions */
  actions?: ReactNode;
}

function batchScreen(
  path: string,
  batches: ResourceDefinition,
  lines: ResourceDefinition,
  target: string,
  options: BatchScreenOptions = {},
) {
  const edit = () => (
    <WorkflowEdit definition={batches} steps={STEP_BUTTONS[batches.name]}>
      {options.notice}
      <BatchLines lines={lines} target={target} edit={options.lineEdit} />
    </WorkflowEdit>
  );
  const actions = options.actions;
  const list = actions ? () => <ResourceList definition={batches} actions={actions} /> : undefined;
  return { path, resource: resourceScreen(batches, list ? { edit, list } : { edit }) };
}

export const BATCH_SCREENS = [
  batchScreen('/payroll/13th-month-pay', thirteenthMonthBatchesResource, thirteenthMonthLinesResource, 'thirteenth_month_batch_id', {
    notice: <LatePaymentWarning />,
  }),
  batchScreen('/payroll/bonus-special', bonusBatchesResource, bonusLinesResource, 'bonus_batch_id'),
  batchScreen(
    '/payroll/service-charges',
    serviceChargeDistributionsResource,
    serviceChargeSharesResource,
    'service_charge_distribution_id',
    {
      lineEdit: {
        portal: 'payroll',
        action: 'override',
        label: 'Change share',
        explanation:
          'The share paid to this employee replaces the computed one, with your reason on record. The shares must still add up to the distributable amount before the distribution can be approved; computing again restores the computed shares.',
        fields: SHARE_OVERRIDE_FIELDS,
      },
    },
  ),
  batchScreen('/payroll/year-end', annualizationRunsResource, annualizationsResource, 'annualization_run_id', {
    notice: (
      <Alert severity="info" sx={{ mx: 2 }}>
        Compute the target period first: its pay is part of the year. After approving, compute the period again so the tax adjustments reach
        the payslips; once the period posts, the employees’ 2316 certificates are final.
      </Alert>
    ),
    actions: <YearEndLinks />,
  }),
  {
    path: YEAR_END_PATHS.annualizations,
    resource: resourceScreen(annualizationsResource, { list: AnnualizationList, create: undefined, edit: undefined }),
  },
  { path: YEAR_END_PATHS.previous, resource: resourceScreen(previousEmployerIncomesResource) },
  batchScreen('/payroll/retro-active', retroPayBatchesResource, retroPayLinesResource, 'retro_pay_batch_id', {
    notice: <RetroProblems />,
  }),
];

/** /timekeeping/leave-conversion: the same lifecycle, served by the timekeeping portal. */
export const LEAVE_CONVERSION_SCREEN = batchScreen(
  '/timekeeping/leave-conversion',
  leaveConversionsResource,
  leaveConversionLinesResource,
  'leave_conversion_id',
  {
    lineEdit: {
      portal: 'timekeeping',
      action: 'change-days',
      label: 'Change days',
      explanation:
        'Fewer days are converted for this leave type: the amount and its non-taxable part are worked out again at the same daily rate, and the days not converted stay in the balance. Computing again restores the convertible days.',
      fields: LINE_DAYS_FIELDS,
    },
  },
);
