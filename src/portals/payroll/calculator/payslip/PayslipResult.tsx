import { Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { PayslipAnswer } from '@core/contract/calculator';
import { formatNumber } from '@core/format';
import { peso } from '../useCalculator';
import { ExplainedLine } from './ExplainedLine';

/** The calculated payslip: every line with its explanation, then the rates and totals. */
export function PayslipResult({ result }: { result: PayslipAnswer }) {
  const totals: Array<[string, string]> = [
    ['Daily rate', result.rates.daily_rate],
    ['Hourly rate', result.rates.hourly_rate],
    ['Gross pay', result.gross_pay],
    ['Employee contributions', result.contributions.employee_total],
    ['Taxable compensation', result.taxable_compensation],
    ['Withholding tax', result.withholding_tax],
    ['Net pay', result.net_pay],
    ['Employer contributions', result.contributions.employer_total],
  ];
  return (
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
          {result.lines.map((line, i) => (
            <ExplainedLine key={`${line.code}-${i}`} line={line} />
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label="payslip totals" sx={{ flex: 1, alignSelf: 'flex-start' }}>
        <TableBody>
          {totals.map(([label, value]) => (
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
  );
}
