import { Alert, Box, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, useGetOne, useRecordContext } from 'react-admin';
import { thirteenthMonthBatchesResource, thirteenthMonthLinesResource } from '@core/resources/thirteenth-month-batches.resource';
import { definitionFields, resourceField, resourceScreen } from '../../../components/resource';
import { WorkflowEdit } from '../../hr/WorkflowEdit';
import { STEP_BUTTONS } from '../inputs';

// /payroll/13th-month-pay (domain.md §15.7): batches computed from posted payslips, each
// opening with its steps and its employees' lines; approving sends the lines to the
// target period as payroll entries.

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

function BatchLines() {
  const [field, order] = thirteenthMonthLinesResource.defaultSort;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Employees
      </Typography>
      <ReferenceManyField
        reference={thirteenthMonthLinesResource.name}
        target="thirteenth_month_batch_id"
        sort={{ field, order }}
        perPage={25}
        pagination={<Pagination />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" color="text.secondary">
              Not computed yet: use Compute to build the lines from posted payslips.
            </Typography>
          }
        >
          {definitionFields(thirteenthMonthLinesResource, (f) => f.list).map(([source, f]) => resourceField(source, f))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

const BatchEdit = () => (
  <WorkflowEdit definition={thirteenthMonthBatchesResource} steps={STEP_BUTTONS[thirteenthMonthBatchesResource.name]}>
    <LatePaymentWarning />
    <BatchLines />
  </WorkflowEdit>
);

export const THIRTEENTH_MONTH_SCREEN = {
  path: '/payroll/13th-month-pay',
  resource: resourceScreen(thirteenthMonthBatchesResource, { edit: BatchEdit }),
};
