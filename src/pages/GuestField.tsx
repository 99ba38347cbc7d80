import { useId, type ChangeEvent } from 'react';

export interface GuestFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: boolean;
  /** the field's message under it (a space keeps the line when there is none) */
  helperText: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** the phone keyboard to show: 'numeric' for a code */
  inputMode?: 'numeric';
  autoFocus?: boolean;
  required?: boolean;
}

/** An outlined text field of the guest forms: label, input and the field's message. */
export function GuestField({ label, error, helperText, required, type = 'text', ...input }: GuestFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className="guest-field" data-filled={input.value !== '' || undefined} data-error={error || undefined}>
      <input id={id} type={type} required={required} aria-invalid={error} aria-describedby={helperId} {...input} />
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div id={helperId} className="guest-field-helper">
        {helperText}
      </div>
    </div>
  );
}
