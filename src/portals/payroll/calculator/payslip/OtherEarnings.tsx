import { IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Earning, FieldError } from './payslipInput';

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

const words = (code: string) => code.replace(/_/g, ' ');

/** One other earning: label, amount, tax treatment (and which de minimis benefit), and its remove button. */
function EarningRow({
  earning,
  index,
  onChange,
  onRemove,
  err,
}: {
  earning: Earning;
  index: number;
  onChange: (earning: Earning) => void;
  onRemove: () => void;
  err: FieldError;
}) {
  const update = (field: keyof Earning) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...earning, [field]: e.target.value });
  const fieldError = (field: keyof Earning) => err(`other_earnings.${index}.${field}`);
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1 }}>
      <TextField
        size="small"
        label="Label"
        value={earning.label}
        onChange={update('label')}
        error={!!fieldError('label')}
        helperText={fieldError('label')}
      />
      <TextField
        size="small"
        label="Amount"
        value={earning.amount}
        onChange={update('amount')}
        error={!!fieldError('amount')}
        helperText={fieldError('amount')}
      />
      <TextField size="small" select label="Tax treatment" value={earning.kind} onChange={update('kind')} sx={{ minWidth: 160 }}>
        {EARNING_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {words(k)}
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
          error={!!fieldError('de_minimis_kind')}
          sx={{ minWidth: 220 }}
        >
          {DE_MINIMIS_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {words(k)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <IconButton aria-label={`Remove earning ${index + 1}`} onClick={onRemove}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** The period's other earnings (allowances, benefits), each with its tax treatment. */
export function OtherEarnings({
  value,
  onChange,
  err,
}: {
  value: Earning[];
  onChange: (update: (current: Earning[]) => Earning[]) => void;
  err: FieldError;
}) {
  return (
    <>
      <Typography variant="subtitle2">Other earnings</Typography>
      {value.map((earning, i) => (
        <EarningRow
          key={i}
          earning={earning}
          index={i}
          err={err}
          onChange={(changed) => onChange((list) => list.map((x, j) => (j === i ? changed : x)))}
          onRemove={() => onChange((list) => list.filter((_, j) => j !== i))}
        />
      ))}
    </>
  );
}
