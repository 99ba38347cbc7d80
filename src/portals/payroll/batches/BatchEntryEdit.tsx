import { Alert, Box, Typography } from '@mui/material';
import {
  Datagrid,
  DeleteWithConfirmButton,
  Form,
  Pagination,
  ReferenceManyField,
  SaveButton,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { batchEntriesResource, batchEntryLinesResource } from '@core/resources/batch-entries.resource';
import { definitionFields, resourceField, resourceInput, resourceValidator } from '../../../components/resource';
import { SpreadsheetUpload } from '../../../components/upload/SpreadsheetUpload';
import { WorkflowEdit } from '../../hr/WorkflowEdit';
import { STEP_BUTTONS } from '../inputs';
import { payrollPaths } from '../../../providers/api-paths';

// /payroll/batch-entries: a batch's form and steps (validate, apply, void), its lines as
// uploaded or typed with each line's problem, and while it is a draft or validated, the
// spreadsheet upload that replaces its lines and a form that adds one line.

const line = batchEntryLinesResource.fields;
const EDITABLE = ['draft', 'validated'];

interface Batch {
  id: number;
  status: string;
  error_count: number;
  line_count: number;
}

function AddLine({ batch }: { batch: Batch }) {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const add = (values: Record<string, unknown>) =>
    create(
      batchEntryLinesResource.name,
      { data: { ...values, batch_entry_id: batch.id } },
      {
        onSuccess: () => refresh(),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Form
      onSubmit={add}
      validate={resourceValidator({
        ...batchEntryLinesResource,
        fields: { employee_no: line.employee_no, amount: line.amount, remarks: line.remarks },
      })}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {(['employee_no', 'amount', 'remarks'] as const).map((name) => resourceInput(name, line[name]))}
        <SaveButton label="Add line" />
      </Box>
    </Form>
  );
}

function BatchEntryLines() {
  const batch = useRecordContext<Batch>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!batch) return null;
  const editable = EDITABLE.includes(batch.status);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Lines
      </Typography>
      {batch.error_count > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {batch.error_count} of {batch.line_count} lines have a problem (see the Problem column): fix or remove them, then validate.
        </Alert>
      )}
      {editable && (
        <Box sx={{ mb: 2 }}>
          <SpreadsheetUpload<{ message: string }>
            url={payrollPaths.batchEntriesUpload(batch.id)}
            templateUrl={payrollPaths.batchEntriesTemplate()}
            templateName="batch-entry-template"
            instructions="Upload a spreadsheet with the columns employee_no, amount and remarks: it replaces this batch's lines. Every row must be readable or nothing is taken."
            onDone={(answer) => {
              notify(answer.message, { type: 'info' });
              refresh();
            }}
          />
          <AddLine batch={batch} />
        </Box>
      )}
      <ReferenceManyField
        reference={batchEntryLinesResource.name}
        target="batch_entry_id"
        sort={{ field: 'row_no', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" color="text.secondary">
              No lines yet: upload a spreadsheet or add lines.
            </Typography>
          }
        >
          {definitionFields(batchEntryLinesResource, (f) => f.list).map(([source, f]) => resourceField(source, f))}
          {editable && (
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle="Remove this line?"
              confirmContent="The line is removed from the batch; the batch returns to draft and must be validated again."
            />
          )}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

export const BatchEntryEdit = () => (
  <WorkflowEdit definition={batchEntriesResource} steps={STEP_BUTTONS[batchEntriesResource.name]}>
    <BatchEntryLines />
  </WorkflowEdit>
);
