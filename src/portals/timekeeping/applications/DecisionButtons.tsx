import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { NumberInput, TextInput, maxValue, minValue, required, useListContext, useRecordContext } from 'react-admin';
import { ActionFormButton } from '../../../components/actions';

// Timekeeping's decisions on an application: approve or reject the level it holds,
// and decide a cancellation request (approving reverses the effects).

const URL = '/api/timekeeping/applications';

interface Listed {
  id: number;
  reference_no: string;
  status: string;
  awaiting_timekeeping: boolean;
  application_type?: string;
  requested_minutes?: number;
  level?: string;
}

export function DecisionButtons({ overtime = false }: { overtime?: boolean }) {
  const application = useRecordContext<Listed>();
  if (!application?.awaiting_timekeeping) return null;
  if (application.status === 'for_cancellation') {
    return (
      <>
        <ActionFormButton
          label="Approve cancellation"
          icon={<CheckIcon />}
          title={`Cancel ${application.reference_no}?`}
          explanation="Its effects are reversed: a leave goes back to the balance, a change of shift restores the previous schedule, log-sheet punches are voided, approved overtime no longer counts. Days of an open timesheet are processed again; a closed one is corrected through adjustment processing."
          url={`${URL}/${application.id}/approve-cancellation`}
          submitLabel="Approve cancellation"
        />
        <ActionFormButton
          label="Deny"
          icon={<CloseIcon />}
          color="error"
          title={`Deny the cancellation of ${application.reference_no}?`}
          explanation="The application stays approved, with its effects."
          url={`${URL}/${application.id}/deny-cancellation`}
          submitLabel="Deny cancellation"
        >
          <TextInput source="remarks" label="Why" validate={required()} fullWidth multiline />
        </ActionFormButton>
      </>
    );
  }
  if (application.status !== 'pending') return null;
  return (
    <>
      <ActionFormButton
        label="Approve"
        icon={<CheckIcon />}
        title={`Approve ${application.reference_no}, level ${application.level ?? ''}?`}
        explanation="The next level is asked next; approving the last level applies the application (leave to the ledger, shifts to the schedule, log sheets to the punches, overtime to the timesheet)."
        url={`${URL}/${application.id}/approve`}
        body={(values) => ({
          remarks: values.remarks || undefined,
          approved_minutes:
            values.approved_minutes === undefined || values.approved_minutes === null ? undefined : Number(values.approved_minutes),
        })}
        defaultValues={overtime ? { approved_minutes: application.requested_minutes } : undefined}
        submitLabel="Approve"
      >
        {overtime && (
          <NumberInput
            source="approved_minutes"
            label="Approved minutes"
            validate={[minValue(0), maxValue(application.requested_minutes ?? 960)]}
          />
        )}
        <TextInput source="remarks" label="Remarks" fullWidth multiline />
      </ActionFormButton>
      <ActionFormButton
        label="Reject"
        icon={<CloseIcon />}
        color="error"
        title={`Reject ${application.reference_no}?`}
        explanation="The application ends here; its later levels are cancelled and the employee sees your remarks."
        url={`${URL}/${application.id}/reject`}
        submitLabel="Reject"
      >
        <TextInput source="remarks" label="Why" validate={required()} fullWidth multiline />
      </ActionFormButton>
    </>
  );
}

export function BulkApproveButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <ActionFormButton
      label="Approve selected"
      icon={<DoneAllIcon />}
      title={`Approve ${selectedIds.length} applications at their current level?`}
      explanation="Each is approved at the level timekeeping holds; any you may not decide stops the whole batch with nothing changed."
      url={`${URL}/approve`}
      body={() => ({ ids: selectedIds })}
      submitLabel="Approve all"
      onDone={onUnselectItems}
    />
  );
}
