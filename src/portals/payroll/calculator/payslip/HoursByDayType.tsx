import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { DAY_TYPE_CHOICES } from '@core/resources/overtime-rates.resource';
import { HOUR_BUCKETS, type FieldError, type HoursByDay } from './payslipInput';

/** The hours worked by day type (regular, rest day, holidays …) and bucket (regular, night, overtime, OT night). */
export function HoursByDayType({
  value,
  onChange,
  err,
}: {
  value: HoursByDay;
  onChange: (update: (current: HoursByDay) => HoursByDay) => void;
  err: FieldError;
}) {
  return (
    <>
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
                      value={value[dayType.id]?.[bucket] ?? ''}
                      error={!!error}
                      helperText={error}
                      sx={{ width: 100 }}
                      slotProps={{ htmlInput: { 'aria-label': `${dayType.name} ${label} hours`, inputMode: 'decimal' } }}
                      onChange={(e) => onChange((h) => ({ ...h, [dayType.id]: { ...h[dayType.id], [bucket]: e.target.value } }))}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
