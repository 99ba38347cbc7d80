import { BooleanInput, DateInput, SelectInput, TextInput, required } from 'react-admin';
import { useBusinessUnits } from './useBusinessUnits';
import { useWatch } from 'react-hook-form';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import GroupsIcon from '@mui/icons-material/Groups';
import { ActionFormButton } from '../../../components/actions';
import type { GridShift } from './useCalendarGrid';
import { timekeepingPaths } from '../../../providers/api-paths';

// The calendar-schedule actions: each says what it changes before it runs, and each is
// refused with nothing changed when a date lies in a closed or linked timesheet.

const shiftChoices = (shifts: readonly GridShift[]) =>
  shifts
    .filter((s) => s.is_active)
    .map((s) => ({ id: s.id, name: `${s.code} · ${s.name} (${s.time_in.slice(0, 5)}–${s.time_out.slice(0, 5)})` }));

/** A shift picker hidden once "rest day" is ticked. */
function ShiftOrRestDay({ shifts }: { shifts: readonly GridShift[] }) {
  const restDay = useWatch({ name: 'is_rest_day' }) as boolean | undefined;
  return (
    <>
      <BooleanInput source="is_rest_day" label="Rest day" />
      {!restDay && <SelectInput source="shift_schedule_id" label="Shift" choices={shiftChoices(shifts)} validate={required()} fullWidth />}
      <TextInput source="remarks" label="Remarks" fullWidth />
    </>
  );
}

const shiftBody = (values: Record<string, unknown>) => ({
  is_rest_day: Boolean(values.is_rest_day),
  shift_schedule_id: values.is_rest_day ? null : Number(values.shift_schedule_id),
  remarks: values.remarks || undefined,
});

export function AssignCellsButton({
  cells,
  shifts,
  onDone,
}: {
  cells: { employee_id: number; date: string }[];
  shifts: readonly GridShift[];
  onDone: () => void;
}) {
  if (cells.length === 0) return null;
  return (
    <ActionFormButton
      label="Assign shift"
      icon={<EditCalendarIcon />}
      title={`Assign ${cells.length} selected cells`}
      explanation="Each selected date gets this shift (or becomes a rest day) for its employee, replacing what was there; the replaced rows are kept in the transaction log."
      url={timekeepingPaths.calendarScheduleVerb('assign')}
      body={(values) => ({ cells, ...shiftBody(values) })}
      defaultValues={{ is_rest_day: false }}
      submitLabel="Assign"
      onDone={onDone}
    >
      <ShiftOrRestDay shifts={shifts} />
    </ActionFormButton>
  );
}

export function CopyWeekButton({ employeeIds, weekStart, onDone }: { employeeIds: number[]; weekStart: string; onDone: () => void }) {
  if (employeeIds.length === 0) return null;
  return (
    <ActionFormButton
      label="Copy a week"
      icon={<ContentCopyIcon />}
      title="Copy a week's schedule"
      explanation={`The ${employeeIds.length} employees on this page get, day by day, the shifts and rest days of the week copied (their default pattern where nothing was set), replacing what the target week had.`}
      url={timekeepingPaths.calendarScheduleVerb('copy-week')}
      body={(values) => ({ employee_ids: employeeIds, from_week_start: values.from_week_start, to_week_start: values.to_week_start })}
      defaultValues={{ from_week_start: weekStart }}
      submitLabel="Copy week"
      onDone={onDone}
    >
      <DateInput source="from_week_start" label="Copy the week starting" validate={required()} />
      <DateInput source="to_week_start" label="Into the week starting" validate={required()} />
    </ActionFormButton>
  );
}

export function ResetButton({ employeeIds, from, to, onDone }: { employeeIds: number[]; from: string; to: string; onDone: () => void }) {
  if (employeeIds.length === 0) return null;
  return (
    <ActionFormButton
      label="Reset to default"
      icon={<RestartAltIcon />}
      color="error"
      title="Reset to the default pattern"
      explanation={`Removes every dated shift and rest day of the ${employeeIds.length} employees on this page between the dates, including those from duty rosters and change-shift applications: they follow their default shift and rest days again. The removed rows are kept in the transaction log.`}
      url={timekeepingPaths.calendarScheduleVerb('reset')}
      body={(values) => ({ employee_ids: employeeIds, date_from: values.date_from, date_to: values.date_to })}
      defaultValues={{ date_from: from, date_to: to }}
      submitLabel="Reset"
      onDone={onDone}
    >
      <DateInput source="date_from" label="From" validate={required()} />
      <DateInput source="date_to" label="To" validate={required()} />
    </ActionFormButton>
  );
}

export function BusinessUnitButton({
  shifts,
  from,
  to,
  onDone,
}: {
  shifts: readonly GridShift[];
  from: string;
  to: string;
  onDone: () => void;
}) {
  const units = useBusinessUnits();
  return (
    <ActionFormButton
      label="Assign a business unit"
      icon={<GroupsIcon />}
      title="Assign a shift to a whole business unit"
      explanation="Every employee in service in the business unit gets this shift (or rest day) on every date of the range, replacing what was there."
      url={timekeepingPaths.calendarScheduleVerb('assign')}
      body={(values) => ({
        business_unit_id: Number(values.business_unit_id),
        date_from: values.date_from,
        date_to: values.date_to,
        ...shiftBody(values),
      })}
      defaultValues={{ date_from: from, date_to: to, is_rest_day: false }}
      submitLabel="Assign"
      onDone={onDone}
    >
      <SelectInput
        source="business_unit_id"
        label="Business unit"
        choices={units.map((u) => ({ id: u.id, name: u.text }))}
        validate={required()}
        fullWidth
      />
      <DateInput source="date_from" label="From" validate={required()} />
      <DateInput source="date_to" label="To" validate={required()} />
      <ShiftOrRestDay shifts={shifts} />
    </ActionFormButton>
  );
}
