import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { Fragment, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatMonth } from '@core/labels';
import { formatMoney } from '@core/money';
import type { Reconciliation, ReconciliationCheck as Check } from '@core/reconciliation';
import { downloadBytes, exportFileName, writeXlsx, type ExportColumn } from '../../../components/export';
import { MonthField, YearField } from '../../../components/dates';
import { useApiGet } from '../../../providers/useApiGet';
import { payrollPaths } from '../../../providers/api-paths';

// The payroll auditor's tie-out (issue 14): for a month or a year, each check of the
// payroll register, payslips, agency remittances, 1601-C, alphalist schedules, 2316
// certificates and bank files as a row (what is compared, both totals, the difference,
// OK or differs), opening to the employees whose figures differ; exported like a list.

const EXPORT_COLUMNS: ExportColumn[] = [
  { source: 'area', label: 'Area' },
  { source: 'label', label: 'Check' },
  { source: 'left_source', label: 'Source A' },
  { source: 'right_source', label: 'Source B' },
  { source: 'employee_no', label: 'Employee no.' },
  { source: 'employee_name', label: 'Employee' },
  { source: 'left', label: 'Source A figure', kind: 'money' },
  { source: 'right', label: 'Source B figure', kind: 'money' },
  { source: 'difference', label: 'Difference', kind: 'money' },
  { source: 'result', label: 'Result' },
  { source: 'note', label: 'Note' },
];

/** One row per check (its totals) followed by one row per employee that differs. */
function exportRows(data: Reconciliation): Record<string, unknown>[] {
  return data.checks.flatMap((c) => [
    {
      area: c.area,
      label: c.label,
      left_source: c.left_source,
      right_source: c.right_source,
      employee_no: '',
      employee_name: 'Total',
      left: c.left_total,
      right: c.right_total,
      difference: c.difference,
      result: c.ok ? 'OK' : 'Differs',
      note: c.note ?? '',
    },
    ...c.employees.map((e) => ({
      area: c.area,
      label: c.label,
      left_source: c.left_source,
      right_source: c.right_source,
      employee_no: e.employee_no,
      employee_name: e.employee_name,
      left: e.left,
      right: e.right,
      difference: e.difference,
      result: 'Differs',
      note: '',
    })),
  ]);
}

function CheckRow({ check }: { check: Check }) {
  const [open, setOpen] = useState(false);
  const canOpen = check.employees.length > 0;
  return (
    <Fragment>
      <TableRow data-testid={`check-${check.id}`} hover>
        <TableCell padding="checkbox">
          {canOpen && (
            <IconButton size="small" aria-label={open ? 'Hide the employees' : 'Show the employees'} onClick={() => setOpen(!open)}>
              {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
            </IconButton>
          )}
        </TableCell>
        <TableCell>{check.area}</TableCell>
        <TableCell>
          <Typography variant="body2">{check.label}</Typography>
          <Typography variant="caption" color="text.secondary">
            {check.left_source} vs {check.right_source}
          </Typography>
          {check.note && (
            <Typography variant="caption" color="text.secondary" component="div">
              {check.note}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right">{formatMoney(check.left_total)}</TableCell>
        <TableCell align="right">{formatMoney(check.right_total)}</TableCell>
        <TableCell align="right">{formatMoney(check.difference)}</TableCell>
        <TableCell>
          <Chip
            size="small"
            color={check.ok ? 'success' : 'error'}
            label={check.ok ? 'OK' : canOpen ? `Differs (${check.employees.length})` : 'Differs'}
          />
        </TableCell>
      </TableRow>
      {canOpen && (
        <TableRow>
          <TableCell colSpan={7} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
            <Collapse in={open} unmountOnExit>
              <Table size="small" sx={{ mb: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Employee no.</TableCell>
                    <TableCell>Employee</TableCell>
                    <TableCell align="right">{check.left_source}</TableCell>
                    <TableCell align="right">{check.right_source}</TableCell>
                    <TableCell align="right">Difference</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {check.employees.map((e) => (
                    <TableRow key={e.employee_id}>
                      <TableCell>{e.employee_no}</TableCell>
                      <TableCell>{e.employee_name}</TableCell>
                      <TableCell align="right">{formatMoney(e.left)}</TableCell>
                      <TableCell align="right">{formatMoney(e.right)}</TableCell>
                      <TableCell align="right">{formatMoney(e.difference)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

export function ReconciliationPage() {
  const now = new Date();
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState<number | ''>(now.getMonth() + 1);
  const notify = useNotify();
  const params: Record<string, string> = { year: String(year) };
  if (month !== '') params.month = String(month);
  const { data, error } = useApiGet<Reconciliation>(payrollPaths.reconciliation(), params);
  const scope = data ? (data.month ? formatMonth(data.year, data.month) : `the year ${data.year}`) : '';
  const exportAll = async () => {
    if (!data) return;
    try {
      const name = `Reconciliation ${data.year}${data.month ? `-${String(data.month).padStart(2, '0')}` : ''}`;
      downloadBytes(await writeXlsx(exportRows(data), EXPORT_COLUMNS, name), exportFileName(name));
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'The export failed.', { type: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5">Reconciliation</Typography>
      <Typography variant="body2" color="text.secondary">
        The payroll register, the payslips, the SSS, PhilHealth and Pag-IBIG remittances, the 1601-C, the alphalist schedules, the 2316
        certificates and the bank files of the posted payroll, tied out to the centavo. The BIR figures count payslips by pay date; the
        agencies&apos; by the periods&apos; contribution month. Open a check that differs to see its employees.
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <YearField value={year} onChange={setYear} />
        <MonthField value={month} onChange={setMonth} wholeYear="Whole year" />
        <Button size="small" startIcon={<DownloadIcon />} disabled={!data} onClick={() => void exportAll()}>
          Export
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <>
          <Alert severity={data.reconciles ? 'success' : 'error'} data-testid="reconciles">
            {data.reconciles
              ? `Everything agrees for ${scope} (${data.from} to ${data.to}).`
              : `${data.checks.filter((c) => !c.ok).length} of ${data.checks.length} checks differ for ${scope}.`}
          </Alert>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>Area</TableCell>
                  <TableCell>Compared</TableCell>
                  <TableCell align="right">Source A total</TableCell>
                  <TableCell align="right">Source B total</TableCell>
                  <TableCell align="right">Difference</TableCell>
                  <TableCell>Result</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.checks.map((check) => (
                  <CheckRow key={check.id} check={check} />
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
