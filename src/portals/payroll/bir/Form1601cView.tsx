import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formMonth, items1601c, type Return1601cAmounts } from '@core/bir/form-1601c';
import { formatMoney } from '@core/money';

// BIR Form 1601-C Part II in the form's layout, for the screen and the print pop-up:
// the same items, numbers and words as the PDF (core/bir/form-1601c).

export interface Return1601cRecord extends Return1601cAmounts {
  id: number;
  year: number;
  month: number;
  amendment_no: number;
  status: string;
  employee_count: number;
  total_amount_payable: string;
  filed_at: string | null;
  filing_reference: string | null;
}

export function Form1601cView({ record }: { record: Return1601cRecord }) {
  return (
    <Box id={`form-1601c-${record.id}`} data-testid="form-1601c" sx={{ maxWidth: 860 }}>
      <Box sx={{ border: '1px solid #555', p: 1, mb: 1, bgcolor: '#eee' }}>
        <Typography variant="subtitle2">BIR Form No. 1601-C · January 2018 (ENCS)</Typography>
        <Typography variant="h6">Monthly Remittance Return of Income Taxes Withheld on Compensation</Typography>
        <Typography variant="body2">
          1 For the month {formMonth(record.year, record.month)} · 2 Amended return?{' '}
          {record.amendment_no > 0 ? `Yes (No. ${record.amendment_no})` : 'No'} · 3 Any taxes withheld?{' '}
          {record.total_taxes_withheld === '0.00' ? 'No' : 'Yes'} · ATC WW010 · {record.employee_count} employees · status {record.status}
          {record.filing_reference ? ` · filed ${record.filed_at} (${record.filing_reference})` : ''}
        </Typography>
      </Box>
      <Typography variant="subtitle2">Part II – Computation of Tax</Typography>
      <Table size="small">
        <TableBody>
          {items1601c(record).map((item) => (
            <TableRow key={item.item}>
              <TableCell sx={{ width: 40, fontWeight: 700 }}>{item.item}</TableCell>
              <TableCell sx={{ fontWeight: item.item === '36' ? 700 : 400 }}>{item.label}</TableCell>
              <TableCell align="right" sx={{ width: 160, fontWeight: item.derived ? 700 : 400 }} data-item={item.item}>
                {formatMoney(item.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
