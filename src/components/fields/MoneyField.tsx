import Typography from '@mui/material/Typography';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatMoney } from '@core/money';

/** A money amount, right-aligned with two decimals. */
export function MoneyField(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(value)}
    </Typography>
  );
}
MoneyField.textAlign = 'right' as const;
