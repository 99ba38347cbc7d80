import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '@core/format';

/** A date and time (or with `dateOnly`, a date) as Manila reads it, in the console's one format. */
export function DateTimeField({ dateOnly, emptyText, ...props }: FieldProps & { source: string; dateOnly?: boolean }) {
  const value = useFieldValue(props);
  const text = dateOnly ? formatDate(value) : formatDateTime(value);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || emptyText || ''}
    </Typography>
  );
}
