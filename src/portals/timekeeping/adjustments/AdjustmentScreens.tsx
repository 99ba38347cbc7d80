import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
  useRecordContext,
} from 'react-admin';
import { timesheetAdjustmentsResource } from '@core/resources/timesheet-adjustments.resource';
import { ActionFormButton } from '../../../components/actions';
import { ResourceList } from '../../../components/resource';
import { LinkSelectedButton, ReleaseSelectedButton } from '../../../resources/timesheet-adjustments/PriorPeriodButtons';
import { timekeepingPaths } from '../../../providers/api-paths';

// timesheet-adjustment (in-period corrections before closing) and adjustment-processing
// (prior-period differences of closed days, linked into a later payroll): one list each
// over timesheet-adjustments, with the actions of its kind.

const MINUTES = [minValue(0), maxValue(1440)];
const HALF_DAYS = [
  { id: 0, name: '0' },
  { id: 0.5, name: '0.5' },
  { id: 1, name: '1' },
];

type Adjustment = { id: number; status: string; work_date: string; adjustment_kind: string };

/** The values of the dialog that were filled in, as the draft's `values`. */
function draftBody(values: Record<string, unknown>) {
  const measures = [
    'worked_minutes',
    'late_minutes',
    'undertime_minutes',
    'absent_days',
    'paid_leave_days',
    'unpaid_leave_days',
    'holiday_pay_eligible',
  ];
  return {
    employee_id: Number(values.employee_id),
    work_date: values.work_date,
    reason: values.reason,
    values: Object.fromEntries(
      measures.filter((m) => values[m] !== undefined && values[m] !== null && values[m] !== '').map((m) => [m, values[m]]),
    ),
  };
}

function NewAdjustmentButton() {
  return (
    <ActionFormButton
      label="New adjustment"
      icon={<AddIcon />}
      title="Adjust a day before closing"
      explanation="Give only the measures that change; the others keep what processing computed. The adjustment is a draft until applied, and an applied one is applied again whenever the timesheet is processed again."
      url={timekeepingPaths.timesheetAdjustments('draft')}
      body={draftBody}
      submitLabel="Save draft"
    >
      <ReferenceInput source="employee_id" reference="employees">
        <AutocompleteInput label="Employee" optionText="text" validate={required()} fullWidth />
      </ReferenceInput>
      <DateInput source="work_date" label="Date" validate={required()} />
      <NumberInput source="worked_minutes" label="Worked minutes" validate={MINUTES} />
      <NumberInput source="late_minutes" label="Late minutes" validate={MINUTES} />
      <NumberInput source="undertime_minutes" label="Undertime minutes" validate={MINUTES} />
      <SelectInput source="absent_days" label="Absent days" choices={HALF_DAYS} />
      <SelectInput source="paid_leave_days" label="Paid leave days" choices={HALF_DAYS} />
      <SelectInput source="unpaid_leave_days" label="Unpaid leave days" choices={HALF_DAYS} />
      <BooleanInput source="holiday_pay_eligible" label="Paid for the holiday" />
      <TextInput source="reason" label="Reason" validate={required()} fullWidth multiline />
    </ActionFormButton>
  );
}

function ApplyButton() {
  const adjustment = useRecordContext<Adjustment>();
  if (adjustment?.status !== 'draft') return null;
  return (
    <ActionFormButton
      label="Apply"
      icon={<CheckIcon />}
      title="Apply this adjustment?"
      explanation={`The record of ${adjustment.work_date} takes the values after; the timesheet becomes adjusted. Cancelling it later puts the values before back.`}
      url={timekeepingPaths.timesheetAdjustment(adjustment.id, 'apply')}
      submitLabel="Apply"
    />
  );
}

function CancelButton() {
  const adjustment = useRecordContext<Adjustment>();
  if (!adjustment || !['draft', 'applied', 'processed'].includes(adjustment.status)) return null;
  return (
    <ActionFormButton
      label="Cancel"
      icon={<CloseIcon />}
      color="error"
      title="Cancel this adjustment?"
      explanation={
        adjustment.status === 'applied'
          ? `The record of ${adjustment.work_date} goes back to its values before the adjustment. The adjustment stays on record, cancelled.`
          : `The adjustment of ${adjustment.work_date} stays on record, cancelled; nothing else changes.`
      }
      url={timekeepingPaths.timesheetAdjustment(adjustment.id, 'cancel')}
      submitLabel="Cancel adjustment"
    />
  );
}

/** In-period corrections of the timesheets not yet closed. */
export const TimesheetAdjustmentList = () => (
  <ResourceList
    definition={timesheetAdjustmentsResource}
    title="Timesheet adjustment"
    filter={{ adjustment_kind: 'in_period' }}
    rowClick={false}
    actions={<NewAdjustmentButton />}
    rowActions={
      <>
        <ApplyButton />
        <CancelButton />
      </>
    }
    keepActionsWhenEmpty
  />
);

function RunButton() {
  return (
    <ActionFormButton
      label="Run adjustment processing"
      icon={<PlayArrowIcon />}
      title="Adjustment processing of a closed timesheet"
      explanation="Every employee-day of the timesheet is computed again from today's punches, schedules and approved applications. Days that now differ from their closed record (and from the differences already linked) become prior-period adjustments; the closed records themselves never change. Adjustments not yet linked are replaced."
      url={timekeepingPaths.timesheetAdjustments('process')}
      submitLabel="Run"
    >
      <ReferenceInput
        source="timesheet_id"
        reference="timesheets"
        filter={{ status: ['closed', 'linked'] }}
        sort={{ field: 'cutoff_start', order: 'DESC' }}
      >
        <AutocompleteInput label="Closed timesheet" optionText="text" validate={required()} fullWidth />
      </ReferenceInput>
    </ActionFormButton>
  );
}

/** Prior-period differences of closed days, linked into a later payroll. */
export const AdjustmentProcessingList = () => (
  <ResourceList
    definition={timesheetAdjustmentsResource}
    title="Adjustment processing"
    filter={{ adjustment_kind: 'prior_period' }}
    rowClick={false}
    actions={<RunButton />}
    rowActions={<CancelButton />}
    bulkActions={
      <>
        <LinkSelectedButton portal="timekeeping" />
        <ReleaseSelectedButton portal="timekeeping" />
      </>
    }
    keepActionsWhenEmpty
  />
);
