import { BooleanInput, DateInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { APPLICATION_TYPES, LOGSHEET_REASONS, OT_CATEGORIES } from '@core/resources/applications.resource';
import { applicationPaths, timekeepingPaths } from '../../providers/api-paths';
import { useApiGet } from '../../providers/useApiGet';

// The fields of a filing, the same in every portal that files: the type first, then the
// type's own fields. The server applies every filing rule; these only guide the input.

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const dateTime = (value: string) => (value && !DATE_TIME.test(value.trim()) ? 'Write it as YYYY-MM-DD HH:mm' : undefined);
const DAY_PARTS = [
  { id: 'whole_day', name: 'Whole day' },
  { id: 'first_half', name: 'First half' },
  { id: 'second_half', name: 'Second half' },
];
const TRIP_TYPES = [
  { id: 'official_business', name: 'Official business' },
  { id: 'business_trip', name: 'Business trip' },
];

function Range() {
  return (
    <>
      <DateInput source="date_from" label="From" validate={required()} />
      <DateInput source="date_to" label="To" validate={required()} />
    </>
  );
}

export interface Choices {
  leaveTypes: { id: number; name: string }[];
  shifts: { id: number; name: string }[];
}

const ACTIVE = { range: '[0,199]', filter: JSON.stringify({ is_active: true }) };

/** The leave types and active shifts a portal offers: timekeeping reads the lists it keeps, the self-service portals their own lookups. */
export function useFilingChoices(portal: string): Choices {
  const keeper = portal === 'timekeeping';
  const types = useApiGet<{ id?: number; leave_type_id?: number; code: string; name: string }[]>(
    keeper ? timekeepingPaths.leaveTypes() : applicationPaths(portal).ownLeaveBalances(),
    keeper ? ACTIVE : undefined,
  ).data;
  const shifts = useApiGet<{ id: number; code: string; name: string; time_in: string; time_out: string }[]>(
    keeper ? timekeepingPaths.shiftSchedules() : applicationPaths(portal).ownShifts(),
    keeper ? ACTIVE : undefined,
  ).data;
  return {
    leaveTypes: (types ?? []).map((t) => ({ id: Number(t.leave_type_id ?? t.id), name: `${t.code} · ${t.name}` })),
    shifts: (shifts ?? []).map((s) => ({ id: s.id, name: `${s.code} · ${s.name} (${s.time_in.slice(0, 5)}–${s.time_out.slice(0, 5)})` })),
  };
}

/** The type selector (unless the screen fixes the type) and the chosen type's fields. */
export function ApplicationFields({ choices, fixedType }: { choices: Choices; fixedType?: string }) {
  return (
    <>
      <SelectInput
        source="application_type"
        label="Type"
        choices={APPLICATION_TYPES.filter((t) => t.id !== 'duty_roster')}
        validate={required()}
        readOnly={fixedType !== undefined}
      />
      <TypeFields choices={choices} />
    </>
  );
}

function TypeFields({ choices }: { choices: Choices }) {
  const type = useWatch({ name: 'application_type' }) as string | undefined;
  const wholeDay = useWatch({ name: 'is_whole_day' }) as boolean | undefined;
  const restDay = useWatch({ name: 'to_rest_day' }) as boolean | undefined;
  switch (type) {
    case 'leave':
      return (
        <>
          <SelectInput source="leave_type_id" label="Leave type" choices={choices.leaveTypes} validate={required()} fullWidth />
          <Range />
          <SelectInput source="day_part" label="Day part" choices={DAY_PARTS} defaultValue="whole_day" />
          <BooleanInput source="without_pay" label="File without pay" />
          <TextInput source="reason" label="Reason" validate={required()} fullWidth multiline />
        </>
      );
    case 'overtime':
      return (
        <>
          <DateInput source="work_date" label="Work date" validate={required()} />
          <TextInput source="time_from" label="From (YYYY-MM-DD HH:mm)" validate={[required(), dateTime]} />
          <TextInput source="time_to" label="To (YYYY-MM-DD HH:mm)" validate={[required(), dateTime]} />
          <SelectInput source="ot_category" label="Kind of overtime" choices={OT_CATEGORIES} validate={required()} />
          <TextInput source="work_description" label="Work done" validate={required()} fullWidth />
          <TextInput source="reason" label="Reason" validate={required()} fullWidth multiline />
        </>
      );
    case 'official_business_trip':
      return (
        <>
          <SelectInput source="trip_type" label="Kind" choices={TRIP_TYPES} validate={required()} />
          <Range />
          <BooleanInput source="is_whole_day" label="Whole day" defaultValue={true} />
          {wholeDay === false && (
            <>
              <TextInput source="time_from" label="From (HH:mm)" validate={required()} />
              <TextInput source="time_to" label="To (HH:mm)" validate={required()} />
            </>
          )}
          <TextInput source="destination" label="Destination" validate={required()} fullWidth />
          <TextInput source="purpose" label="Purpose" validate={required()} fullWidth multiline />
        </>
      );
    case 'change_shift':
      return (
        <>
          <Range />
          <BooleanInput source="to_rest_day" label="Make it a rest day" />
          {!restDay && (
            <SelectInput source="to_shift_schedule_id" label="New shift" choices={choices.shifts} validate={required()} fullWidth />
          )}
          <DateInput source="swap_with_date" label="Swap with date (rest-day swap)" />
          <TextInput source="reason" label="Reason" validate={required()} fullWidth multiline />
        </>
      );
    case 'logsheet':
      return (
        <>
          <DateInput source="work_date" label="Work date" validate={required()} />
          <TextInput source="time_in" label="Time in (YYYY-MM-DD HH:mm)" validate={dateTime} />
          <TextInput source="time_out" label="Time out (YYYY-MM-DD HH:mm)" validate={dateTime} />
          <SelectInput source="reason_category" label="Why" choices={LOGSHEET_REASONS} validate={required()} />
          <TextInput source="reason" label="Reason" validate={required()} fullWidth multiline />
        </>
      );
    default:
      return null;
  }
}
