import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useInput, ValidationError, type InputProps } from 'react-admin';
import { fractionToPercent, percentToFraction } from '@core/money';

/**
 * A rate the engine keeps as a fraction ("0.06"), typed as a percentage ("6").
 * The form holds the exact fraction string; the box keeps what was typed, so
 * "6.0" or "6." stays on screen while the value is still being typed.
 */
export function PercentInput({ label, ...props }: InputProps & { label: string }) {
  const { field, fieldState, formState, id } = useInput(props);
  const [typed, setTyped] = useState<string>(() => fractionToPercent(field.value));
  // a value set from outside (a reset, a loaded record) replaces what was typed
  const shown = percentToFraction(typed) === (field.value ?? '') ? typed : fractionToPercent(field.value);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      id={id}
      label={label}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(percentToFraction(event.target.value));
      }}
      onBlur={field.onBlur}
      error={showError}
      helperText={showError && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : ' '}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
