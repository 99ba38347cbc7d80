import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { enumLabel } from '@core/labels';
import { DAYS_PER_YEAR_FACTORS, DEDUCTION_SCHEDULES } from '@core/resources/payroll-groups.resource';
import type { FieldError, RateAndPeriod } from './payslipInput';

/** The employee's rate and the period: rate type and rate, factors, frequency, dates, contribution policy. */
export function RateAndPeriodFields({
  value,
  onChange,
  err,
}: {
  value: RateAndPeriod;
  onChange: (update: (current: RateAndPeriod) => RateAndPeriod) => void;
  err: FieldError;
}) {
  const set = (field: keyof RateAndPeriod) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange((f) => ({ ...f, [field]: e.target.value }));
  /** a text field of the form, with its server message */
  const checked = (field: keyof RateAndPeriod) => ({
    value: value[field],
    onChange: set(field),
    error: !!err(field),
    helperText: err(field),
  });
  const date = { slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField select label="Rate type" value={value.rate_type} onChange={set('rate_type')} sx={{ minWidth: 150 }}>
        <MenuItem value="monthly">Monthly-paid</MenuItem>
        <MenuItem value="daily">Daily-paid</MenuItem>
      </TextField>
      <TextField label={value.rate_type === 'monthly' ? 'Monthly rate' : 'Daily rate'} {...checked('rate')} required />
      <TextField select label="Days-per-year factor" {...checked('days_per_year')} sx={{ minWidth: 220 }}>
        {DAYS_PER_YEAR_FACTORS.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Hours per day" {...checked('hours_per_day')} sx={{ width: 120 }} />
      <TextField select label="Frequency" {...checked('frequency')} sx={{ minWidth: 150 }}>
        {['daily', 'weekly', 'semi_monthly', 'monthly'].map((f) => (
          <MenuItem key={f} value={f}>
            {enumLabel(f)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Period start" type="date" {...checked('period_start')} {...date} />
      <TextField label="Period end" type="date" {...checked('period_end')} {...date} />
      <TextField label="Pay date" type="date" {...checked('pay_date')} {...date} />
      <TextField select label="Contributions deducted" {...checked('contribution_policy')} sx={{ minWidth: 220 }}>
        {DEDUCTION_SCHEDULES.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.minimum_wage_earner}
            onChange={(e) => onChange((f) => ({ ...f, minimum_wage_earner: e.target.checked }))}
          />
        }
        label="Minimum wage earner"
      />
    </Stack>
  );
}
