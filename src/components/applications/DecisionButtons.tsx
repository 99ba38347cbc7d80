import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NumberInput, TextInput, maxValue, minValue, required, useListContext, useRecordContext } from 'react-admin';
import { applicationPaths } from '../../providers/api-paths';
import { ActionFormButton } from '../actions';

// Decisions on an application: approve or reject the level the caller holds, and (in
// timekeeping) decide a cancellation request, approving which reverses the effects.

interface Listed {
  id: number;
  reference_no: string;
  status: string;
  awaiting_timekeeping: boolean;
  application_type?: string;
  requested_minutes?: number;
  level?: string;
}

interface DecisionProps {
  portal: string;
  /** the rows the caller decides (timekeeping: those awaiting the timekeeping role; a manager's queue: all) */
  decides?: (application: Listed) => boolean;
  overtime?: boolean;
}

export function DecisionButtons({ portal, decides = () => true, overtime = false }: DecisionProps) {
  const application = useRecordContext<Listed>();
  const paths = applicationPaths(portal);
  if (!application || !decides(application)) return null;
  if (application.status === 'for_cancellation') {
    return (
      <>
        <ActionFormButton
          label="Approve cancellation"
          icon={<CheckIcon />}
          title={`Cancel ${application.reference_no}?`}
          explanation="Its effects are reversed: a leave goes back to the balance, a change of shift restores the previous schedule, log-sheet punches are voided, approved overtime no longer counts. Days of an open timesheet are processed again; a closed one is corrected through adjustment processing."
          url={paths.verb(application.id, 'approve-cancellation')}
          submitLabel="Approve cancellation"
        />
        <ActionFormButton
          label="Deny"
          icon={<CloseIcon />}
          color="error"
          title={`Deny the cancellation of ${application.reference_no}?`}
          explanation="The application stays approved, with its effects."
          url={paths.verb(application.id, 'deny-cancellation')}
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
        url={paths.verb(application.id, 'approve')}
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
        url={paths.verb(application.id, 'reject')}
        submitLabel="Reject"
      >
        <TextInput source="remarks" label="Why" validate={required()} fullWidth multiline />
      </ActionFormButton>
    </>
  );
}

/** The applicant's side: change or withdraw a pending filing, or ask timekeeping to cancel an approved one. */
export function ApplicantButtons({
  portal,
  filingPath,
}: {
  portal: string;
  /** the filing form, to change a pending filing */ filingPath?: string;
}) {
  const application = useRecordContext<Listed>();
  const paths = applicationPaths(portal);
  if (application?.status === 'pending') {
    return (
      <>
        {filingPath && (
          <Button
            component={RouterLink}
            to={`${filingPath}?edit=${application.id}`}
            size="small"
            startIcon={<EditIcon />}
            onClick={(event) => event.stopPropagation()}
          >
            Change
          </Button>
        )}
        <ActionFormButton
          label="Withdraw"
          icon={<CloseIcon />}
          color="error"
          title={`Withdraw ${application.reference_no}?`}
          explanation="The filing is cancelled before anyone decides it; its approvers no longer see it."
          url={paths.verb(application.id, 'withdraw')}
          submitLabel="Withdraw"
        />
      </>
    );
  }
  if (application?.status === 'approved') {
    return (
      <ActionFormButton
        label="Request cancellation"
        icon={<CloseIcon />}
        color="error"
        title={`Ask to cancel ${application.reference_no}?`}
        explanation="Timekeeping decides. Once the cancellation is approved its effects are reversed (a leave goes back to the balance, a changed shift is restored)."
        url={paths.verb(application.id, 'request-cancellation')}
        submitLabel="Request cancellation"
      >
        <TextInput source="cancellation_reason" label="Why" validate={required()} fullWidth multiline />
      </ActionFormButton>
    );
  }
  return null;
}

export function BulkApproveButton({ portal }: { portal: string }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const paths = applicationPaths(portal);
  return (
    <ActionFormButton
      label="Approve selected"
      icon={<DoneAllIcon />}
      title={`Approve ${selectedIds.length} applications at their current level?`}
      explanation="Each is approved at the level you hold; any you may not decide stops the whole batch with nothing changed."
      url={paths.approveMany()}
      body={() => ({ ids: selectedIds })}
      submitLabel="Approve all"
      onDone={onUnselectItems}
    />
  );
}
