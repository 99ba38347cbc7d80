import { useChoicesContext, useInput, ValidationError, type InputProps, type RaRecord } from 'react-admin';
import { humanise } from '@core/resources/define';
import { SelectMenu, type SelectOption, type SelectValue } from './SelectMenu';

// The console's select as a react-admin input, for forms and list filters.
// Choices come from the `choices` prop (static) or from a surrounding
// <ReferenceInput>/<ReferenceArrayInput>, whose search then runs on the server
// through the `q` filter.

export interface SelectProps extends Omit<InputProps, 'children' | 'source'> {
  /** taken from the surrounding <ReferenceInput> when absent */
  source?: string;
  choices?: readonly SelectOption[];
  multiple?: boolean;
  optionValue?: string;
  optionText?: string;
  placeholder?: string;
  searchable?: boolean;
  disabled?: boolean;
  /** shown in filters too; react-admin passes it to every filter input */
  alwaysOn?: boolean;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

export function Select({
  choices,
  multiple = false,
  optionValue = 'id',
  optionText = 'text',
  placeholder,
  searchable,
  disabled,
  label,
  helperText,
  source: sourceProp,
  ...inputProps
}: SelectProps) {
  const choicesContext = useChoicesContext({ choices: choices as RaRecord[] | undefined });
  const fromReference = !choices && choicesContext.isFromReference;
  const source = sourceProp ?? choicesContext.source ?? '';
  const { field, fieldState, formState, isRequired, id } = useInput({
    ...inputProps,
    source,
    format: (value: unknown) => (multiple ? (Array.isArray(value) ? value : []) : blank(value) ? null : value),
    parse: (value: unknown) => (multiple ? value : blank(value) ? null : value),
  });
  const showError = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || formState.isSubmitted);
  const labelText =
    label === false ? undefined : `${typeof label === 'string' ? label : humanise(source.replace(/_id$/, ''))}${isRequired ? ' *' : ''}`;

  return (
    <SelectMenu
      id={id}
      // allChoices, as react-admin's own inputs: a reference's current record stays offered even when the list filter excludes it
      options={(choicesContext.allChoices ?? []) as SelectOption[]}
      selectedOptions={(choicesContext.selectedChoices ?? []) as SelectOption[]}
      value={field.value as SelectValue | SelectValue[]}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      multiple={multiple}
      optionValue={optionValue}
      optionText={optionText}
      placeholder={placeholder}
      searchable={searchable ?? fromReference}
      onSearch={fromReference ? (text) => choicesContext.setFilters({ q: text }, undefined, true) : undefined}
      disabled={disabled}
      label={labelText}
      error={showError}
      helperText={
        showError && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : typeof helperText === 'string' ? (
          helperText
        ) : undefined
      }
      loading={choicesContext.isPending}
    />
  );
}
