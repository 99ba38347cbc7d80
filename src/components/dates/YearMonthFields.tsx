import { MenuItem, TextField } from '@mui/material';
import { MONTH_NAMES } from '@core/labels';

// The year and month pickers of the report screens that are not react-admin forms
// (a report's scope rather than a record's field).

export function YearField({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  return (
    <TextField
      label="Year"
      type="number"
      size="small"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ htmlInput: { min: 2000, max: 2100 } }}
      sx={{ width: 120 }}
    />
  );
}

/** A month of the year, or the whole year when `wholeYear` names that choice. */
export function MonthField({
  value,
  onChange,
  wholeYear,
}: {
  value: number | '';
  onChange: (month: number | '') => void;
  wholeYear?: string;
}) {
  return (
    <TextField
      select
      label="Month"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      sx={{ width: 180 }}
    >
      {wholeYear && <MenuItem value="">{wholeYear}</MenuItem>}
      {MONTH_NAMES.map((name, index) => (
        <MenuItem key={name} value={index + 1}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
