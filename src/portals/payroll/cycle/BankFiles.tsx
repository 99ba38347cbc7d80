import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { formatMoney } from '@core/money';
import { BANK_FILE_KINDS, bankFileNote } from '@core/resources/bank-files.resource';
import { ActionFormButton } from '../../../components/actions';
import { DownloadButton } from '../remittances/RemittanceActions';
import { payrollPaths } from '../../../providers/api-paths';

// The bank crediting files of a posted period (domain.md §13.4): the row's action writes
// the files due (the regular ones, then a supplementary one for payslips released from
// hold), and the row's panel lists them with their count, control total, what layout
// each bank's file is written in, and the file itself.

interface PeriodRecord {
  id: number;
  code: string;
  status: string;
}

interface BankFileRecord {
  id: number;
  bank_id: number;
  bank_name: string;
  sequence_no: number;
  file_kind: string;
  file_format: string;
  employee_count: number;
  total_amount: string;
  created_at: string;
}

export function BankFilesButton() {
  const record = useRecordContext<PeriodRecord>();
  if (!record || record.status !== 'posted') return null;
  return (
    <ActionFormButton
      label="Bank files"
      title={`Bank files of ${record.code}`}
      explanation="Writes one crediting file per bank of the released bank-paid payslips that no file credits yet: the regular files the first time, then a supplementary file of the payslips released from hold since. Held payslips wait for their release; no payslip is credited twice. Each file ends with its count and control total."
      url={payrollPaths.payrollPeriod(record.id, 'bank-files')}
      submitLabel="Generate"
    />
  );
}

const kindName = (kind: string) => BANK_FILE_KINDS.find((k) => k.id === kind)?.name ?? kind;

export function BankFilesPanel() {
  const record = useRecordContext<PeriodRecord>();
  const posted = record && ['posted', 'closed'].includes(record.status);
  const { data } = useGetList<BankFileRecord>(
    'bank-files',
    { filter: { payroll_period_id: record?.id }, sort: { field: 'created_at', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(posted) },
  );
  if (!posted || !data) return null;
  const formats = [...new Set(data.map((f) => f.file_format))];
  return (
    <Box sx={{ p: 1 }}>
      <Typography variant="subtitle2">Bank files</Typography>
      {data.length === 0 ? (
        <Typography variant="body2">No bank file yet: the row’s Bank files action writes them.</Typography>
      ) : (
        <>
          <Table size="small" aria-label={`Bank files of ${record.code}`}>
            <TableHead>
              <TableRow>
                <TableCell>Bank</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell align="right">File no.</TableCell>
                <TableCell align="right">Employees</TableCell>
                <TableCell align="right">Control total</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((file) => (
                <TableRow key={file.id}>
                  <TableCell>{file.bank_name}</TableCell>
                  <TableCell>{kindName(file.file_kind)}</TableCell>
                  <TableCell align="right">{file.sequence_no}</TableCell>
                  <TableCell align="right">{file.employee_count}</TableCell>
                  <TableCell align="right">{formatMoney(file.total_amount)}</TableCell>
                  <TableCell>
                    <DownloadButton url={payrollPaths.bankFileDownload(file.id)} label="Download" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {formats.map((format) => (
            <Alert key={format} severity={format === 'generic_csv' ? 'info' : 'warning'} sx={{ mt: 0.5 }}>
              {bankFileNote(format)}
            </Alert>
          ))}
        </>
      )}
    </Box>
  );
}
