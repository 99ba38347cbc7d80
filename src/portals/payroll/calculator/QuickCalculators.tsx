import { manilaToday } from '@core/format';
import type { AnnualTaxAnswer, ContributionsAnswer, WithholdingAnswer } from '@core/contract/calculator';
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { enumLabel } from '@core/labels';
import { toBasisPoints } from '@core/money';
import { amountOrUndefined, numberOrUndefined, peso, useCalculator } from './useCalculator';

// The inputs of a calculator and its Calculate button on one line that wraps
// rather than squeezing the button until its label is cut off.
const FORM_ROW = {
  direction: { xs: 'column', md: 'row' },
  spacing: 2,
  useFlexGap: true,
  sx: { mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-start' }, '& > .MuiButton-root': { flexShrink: 0, mt: { md: 1 } } },
} as const;

type Figures = Array<[string, number | string | null]>;

/** An amount as the calculator answers it ("38500.00"), as opposed to a version id or a note. */
const isWireAmount = (value: unknown): value is string | number =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value));

function Figures({ rows, label }: { rows: Figures; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 520 }}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th">{name}</TableCell>
            <TableCell align="right">{isWireAmount(value) ? peso(value) : (value ?? '—')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const thisMonth = () => manilaToday().slice(0, 7);
const today = () => manilaToday();

export function ContributionsCalculator() {
  const calc = useCalculator<ContributionsAnswer>('contributions');
  const [form, setForm] = useState({ month: thisMonth(), compensation: '', monthly_basic_salary: '', fund_salary: '' });
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const r = calc.result;
  return (
    <Box>
      <Stack {...FORM_ROW}>
        <TextField
          label="Applicable month"
          type="month"
          value={form.month}
          onChange={set('month')}
          error={!!calc.errorOf('month')}
          helperText={calc.errorOf('month')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Compensation of the month"
          value={form.compensation}
          onChange={set('compensation')}
          error={!!calc.errorOf('compensation')}
          helperText={calc.errorOf('compensation')}
        />
        <TextField
          label="Monthly basic salary (PhilHealth)"
          value={form.monthly_basic_salary}
          onChange={set('monthly_basic_salary')}
          error={!!calc.errorOf('monthly_basic_salary')}
          helperText={calc.errorOf('monthly_basic_salary') ?? 'blank = compensation'}
        />
        <TextField
          label="Fund salary (Pag-IBIG)"
          value={form.fund_salary}
          onChange={set('fund_salary')}
          error={!!calc.errorOf('fund_salary')}
          helperText={calc.errorOf('fund_salary') ?? 'blank = compensation'}
        />
        <Button
          variant="contained"
          disabled={calc.running}
          onClick={() =>
            calc.run({
              month: form.month,
              compensation: amountOrUndefined(form.compensation),
              monthly_basic_salary: amountOrUndefined(form.monthly_basic_salary),
              fund_salary: amountOrUndefined(form.fund_salary),
            })
          }
        >
          Calculate
        </Button>
      </Stack>
      {calc.message && !Object.keys(calc.errors).length && <Alert severity="error">{calc.message}</Alert>}
      {r && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <Figures
            label="SSS"
            rows={[
              ['SSS MSC', r.sss.msc],
              ['Regular SS MSC', r.sss.regular_ss_msc],
              ['MPF MSC', r.sss.mpf_msc],
              ['Employee share', r.sss.ee_total],
              ['Employer share (incl. EC)', r.sss.er_total],
              ['EC', r.sss.er_ec],
              ['SSS total', r.sss.total],
            ]}
          />
          <Figures
            label="PhilHealth"
            rows={[
              ['PhilHealth base', r.philhealth.base],
              ['Premium', r.philhealth.premium],
              ['Employee share', r.philhealth.ee],
              ['Employer share', r.philhealth.er],
            ]}
          />
          <Figures
            label="Pag-IBIG"
            rows={[
              ['Pag-IBIG fund salary', r.pagibig.fund_salary],
              ['Employee share', r.pagibig.ee],
              ['Employer share', r.pagibig.er],
            ]}
          />
        </Stack>
      )}
    </Box>
  );
}

export function WithholdingCalculator() {
  const calc = useCalculator<WithholdingAnswer>('withholding');
  const [form, setForm] = useState({ frequency: 'semi_monthly', pay_date: today(), taxable_compensation: '' });
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const r = calc.result;
  return (
    <Box>
      <Stack {...FORM_ROW}>
        <TextField
          select
          label="Payroll frequency"
          value={form.frequency}
          onChange={set('frequency')}
          error={!!calc.errorOf('frequency')}
          helperText={calc.errorOf('frequency')}
          sx={{ minWidth: 180 }}
        >
          {['daily', 'weekly', 'semi_monthly', 'monthly'].map((f) => (
            <MenuItem key={f} value={f}>
              {enumLabel(f)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Pay date"
          type="date"
          value={form.pay_date}
          onChange={set('pay_date')}
          error={!!calc.errorOf('pay_date')}
          helperText={calc.errorOf('pay_date')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Taxable compensation"
          value={form.taxable_compensation}
          onChange={set('taxable_compensation')}
          error={!!calc.errorOf('taxable_compensation')}
          helperText={calc.errorOf('taxable_compensation')}
        />
        <Button
          variant="contained"
          disabled={calc.running}
          onClick={() => calc.run({ ...form, taxable_compensation: amountOrUndefined(form.taxable_compensation) })}
        >
          Calculate
        </Button>
      </Stack>
      {r && (
        <Figures
          label="Withholding tax"
          rows={[
            ['Withholding tax', r.withholding_tax],
            ['Table version', r.table_version],
            ['Row: over', r.row.over],
            ['Row: not over', r.row.not_over ?? 'and above'],
            ['Fixed tax', r.row.fixed],
            ['Rate on the excess', `${toBasisPoints(r.row.rate) / 100} %`],
          ]}
        />
      )}
    </Box>
  );
}

export function AnnualTaxCalculator() {
  const calc = useCalculator<AnnualTaxAnswer>('annual-tax');
  const [form, setForm] = useState({ year: String(new Date().getFullYear()), taxable_compensation: '' });
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));
  return (
    <Box>
      <Stack {...FORM_ROW}>
        <TextField label="Year" value={form.year} onChange={set('year')} error={!!calc.errorOf('year')} helperText={calc.errorOf('year')} />
        <TextField
          label="Annual taxable compensation"
          value={form.taxable_compensation}
          onChange={set('taxable_compensation')}
          error={!!calc.errorOf('taxable_compensation')}
          helperText={calc.errorOf('taxable_compensation')}
        />
        <Button
          variant="contained"
          disabled={calc.running}
          onClick={() =>
            calc.run({ year: numberOrUndefined(form.year), taxable_compensation: amountOrUndefined(form.taxable_compensation) })
          }
        >
          Calculate
        </Button>
      </Stack>
      {calc.result && <Figures label="Annual tax" rows={[['Annual tax due', calc.result.tax_due]]} />}
    </Box>
  );
}
