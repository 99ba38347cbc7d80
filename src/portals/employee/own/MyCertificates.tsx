import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '@core/format';
import { formatMoney } from '@core/money';
import { PdfButton } from '../../../components/export/PdfButton';
import { useApiGet } from '../../../providers/useApiGet';
import { employeePaths } from '../../../providers/api-paths';

// The employee's own BIR Form 2316 (Certificate of Compensation Payment/Tax Withheld), as
// the payroll officer issued them: only issued certificates are listed, each downloadable
// as printed. A draft or a certificate not yet handed over does not show here.

interface IssuedCertificate {
  id: number;
  year: number;
  period_from: string;
  period_to: string;
  issued_at: string;
  gross_compensation_present: string;
  tax_due: string;
  total_tax_withheld: string;
}

export function MyCertificates() {
  const { data, error } = useApiGet<IssuedCertificate[]>(employeePaths.certificates());
  return (
    <Box sx={{ p: 2 }} data-testid="my-2316">
      <Typography variant="h6">BIR Form 2316 issued to you</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {data && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No certificate has been issued to you yet. Payroll issues the year&apos;s certificate by 31 January of the following year, or with
          your final pay.
        </Typography>
      )}
      {data && data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['Year', 'Period', 'Issued on', 'Gross compensation', 'Tax due', 'Taxes withheld', ''].map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.year}</TableCell>
                <TableCell>{`${formatDate(c.period_from)} – ${formatDate(c.period_to)}`}</TableCell>
                <TableCell>{formatDate(c.issued_at)}</TableCell>
                <TableCell align="right">{formatMoney(c.gross_compensation_present)}</TableCell>
                <TableCell align="right">{formatMoney(c.tax_due)}</TableCell>
                <TableCell align="right">{formatMoney(c.total_tax_withheld)}</TableCell>
                <TableCell>
                  <Stack direction="row">
                    <PdfButton url={employeePaths.certificatePdf(c.id)} fileName={`2316-${c.year}.pdf`} label="2316 PDF" />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
