import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { APPLICATION_TYPES, LOGSHEET_REASONS, OT_CATEGORIES } from '@core/resources/applications.resource';
import { ActionFormButton } from '../../../components/actions';

// Encoding a filing on behalf of an employee (filed via "encoded by timekeeping"): the
// type first, then the type's own fields; the server applies every filing rule.

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

function TypeFields() {
  const type = useWatch({ name: 'application_type' }) as string | undefined;
  const wholeDay = useWatch({ name: 'is_whole_day' }) as boolean | undefined;
  const restDay = useWatch({ name: 'to_rest_day' }) as boolean | undefined;
  switch (type) {
    case 'leave':
      return (
        <>
          <ReferenceInput source="leave_type_id" reference="leave-types" filter={{ is_active: true }}>
            <SelectInput label="Leave type" optionText="text" validate={required()} fullWidth />
          </ReferenceInput>
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
            <ReferenceInput source="to_shift_schedule_id" reference="shift-schedules" filter={{ is_active: true }}>
              <SelectInput label="New shift" optionText="text" validate={required()} fullWidth />
            </ReferenceInput>
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

export function EncodeApplicationButton({ type }: { type?: string }) {
  return (
    <ActionFormButton
      label="Encode on behalf"
      icon={<AddIcon />}
      title="Encode an application on behalf of an employee"
      explanation="The filing goes through the same rules and approval route as the employee's own, marked as encoded by timekeeping."
      url="/api/timekeeping/applications"
      defaultValues={{ application_type: type ?? 'leave' }}
      submitLabel="File"
    >
      <ReferenceInput source="employee_id" reference="employees">
        <AutocompleteInput label="Employee" optionText="text" validate={required()} fullWidth />
      </ReferenceInput>
      <SelectInput
        source="application_type"
        label="Type"
        choices={APPLICATION_TYPES.filter((t) => t.id !== 'duty_roster')}
        validate={required()}
        disabled={type !== undefined}
      />
      <TypeFields />
    </ActionFormButton>
  );
}
