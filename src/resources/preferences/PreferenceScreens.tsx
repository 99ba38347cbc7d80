import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SimpleForm,
  TextField as TextColumn,
  TextInput,
  useInput,
  useRecordContext,
  ValidationError,
  type RaRecord,
} from 'react-admin';
import { enumLabel, preferenceLabel } from '@core/labels';
import { preferencesResource, preferenceValueProblem } from '@core/resources/preferences.resource';
import { DateInput } from '../../components/dates/DateInput';
import { ListActions } from '../../components/export/ListActions';
import { ListPagination } from '../../components/pagination/ListPagination';
import { resourceFilters } from '../../components/resource/resourceFilters';
import { codeList, preferenceValueText, toCode } from './preferenceValue';

// The HR preferences: each setting by its name, its value read and typed by its type
// (a switch for yes or no, a date picker, one item per line for a list), never raw keys or JSON.

const EXPORT_COLUMNS = [
  { source: 'key', label: 'Setting', value: (row: Record<string, unknown>) => preferenceLabel(row.key) },
  { source: 'group', label: 'Group' },
  { source: 'description', label: 'Description' },
  { source: 'value', label: 'Value', value: (row: Record<string, unknown>) => preferenceValueText(row.data_type, row.value) },
];

export function PreferenceList() {
  return (
    <List
      resource="preferences"
      title="Preferences"
      sort={{ field: 'group', order: 'ASC' }}
      filters={resourceFilters(preferencesResource)}
      pagination={<ListPagination />}
      actions={<ListActions columns={EXPORT_COLUMNS} screen="Preferences" />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField source="key" label="Setting" sortBy="key" render={(record: RaRecord) => preferenceLabel(record.key)} />
        <TextColumn source="group" label="Group" />
        <TextColumn source="description" label="Description" sortable={false} />
        <FunctionField label="Value" render={(record: RaRecord) => preferenceValueText(record.data_type, record.value)} />
      </Datagrid>
    </List>
  );
}

/** A list of codes typed one item per line in words; the form keeps the JSON list of codes. */
function CodeListInput({ label, validate }: { label: string; validate: (value: unknown) => string | undefined }) {
  const { field, fieldState, formState } = useInput({ source: 'value', validate });
  const [typed, setTyped] = useState(() => (codeList(field.value) ?? []).map(enumLabel).join('\n'));
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      label={label}
      value={typed}
      multiline
      minRows={3}
      fullWidth
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(JSON.stringify(event.target.value.split('\n').map(toCode).filter(Boolean)));
      }}
      onBlur={field.onBlur}
      error={showError}
      helperText={showError && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : 'One item per line'}
    />
  );
}

function PreferenceValueInput() {
  const record = useRecordContext();
  if (!record) return null;
  const type = String(record.data_type);
  const label = preferenceLabel(record.key);
  const validate = (value: unknown) => preferenceValueProblem(type, value);
  switch (type) {
    case 'boolean':
      return (
        <BooleanInput
          source="value"
          label={label}
          format={(v: unknown) => v === 'true'}
          parse={(checked: boolean) => (checked ? 'true' : 'false')}
        />
      );
    case 'date':
      return <DateInput source="value" label={label} validate={validate} />;
    case 'integer':
    case 'decimal':
      return (
        <TextInput
          source="value"
          label={label}
          validate={validate}
          slotProps={{ htmlInput: { inputMode: type === 'integer' ? 'numeric' : 'decimal', style: { textAlign: 'right' } } }}
        />
      );
    case 'json':
      if (codeList(record.value)) return <CodeListInput label={label} validate={validate} />;
      return <TextInput source="value" label={label} validate={validate} multiline minRows={3} fullWidth />;
    default:
      return <TextInput source="value" label={label} validate={validate} fullWidth />;
  }
}

function PreferenceDescription() {
  const record = useRecordContext();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {record ? `${record.group} · ${record.description}` : ''}
    </Typography>
  );
}

export function PreferenceEdit() {
  return (
    <Edit resource="preferences" title="Preferences" redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <PreferenceDescription />
        <PreferenceValueInput />
      </SimpleForm>
    </Edit>
  );
}
