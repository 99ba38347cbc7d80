import type { PayrollAnswer } from '../answers';
import { Fragment, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatNumber, manilaToday } from '@core/format';
import { enumLabel } from '@core/labels';
import { DAY_TYPE_CHOICES } from '@core/resources/overtime-rates.resource';
import { DAYS_PER_YEAR_FACTORS, DEDUCTION_SCHEDULES } from '@core/resources/payroll-groups.resource';
import { amountOrUndefined, numberOrUndefined, peso, useCalculator } from './useCalculator';

const HOUR_BUCKETS = [
  ['regular_hours', 'Regular'],
  ['night_hours', 'Night'],
  ['overtime_hours', 'Overtime'],
  ['overtime_night_hours', 'OT night'],
] as const;

const TIME_FIELDS = [
  ['days_worked', 'Days worked (daily-paid)'],
  ['paid_leave_days', 'Paid leave days'],
  ['absent_days', 'Days absent'],
  ['holiday_pay_days', 'Unworked holidays paid'],
  ['late_minutes', 'Minutes late'],
  ['undertime_minutes', 'Minutes undertime'],
] as const;

const EARNING_KINDS = ['taxable', 'non_taxable', 'de_minimis', 'other_benefits', 'hazard_pay'];
const DE_MINIMIS_KINDS = [
  'rice_subsidy',
  'uniform_clothing_allowance',
  'laundry_allowance',
  'medical_cash_allowance_dependents',
  'medical_assistance',
  'achievement_award',
  'christmas_gift',
  'overtime_meal_allowance',
  'cba_productivity_incentive',
  'monetized_leave',
];

interface Earning {
  label: string;
  amount: string;
  kind: string;
  de_minimis_kind: string;
}

interface Line {
  code: string;
  label: string;
  kind: string;
  amount: number;
  explanation: { rule: string; legal_basis: string; table_version: string | null; inputs: Record<string, unknown> };
}

function ExplainedLine({ line }: { line: Line }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow>
        <TableCell>{line.label}</TableCell>
        <TableCell>{line.kind.replace('_', ' ')}</TableCell>
        <TableCell align="right">{peso(line.amount)}</TableCell>
        <TableCell>
          <IconButton size="small" aria-label={`Why ${line.label}`} onClick={() => setOpen((o) => !o)}>
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }}>
              <Typography variant="body2">{line.explanation.rule}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {line.explanation.legal_basis}
                {line.explanation.table_version ? ` · table ${line.explanation.table_version}` : ''}
              </Typography>
              <Typography variant="caption" component="p">
                {Object.entries(line.explanation.inputs)
                  .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`)
                  .join(' · ')}
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

const firstOfMonth = () => `${manilaToday().slice(0, 7)}-01`;
const fifteenth = () => `${manilaToday().slice(0, 7)}-15`;

/** One employee, one period: every line with its explanation, then the totals. */
export function PayslipCalculator() {
  const calc = useCalculator<PayrollAnswer>('payslip');
  const [form, setForm] = useState({
    rate_type: 'monthly',
    rate: '',
    days_per_year: '261',
    hours_per_day: '8',
    frequency: 'semi_monthly',
    minimum_wage_earner: false,
    period_start: firstOfMonth(),
    period_end: fifteenth(),
    pay_date: fifteenth(),
    contribution_policy: 'split',
  });
  const [time, setTime] = useState<Record<string, string>>({});
  const [hours, setHours] = useState<Record<string, Record<string, string>>>({});
  const [earnings, setEarnings] = useState<Earning[]>([]);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const err = calc.errorOf;

  function submit() {
    const hoursBody: Record<string, Record<string, number | undefined>> = {};
    for (const [dayType, buckets] of Object.entries(hours)) {
      const values = Object.fromEntries(
        Object.entries(buckets)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, numberOrUndefined(v)]),
      );
      if (Object.keys(values).length) hoursBody[dayType] = values;
    }
    calc.run({
      ...form,
      rate: amountOrUndefined(form.rate),
      days_per_year: Number(form.days_per_year),
      hours_per_day: numberOrUndefined(form.hours_per_day),
      ...Object.fromEntries(
        Object.entries(time)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, numberOrUndefined(v)]),
      ),
      hours: hoursBody,
      other_earnings: earnings.map((e) => ({
        label: e.label,
        amount: amountOrUndefined(e.amount),
        kind: e.kind,
        ...(e.kind === 'de_minimis' ? { de_minimis_kind: e.de_minimis_kind } : {}),
      })),
    });
  }

  const r = calc.result;
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <TextField select label="Rate type" value={form.rate_type} onChange={set('rate_type')} sx={{ minWidth: 150 }}>
          <MenuItem value="monthly">Monthly-paid</MenuItem>
          <MenuItem value="daily">Daily-paid</MenuItem>
        </TextField>
        <TextField
          label={form.rate_type === 'monthly' ? 'Monthly rate' : 'Daily rate'}
          value={form.rate}
          onChange={set('rate')}
          error={!!err('rate')}
          helperText={err('rate')}
          required
        />
        <TextField
          select
          label="Days-per-year factor"
          value={form.days_per_year}
          onChange={set('days_per_year')}
          error={!!err('days_per_year')}
          helperText={err('days_per_year')}
          sx={{ minWidth: 220 }}
        >
          {DAYS_PER_YEAR_FACTORS.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Hours per day"
          value={form.hours_per_day}
          onChange={set('hours_per_day')}
          error={!!err('hours_per_day')}
          helperText={err('hours_per_day')}
          sx={{ width: 120 }}
        />
        <TextField
          select
          label="Frequency"
          value={form.frequency}
          onChange={set('frequency')}
          error={!!err('frequency')}
          helperText={err('frequency')}
          sx={{ minWidth: 150 }}
        >
          {['daily', 'weekly', 'semi_monthly', 'monthly'].map((f) => (
            <MenuItem key={f} value={f}>
              {enumLabel(f)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Period start"
          type="date"
          value={form.period_start}
          onChange={set('period_start')}
          error={!!err('period_start')}
          helperText={err('period_start')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Period end"
          type="date"
          value={form.period_end}
          onChange={set('period_end')}
          error={!!err('period_end')}
          helperText={err('period_end')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Pay date"
          type="date"
          value={form.pay_date}
          onChange={set('pay_date')}
          error={!!err('pay_date')}
          helperText={err('pay_date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Contributions deducted"
          value={form.contribution_policy}
          onChange={set('contribution_policy')}
          error={!!err('contribution_policy')}
          helperText={err('contribution_policy')}
          sx={{ minWidth: 220 }}
        >
          {DEDUCTION_SCHEDULES.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.minimum_wage_earner}
              onChange={(e) => setForm((f) => ({ ...f, minimum_wage_earner: e.target.checked }))}
            />
          }
          label="Minimum wage earner"
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {TIME_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={time[field] ?? ''}
            onChange={(e) => setTime((t) => ({ ...t, [field]: e.target.value }))}
            error={!!err(field)}
            helperText={err(field)}
            sx={{ width: 215 }}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2">Hours by day type</Typography>
      <Table size="small" aria-label="hours by day type" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Day type</TableCell>
            {HOUR_BUCKETS.map(([, label]) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {DAY_TYPE_CHOICES.map((dayType) => (
            <TableRow key={dayType.id}>
              <TableCell>{dayType.name}</TableCell>
              {HOUR_BUCKETS.map(([bucket, label]) => {
                const error = err(`hours.${dayType.id}.${bucket}`);
                return (
                  <TableCell key={bucket} sx={{ p: 0.5 }}>
                    <TextField
                      size="small"
                      value={hours[dayType.id]?.[bucket] ?? ''}
                      error={!!error}
                      helperText={error}
                      sx={{ width: 100 }}
                      slotProps={{ htmlInput: { 'aria-label': `${dayType.name} ${label} hours`, inputMode: 'decimal' } }}
                      onChange={(e) => setHours((h) => ({ ...h, [dayType.id]: { ...h[dayType.id], [bucket]: e.target.value } }))}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2">Other earnings</Typography>
      {earnings.map((earning, i) => {
        const update = (field: keyof Earning) => (e: React.ChangeEvent<HTMLInputElement>) =>
          setEarnings((list) => list.map((x, j) => (j === i ? { ...x, [field]: e.target.value } : x)));
        return (
          <Stack key={i} direction="row" spacing={1} sx={{ my: 1 }}>
            <TextField
              size="small"
              label="Label"
              value={earning.label}
              onChange={update('label')}
              error={!!err(`other_earnings.${i}.label`)}
              helperText={err(`other_earnings.${i}.label`)}
            />
            <TextField
              size="small"
              label="Amount"
              value={earning.amount}
              onChange={update('amount')}
              error={!!err(`other_earnings.${i}.amount`)}
              helperText={err(`other_earnings.${i}.amount`)}
            />
            <TextField size="small" select label="Tax treatment" value={earning.kind} onChange={update('kind')} sx={{ minWidth: 160 }}>
              {EARNING_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {k.replace(/_/g, ' ')}
                </MenuItem>
              ))}
            </TextField>
            {earning.kind === 'de_minimis' && (
              <TextField
                size="small"
                select
                label="De minimis benefit"
                value={earning.de_minimis_kind}
                onChange={update('de_minimis_kind')}
                error={!!err(`other_earnings.${i}.de_minimis_kind`)}
                sx={{ minWidth: 220 }}
              >
                {DE_MINIMIS_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {k.replace(/_/g, ' ')}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <IconButton aria-label={`Remove earning ${i + 1}`} onClick={() => setEarnings((list) => list.filter((_, j) => j !== i))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Button
          onClick={() => setEarnings((list) => [...list, { label: '', amount: '', kind: 'taxable', de_minimis_kind: 'rice_subsidy' }])}
        >
          Add earning
        </Button>
        <Button variant="contained" onClick={submit} disabled={calc.running}>
          Calculate payslip
        </Button>
      </Stack>
      {calc.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {Object.keys(calc.errors).length ? 'Check the fields marked in red.' : calc.message}
        </Alert>
      )}
      {r && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
          <Table size="small" aria-label="payslip lines" sx={{ flex: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {r.lines.map((line: Line, i: number) => (
                <ExplainedLine key={`${line.code}-${i}`} line={line} />
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label="payslip totals" sx={{ flex: 1, alignSelf: 'flex-start' }}>
            <TableBody>
              {(
                [
                  ['Daily rate', r.rates.daily_rate],
                  ['Hourly rate', r.rates.hourly_rate],
                  ['Gross pay', r.gross_pay],
                  ['Employee contributions', r.contributions.employee_total],
                  ['Taxable compensation', r.taxable_compensation],
                  ['Withholding tax', r.withholding_tax],
                  ['Net pay', r.net_pay],
                  ['Employer contributions', r.contributions.employer_total],
                ] as Array<[string, number]>
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ fontWeight: label === 'Net pay' ? 700 : undefined }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: label === 'Net pay' ? 700 : undefined }}>
                    {label.endsWith('rate') ? formatNumber(value, 6) : peso(value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Box>
  );
}
