import { Fragment, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Collapse,
  Grid,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Title } from 'react-admin';
import { formatQuantity } from '@core/format';
import { rateText } from '@core/labels';
import { formatMoney } from '@core/money';
import { humanise } from '@core/resources/define';
import { PdfButton } from '../export/PdfButton';
import { PrintButton } from '../print';
import { useApiGet } from '../../providers/useApiGet';

// One payslip as the employee and the payroll officer read it: earnings, deductions,
// employer shares and totals, each line's figure with the engine's explanation (rule,
// legal basis, table version, inputs) one click away; printable.

interface Explanation {
  rule: string;
  legal_basis: string;
  table_version: string | null;
  inputs: Record<string, unknown>;
}

interface Line {
  id: number;
  code: string;
  description: string;
  section: 'earning' | 'deduction' | 'employer_share';
  quantity: string | null;
  unit: string;
  amount: string;
  is_deferred: boolean;
  loan_balance_after: string | null;
  explanation: Explanation;
}

export interface PayslipDetail {
  id: number;
  company_name: string;
  employee_no: string;
  employee_name: string;
  position: string;
  business_unit: string;
  tin: string | null;
  period_code: string;
  cutoff_start: string | null;
  cutoff_end: string | null;
  pay_date: string;
  payroll_group: string;
  rate_type: string;
  basic_rate: string;
  daily_rate: string;
  gross_pay: string;
  total_deductions: string;
  net_pay: string;
  taxable_compensation: string;
  status: string;
  is_on_hold: boolean;
  lines: Line[];
}

const SECTIONS = [
  { section: 'earning', title: 'Earnings', total: 'gross_pay', totalLabel: 'Gross pay' },
  { section: 'deduction', title: 'Deductions', total: 'total_deductions', totalLabel: 'Total deductions' },
  { section: 'employer_share', title: 'Employer contributions (not deducted)', total: null, totalLabel: '' },
] as const;

function ExplanationPanel({ explanation }: { explanation: Explanation }) {
  const inputs = Object.entries(explanation.inputs).filter(([, value]) => value !== null && value !== '');
  return (
    <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2">
        <strong>Rule:</strong> {explanation.rule}
      </Typography>
      <Typography variant="body2">
        <strong>Basis:</strong> {explanation.legal_basis}
        {explanation.table_version ? ` · table ${explanation.table_version}` : ''}
      </Typography>
      {inputs.length > 0 && (
        <Typography variant="body2">
          <strong>Inputs:</strong> {inputs.map(([key, value]) => `${humanise(key).toLowerCase()} ${String(value)}`).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function LineRow({ line }: { line: Line }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow>
        <TableCell>
          {line.description}
          {line.is_deferred && ' (deferred: net pay too low)'}
          {line.loan_balance_after !== null && !line.is_deferred && ` · balance after ₱${formatMoney(line.loan_balance_after)}`}
        </TableCell>
        <TableCell>{formatQuantity(line.quantity, line.unit)}</TableCell>
        <TableCell align="right" sx={{ textDecoration: line.is_deferred ? 'line-through' : undefined }}>
          {formatMoney(line.amount)}
        </TableCell>
        <TableCell padding="none" className="no-print">
          <IconButton size="small" aria-label={`How ${line.description} was computed`} onClick={() => setOpen(!open)}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ p: 0, border: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit>
            <ExplanationPanel explanation={line.explanation} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export function PayslipDocument({ payslip }: { payslip: PayslipDetail }) {
  const period = payslip.cutoff_start ? `${payslip.cutoff_start} to ${payslip.cutoff_end}` : payslip.period_code;
  return (
    <Box id={`payslip-${payslip.id}`}>
      <Typography variant="h6">{payslip.company_name}</Typography>
      <Typography variant="subtitle1" gutterBottom>
        Payslip · {payslip.period_code} · cut-off {period} · pay date {payslip.pay_date}
      </Typography>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2">
            <strong>{payslip.employee_name}</strong> ({payslip.employee_no})
          </Typography>
          <Typography variant="body2">
            {payslip.position}, {payslip.business_unit}
          </Typography>
          {payslip.tin && <Typography variant="body2">TIN {payslip.tin}</Typography>}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2">
            {rateText(payslip.rate_type, payslip.basic_rate, payslip.daily_rate, (value) => `₱${formatMoney(value)}`)}
          </Typography>
          <Typography variant="body2">{payslip.payroll_group}</Typography>
          <Typography variant="body2">Taxable compensation ₱{formatMoney(payslip.taxable_compensation)}</Typography>
        </Grid>
      </Grid>
      {SECTIONS.map(({ section, title, total, totalLabel }) => {
        const lines = payslip.lines.filter((l) => l.section === section);
        if (lines.length === 0) return null;
        return (
          <Table key={section} size="small" sx={{ mb: 2 }} aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{title}</TableCell>
                <TableCell>Quantity</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell padding="none" className="no-print" />
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <LineRow key={line.id} line={line} />
              ))}
              {total && (
                <TableRow>
                  <TableCell colSpan={2}>
                    <strong>{totalLabel}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatMoney(payslip[total])}</strong>
                  </TableCell>
                  <TableCell padding="none" className="no-print" />
                </TableRow>
              )}
            </TableBody>
          </Table>
        );
      })}
      <Typography variant="h6" align="right" data-testid="net-pay">
        Net pay ₱{formatMoney(payslip.net_pay)}
      </Typography>
    </Box>
  );
}

/** A payslip screen: fetched from `url` (…/detail), with print and its PDF (…/pdf). */
export function PayslipView({ url, title = 'Payslip' }: { url: string; title?: string }) {
  const { data, error } = useApiGet<PayslipDetail>(url);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {!data && !error && <LinearProgress />}
        {data && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }} className="no-print">
              <PrintButton targetId={`payslip-${data.id}`} title={`Payslip ${data.employee_no} ${data.period_code}`} />
              <PdfButton url={url.replace(/\/detail$/, '/pdf')} fileName={`payslip-${data.period_code}-${data.employee_no}.pdf`} />
              {data.is_on_hold && <Alert severity="warning">This payslip is on hold.</Alert>}
            </Stack>
            <PayslipDocument payslip={data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
