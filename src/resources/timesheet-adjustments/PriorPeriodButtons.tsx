import BlockIcon from '@mui/icons-material/Block';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { AutocompleteInput, maxLength, ReferenceInput, required, TextInput, useListContext } from 'react-admin';
import { ActionFormButton } from '../../components/actions';
import { payrollPaths, timesheetAdjustmentLinkPath } from '../../providers/api-paths';

// Linking the selected prior-period adjustments to an open payroll period, and taking them
// back out: "unlink" in timekeeping's adjustment processing, "hold" in payroll's timesheet
// adjustments (domain.md §13.3). The same verbs of /api/<portal>/timesheet-adjustments.
// Payroll may also cancel the ones it will not pay, with the reason.

type Portal = 'timekeeping' | 'payroll';

export function LinkSelectedButton({ portal }: { portal: Portal }) {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <ActionFormButton
      label="Link to period"
      icon={<LinkIcon />}
      title={`Link ${selectedIds.length} adjustments to a payroll period`}
      explanation={`The period's computation pays (or recovers) the differences. Only an open period of the employees' payroll group takes them; they can be ${portal === 'payroll' ? 'held back' : 'unlinked'} until the period is posted.`}
      url={timesheetAdjustmentLinkPath(portal, 'link')}
      body={(values) => ({ ids: selectedIds, payroll_period_id: Number(values.payroll_period_id) })}
      submitLabel="Link"
      onDone={onUnselectItems}
    >
      <ReferenceInput
        source="payroll_period_id"
        reference="payroll-periods"
        filter={{ status: 'open', period_type: 'regular' }}
        sort={{ field: 'cutoff_start', order: 'ASC' }}
      >
        <AutocompleteInput label="Payroll period" optionText="text" validate={required()} fullWidth />
      </ReferenceInput>
    </ActionFormButton>
  );
}

export function ReleaseSelectedButton({ portal }: { portal: Portal }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const hold = portal === 'payroll';
  return (
    <ActionFormButton
      label={hold ? 'Hold' : 'Unlink'}
      icon={<LinkOffIcon />}
      title={`${hold ? 'Hold' : 'Unlink'} ${selectedIds.length} adjustments?`}
      explanation={
        hold
          ? 'They leave their period and go back to processed: the period pays them no more once it is computed again. Linking them again releases them.'
          : 'They go back to processed, to be linked to another period; a posted period keeps its adjustments.'
      }
      url={timesheetAdjustmentLinkPath(portal, hold ? 'hold' : 'unlink')}
      body={() => ({ ids: selectedIds })}
      submitLabel={hold ? 'Hold' : 'Unlink'}
      onDone={onUnselectItems}
    />
  );
}

/** Payroll cancels the selected adjustments for good: no period pays them; posted ones stay (the server refuses). */
export function CancelSelectedButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <ActionFormButton
      label="Cancel"
      icon={<BlockIcon />}
      color="error"
      title={`Cancel ${selectedIds.length} adjustments?`}
      explanation="No payroll period will pay or recover them: they leave the period they are linked to, which must be computed again if it was. A posted adjustment cannot be cancelled. The reason is kept on each adjustment and in the transaction log."
      url={payrollPaths.cancelTimesheetAdjustments()}
      body={(values) => ({ ids: selectedIds, reason: String(values.reason ?? '') })}
      submitLabel="Cancel adjustments"
      onDone={onUnselectItems}
    >
      <TextInput source="reason" label="Why" validate={[required(), maxLength(500)]} multiline fullWidth />
    </ActionFormButton>
  );
}
