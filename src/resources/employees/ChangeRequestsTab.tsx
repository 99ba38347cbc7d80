import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack, Typography } from '@mui/material';
import { Datagrid, ReferenceManyField, TextInput, required, useRecordContext } from 'react-admin';
import { changeRequestsReport } from '@core/resources/self-service.resource';
import { ActionFormButton } from '../../components/actions';
import { AttachmentPanel } from '../../components/attachments/Attachments';
import { resourceField } from '../../components/resource';
import { hrPaths } from '../../providers/api-paths';

// The change requests of one employee in their 201 file (domain.md §15.5
// /hr/employees/details): approving applies the change to the 201 file, rejecting
// needs remarks the employee reads.

const COLUMNS = Object.entries(changeRequestsReport.fields).filter(
  ([name, field]) => field.list && !['employee_no', 'employee_name'].includes(name),
);

function ReviewButtons() {
  const request = useRecordContext<{ id: number; status: string }>();
  if (request?.status !== 'pending') return null;
  return (
    <Stack direction="row">
      <ActionFormButton
        label="Approve"
        icon={<CheckIcon />}
        title="Approve and apply this change?"
        explanation="The requested values replace the current ones in the 201 file now; the change is kept in the transaction log. A bank account change takes effect from the next computed period."
        url={hrPaths.changeRequest(request.id, 'approve')}
        submitLabel="Approve"
      >
        <TextInput source="review_remarks" label="Remarks" fullWidth multiline />
      </ActionFormButton>
      <ActionFormButton
        label="Reject"
        icon={<CloseIcon />}
        color="error"
        title="Reject this change request?"
        explanation="The employee sees your remarks; nothing in the 201 file changes."
        url={hrPaths.changeRequest(request.id, 'reject')}
        submitLabel="Reject"
      >
        <TextInput source="review_remarks" label="Remarks" validate={required()} fullWidth multiline />
      </ActionFormButton>
    </Stack>
  );
}

/** The employee's supporting documents of a request, read beside it. */
function RequestAttachments() {
  const request = useRecordContext<{ id: number }>();
  return request ? <AttachmentPanel url={hrPaths.changeRequestAttachments(request.id)} /> : null;
}

export function ChangeRequestsTab() {
  return (
    <ReferenceManyField
      reference={changeRequestsReport.name}
      target="employee_id"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={100}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick="expand"
        expand={<RequestAttachments />}
        empty={
          <Typography variant="body2" color="text.secondary">
            No change requests.
          </Typography>
        }
      >
        {COLUMNS.map(([name, field]) => resourceField(name, field))}
        <ReviewButtons />
      </Datagrid>
    </ReferenceManyField>
  );
}
