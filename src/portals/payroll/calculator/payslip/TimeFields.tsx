import { Stack, TextField } from '@mui/material';
import { TIME_FIELDS, type FieldError } from './payslipInput';

/** The period's time figures: days worked, leave, absences, holidays, minutes late and undertime. */
export function TimeFields({
  value,
  onChange,
  err,
}: {
  value: Record<string, string>;
  onChange: (update: (current: Record<string, string>) => Record<string, string>) => void;
  err: FieldError;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      {TIME_FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          value={value[field] ?? ''}
          onChange={(e) => onChange((t) => ({ ...t, [field]: e.target.value }))}
          error={!!err(field)}
          helperText={err(field)}
          sx={{ width: 215 }}
        />
      ))}
    </Stack>
  );
}
