import { AutocompleteArrayInput, BooleanInput, NumberInput, ReferenceArrayInput, ReferenceInput, TextInput } from 'react-admin';
import type { FieldDefinition } from '@core/resources/define';
import { DateInput } from '../dates/DateInput';
import { PercentInput } from '../fields/PercentInput';
import { Select } from '../select/Select';
import { fieldLabel } from './labels';

/** The form input for one writable field of a definition. Validation comes from the form (see resourceValidator). */
export function resourceInput(source: string, field: FieldDefinition) {
  const label = `${fieldLabel(field)}${field.required ? ' *' : ''}`;
  const common = { source, label, defaultValue: field.defaultValue };
  switch (field.kind) {
    case 'longtext':
      return <TextInput key={source} {...common} multiline minRows={3} fullWidth />;
    case 'number':
      if (field.percent) return <PercentInput key={source} {...common} />;
      return <NumberInput key={source} {...common} min={field.min} max={field.max} />;
    case 'money':
      // kept as an exact decimal string; the server stores numeric
      return <TextInput key={source} {...common} slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }} />;
    case 'date':
      return <DateInput key={source} {...common} />;
    case 'time':
      return <DateInput key={source} {...common} kind="time" />;
    case 'boolean':
      return <BooleanInput key={source} {...common} />;
    case 'choice':
      return <Select key={source} {...common} choices={field.choices} optionText="name" />;
    case 'ref':
      return (
        <ReferenceInput key={source} source={source} reference={field.reference ?? ''}>
          <Select label={label} optionText="text" searchable defaultValue={field.defaultValue} />
        </ReferenceInput>
      );
    case 'refs':
      // several records, searched by name as typed; none chosen is sent as an empty list
      return (
        <ReferenceArrayInput key={source} source={source} reference={field.reference ?? ''} perPage={25}>
          <AutocompleteArrayInput label={label} optionText="text" filterToQuery={(q: string) => ({ q })} parse={(v) => v ?? []} fullWidth />
        </ReferenceArrayInput>
      );
    case 'email':
      return <TextInput key={source} {...common} type="email" />;
    default:
      return <TextInput key={source} {...common} />;
  }
}
