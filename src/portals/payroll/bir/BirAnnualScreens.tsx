import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useListContext, useNotify, useRecordContext } from 'react-admin';
import { api } from '../../../providers/api';
import { payrollPaths } from '../../../providers/api-paths';
import { ComputationProgress } from '../cycle/PeriodRunPanel';
import { formatMoney } from '@core/money';
import { bir2316CertificatesReport, monthlyTaxWithholdingsReport } from '@core/resources/bir.resource';
import { schedule1Alphalist, schedule2Alphalist } from '@core/resources/alphalist-schedules';
import { ReportList } from '../../../components/report/ReportList';
import { useApiGet } from '../../../providers/useApiGet';
import { downloadFile } from '../../../components/export/downloadFile';
import { YearField } from '../../../components/dates';
import { PdfButton } from '../../../components/export/PdfButton';
import { ActionFormButton } from '../../../components/actions';
import { BooleanInput, DateInput, NumberInput, TextInput, required, minLength, regex } from 'react-admin';
import { formatFormMonth } from '@core/labels';

// The BIR reports and the annual screens of the payroll portal (domain.md §15.7):
// monthly ITW, BIR Form 2316 (one and all as PDF), 1604-C with its check and the
// alphalist data file, and the two alphalist schedules.

const now = new Date();
const thisYear = now.getFullYear();
const lastYear = thisYear - 1;

export const MonthlyItwList = () => (
  <ReportList
    definition={monthlyTaxWithholdingsReport}
    portal="payroll"
    title="Monthly ITW"
    filterDefaultValues={{ year: thisYear, month: String(now.getMonth() + 1) }}
  />
);

interface CertificateRow {
  id: number;
  employee_name: string;
  status: 'provisional' | 'draft' | 'final' | 'issued';
  issued_at?: string | null;
  certificate_id: number | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A row's PDF and its lifecycle verbs: regenerate a draft, issue a final one, amend a final or issued one. */
function CertificateVerbs() {
  const record = useRecordContext<CertificateRow>();
  const { filterValues } = useListContext();
  if (!record) return null;
  const year = Number(filterValues.year);
  const url = (verb: 'pdf' | 'regenerate' | 'issue' | 'amend') => payrollPaths.bir2316Certificate(record.id, verb);
  const who = `${record.employee_name}'s ${year} BIR Form 2316`;
  // a certificate computed but not generated yet has no lifecycle: Generate certificates stores it
  const stored = record.certificate_id !== null;
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      <PdfButton url={url('pdf')} fileName="2316.pdf" label="2316 PDF" params={{ year: String(year) }} />
      {record.status === 'draft' && (
        <ActionFormButton
          label="Regenerate"
          title={`Regenerate ${who}`}
          explanation="Computes this draft certificate again from the employee's posted payslips and previous-employer income, replacing the draft's figures. Only a draft is regenerated; it becomes final when the year-end annualisation or final pay is posted."
          url={url('regenerate')}
          submitLabel="Regenerate draft"
          body={() => ({ year })}
        />
      )}
      {stored && record.status === 'final' && (
        <ActionFormButton
          label="Issue"
          title={`Issue ${who}`}
          explanation="Records the date the certificate was handed to the employee (by 31 January of the following year, or on the day of the last payment for a separated employee). The employee then sees and downloads it in the employee portal. An issued certificate changes only through an amendment."
          url={url('issue')}
          submitLabel="Mark issued"
          defaultValues={{ issued_at: today() }}
          body={(v) => ({ year, issued_at: v.issued_at })}
        >
          <DateInput source="issued_at" label="Issued on" validate={required()} />
        </ActionFormButton>
      )}
      {stored && (record.status === 'final' || record.status === 'issued') && (
        <ActionFormButton
          label="Amend"
          color="error"
          title={`Amend ${who}`}
          explanation={`Replaces this ${record.status} certificate by a corrected one computed from the posted payslips as they are now. The ${record.status} certificate is kept, marked replaced, with your reason${record.status === 'issued' ? '; the employee no longer sees it, and the corrected one must be issued again' : ''}. The alphalist and the 1604-C read the corrected one.`}
          url={url('amend')}
          submitLabel="Replace by a corrected certificate"
          body={(v) => ({ year, reason: v.reason })}
        >
          <TextInput source="reason" label="Reason for the amendment" multiline fullWidth validate={[required(), minLength(5)]} />
        </ActionFormButton>
      )}
    </Stack>
  );
}

interface PrintJob {
  id: number;
  status: 'running' | 'done' | 'failed';
  progress_total: number;
  progress_done: number;
  message: string | null;
}

/** All of the year's certificates as one PDF: printed in the background with its progress, then downloaded. */
function AllCertificatesPdf() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [job, setJob] = useState<PrintJob | null>(null);
  const print = async () => {
    try {
      const started = await api.send<{ id: number }>('post', payrollPaths.bir2316PrintJobs(), { year: Number(filterValues.year) });
      let state: PrintJob = { id: started.id, status: 'running', progress_total: 0, progress_done: 0, message: null };
      setJob(state);
      while (state.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        state = await api.get<PrintJob>(payrollPaths.bir2316PrintJob(started.id));
        setJob(state);
      }
      if (state.status === 'done') await downloadFile(payrollPaths.bir2316PrintJobFile(started.id), '2316.pdf', 'application/pdf');
      else notify(state.message ?? 'The certificates could not be printed.', { type: 'error' });
    } catch {
      notify('The certificates could not be printed.', { type: 'error' });
      setJob(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button size="small" startIcon={<DownloadIcon />} disabled={job?.status === 'running'} onClick={() => void print()}>
        All certificates (PDF)
      </Button>
      {job?.status === 'running' && <ComputationProgress state={job} verb="Printing" unit="certificates" label="Print progress" />}
    </Stack>
  );
}

/** Generates the year's certificates: drafts, or final where the year-end annualisation or final pay is posted. */
function GenerateCertificates() {
  const { filterValues } = useListContext();
  const year = Number(filterValues.year);
  return (
    <ActionFormButton
      label="Generate certificates"
      title={`Generate the ${year} BIR Form 2316`}
      explanation={`Stores a certificate for every employee paid in ${year} from the posted payslips: a draft where the year-end annualisation or final pay is not posted yet (drafts already stored are computed again), final where it is. Final and issued certificates are left as they are; correct one with Amend.`}
      url={payrollPaths.generateBir2316Certificates()}
      submitLabel="Generate"
      body={() => ({ year })}
    />
  );
}

const CertificateActions = () => (
  <Stack direction="row" spacing={1} alignItems="center">
    <GenerateCertificates />
    <AllCertificatesPdf />
  </Stack>
);

export const Bir2316List = () => (
  <ReportList
    definition={bir2316CertificatesReport}
    portal="payroll"
    title="BIR Form 2316"
    filterDefaultValues={{ year: lastYear }}
    actions={<CertificateActions />}
    rowActions={<CertificateVerbs />}
    countLabel="certificates"
  />
);

export const Schedule1List = () => (
  <ReportList definition={schedule1Alphalist} portal="payroll" filter={{ schedule: '1' }} filterDefaultValues={{ year: lastYear }} />
);
export const Schedule2List = () => (
  <ReportList definition={schedule2Alphalist} portal="payroll" filter={{ schedule: '2' }} filterDefaultValues={{ year: lastYear }} />
);

interface Summary1604c {
  year: number;
  months: {
    month: number;
    amendment_no: number | null;
    status: string | null;
    filed_at: string | null;
    filing_reference: string | null;
    taxes_withheld: string;
    adjustment: string;
    penalties: string;
    total_remitted: string;
    payslip_taxes_withheld: string;
    difference: string;
  }[];
  schedule_1_count: number;
  schedule_2_count: number;
  schedule_tax_withheld_total: string;
  year_end_adjustment_total: string;
  remitted_total: string;
  prior_month_adjustment_total: string;
  difference: string;
  reconciles: boolean;
  provisional_count: number;
  issues: string[];
  dat_not_verified: string[];
  items: {
    amended: boolean;
    sheets_attached: number;
    refunds_released: boolean;
    refund_date: string | null;
    over_remittance: string;
    first_crediting_month: string | null;
  };
  stored_return: { id: number; amendment_no: number; status: string; filed_at: string | null; filing_reference: string | null } | null;
}

/** Stores the year's 1604-C as a draft with Part I items 3 and 11 to 13 as stated (proposed from the posted payroll). */
function Generate1604c({ year, items, onDone }: { year: number; items: Summary1604c['items']; onDone: () => void }) {
  return (
    <ActionFormButton
      label="Generate 1604-C"
      title={`Generate the ${year} 1604-C`}
      explanation={`Stores the ${year} return as a draft: the Part II summary of the twelve 1601-C returns, the schedule counts and totals, the alphalist data file, and the Part I items below (proposed from the posted year-end refunds; correct them where the facts differ). A draft is generated again in place; a final or filed return is kept.`}
      url={payrollPaths.bir1604cVerb('generate')}
      submitLabel="Generate"
      onDone={onDone}
      defaultValues={{ ...items, refund_date: items.refund_date ?? null, first_crediting_month: items.first_crediting_month ?? '' }}
      body={(v) => ({
        year,
        sheets_attached: Number(v.sheets_attached ?? 0),
        refunds_released: Boolean(v.refunds_released),
        refund_date: v.refunds_released ? (v.refund_date ?? null) : null,
        over_remittance: String(v.over_remittance ?? '0.00'),
        first_crediting_month: v.first_crediting_month ? String(v.first_crediting_month) : null,
      })}
    >
      <NumberInput source="sheets_attached" label="Item 3: number of sheets attached" min={0} validate={required()} />
      <BooleanInput source="refunds_released" label="Item 11: refunds of over-withholding released to employees" />
      <DateInput source="refund_date" label="Item 11A: date of refund" />
      <TextInput
        source="over_remittance"
        label="Item 12: total over-remittance on tax withheld"
        validate={[required(), regex(/^\d{1,12}(\.\d{1,2})?$/, 'An amount such as 20505.10')]}
      />
      <TextInput
        source="first_crediting_month"
        label="Item 13: month of first crediting (YYYY-MM)"
        validate={regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')}
      />
    </ActionFormButton>
  );
}

function PartOneItems({ items, year }: { items: Summary1604c['items']; year: number }) {
  const rows: [string, string, string][] = [
    ['1', 'For the year', String(year)],
    ['2', 'Amended return?', items.amended ? 'Yes' : 'No'],
    ['3', 'Number of sheets attached', String(items.sheets_attached)],
    ['11', 'Refunds of over-withholding released to employees after the year-end adjustment?', items.refunds_released ? 'Yes' : 'No'],
    ['11A', 'Date of refund', items.refund_date ?? ''],
    ['12', 'Total amount of over-remittance on tax withheld under compensation', `₱${formatMoney(items.over_remittance)}`],
    ['13', 'Month of first crediting of over-remittance', items.first_crediting_month ?? ''],
  ];
  return (
    <Box>
      <Typography variant="subtitle1">Part I – background information</Typography>
      <Table size="small" data-testid="part-one">
        <TableBody>
          {rows.map(([item, label, value]) => (
            <TableRow key={item}>
              <TableCell sx={{ width: 48, fontWeight: 'bold' }}>{item}</TableCell>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function Bir1604cPage() {
  const [year, setYear] = useState(lastYear);
  const { data, error, reload } = useApiGet<Summary1604c>(payrollPaths.bir1604c(), { year: String(year) });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5">BIR 1604-C – annual information return of income taxes withheld on compensation</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <YearField value={year} onChange={setYear} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadFile(payrollPaths.bir1604cAlphalist(), `1604C-${year}.DAT`, 'text/plain', { year: String(year) })}
        >
          Alphalist data file (DAT)
        </Button>
        <PdfButton url={payrollPaths.bir1604cPdf()} fileName={`1604C-${year}.pdf`} label="1604-C PDF" params={{ year: String(year) }} />
        {data && (!data.stored_return || data.stored_return.status === 'draft') && (
          <Generate1604c year={year} items={data.items} onDone={reload} />
        )}
        {data?.stored_return?.status === 'draft' && (
          <ActionFormButton
            label="Finalize"
            title={`Finalize the ${year} 1604-C`}
            explanation="Freezes the stored return and its alphalist data file. Refused while an employee paid in the year has no final BIR Form 2316 stored. Later corrections need an amended return."
            url={payrollPaths.bir1604cVerb('finalize')}
            submitLabel="Finalize"
            body={() => ({ year })}
            onDone={reload}
          />
        )}
        {data?.stored_return?.status === 'final' && (
          <ActionFormButton
            label="Mark filed"
            title={`Mark the ${year} 1604-C filed`}
            explanation="Records the filing date and the eFPS / eBIRForms reference of the return (due 31 January of the following year)."
            url={payrollPaths.bir1604cVerb('mark-filed')}
            submitLabel="Mark filed"
            body={(v) => ({ year, filed_at: v.filed_at, filing_reference: v.filing_reference })}
            onDone={reload}
          >
            <DateInput source="filed_at" label="Filed on" validate={required()} />
            <TextInput source="filing_reference" label="Filing reference" validate={required()} />
          </ActionFormButton>
        )}
        {data?.stored_return && data.stored_return.status !== 'draft' && (
          <ActionFormButton
            label="Amend"
            color="error"
            title={`Amend the ${year} 1604-C`}
            explanation={`Creates the next amended return in draft (item 2: Yes), computed again from the stored certificates and the 1601-C returns with a new alphalist data file. The ${data.stored_return.status} return is kept as it is.`}
            url={payrollPaths.bir1604cVerb('amend')}
            submitLabel="Create amended return"
            body={() => ({ year })}
            onDone={reload}
          />
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <>
          <Alert severity="warning" data-testid="dat-not-verified">
            The alphalist data file follows the BIR Technical Annex (header, one detail line per employee, controls; comma-separated; no
            special characters). Not verified against the current BIR structures: {data.dat_not_verified.join('; ')}. Validate the file with
            the BIR Alphalist Data Entry and Validation Module before filing.
          </Alert>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip
              color={data.reconciles ? 'success' : 'error'}
              label={data.reconciles ? 'Schedules agree with the 1601-C returns' : `Difference ${formatMoney(data.difference)}`}
              data-testid="reconciles"
            />
            <Chip label={`Schedule 1: ${data.schedule_1_count} employees`} />
            <Chip label={`Schedule 2: ${data.schedule_2_count} minimum wage earners`} />
            <Chip label={`Schedules, tax withheld as adjusted: ₱${formatMoney(data.schedule_tax_withheld_total)}`} />
            <Chip label={`1601-C taxes withheld (items 25): ₱${formatMoney(data.remitted_total)}`} />
            <Chip label={`Year-end adjustments: ₱${formatMoney(data.year_end_adjustment_total)}`} />
            <Chip label={`1601-C items 26: ₱${formatMoney(data.prior_month_adjustment_total)}`} />
          </Stack>
          <Typography variant="body2" data-testid="stored-return">
            {data.stored_return
              ? `Stored return: ${data.stored_return.amendment_no === 0 ? 'original' : `amendment ${data.stored_return.amendment_no}`}, ${data.stored_return.status}${data.stored_return.filed_at ? `, filed ${data.stored_return.filed_at} (${data.stored_return.filing_reference ?? ''})` : ''}.`
              : 'No return stored yet: the figures below are computed now, and Part I items as proposed from the posted payroll.'}
          </Typography>
          <PartOneItems items={data.items} year={data.year} />
          {data.issues.map((issue) => (
            <Alert key={issue} severity="info">
              {issue}
            </Alert>
          ))}
          <Box>
            <Typography variant="subtitle1">Part II – summary of remittances per 1601-C</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {[
                    'Month',
                    'Return',
                    'Status',
                    'Filed on',
                    'Reference',
                    'Taxes withheld',
                    'Adjustment',
                    'Penalties',
                    'Total remitted',
                    'Payslips say',
                    'Difference',
                  ].map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{formatFormMonth(data.year, m.month)}</TableCell>
                    <TableCell>
                      {m.amendment_no === null ? 'none' : m.amendment_no === 0 ? 'original' : `amendment ${m.amendment_no}`}
                    </TableCell>
                    <TableCell>{m.status ?? ''}</TableCell>
                    <TableCell>{m.filed_at ?? ''}</TableCell>
                    <TableCell>{m.filing_reference ?? ''}</TableCell>
                    <TableCell align="right">{formatMoney(m.taxes_withheld)}</TableCell>
                    <TableCell align="right">{formatMoney(m.adjustment)}</TableCell>
                    <TableCell align="right">{formatMoney(m.penalties)}</TableCell>
                    <TableCell align="right">{formatMoney(m.total_remitted)}</TableCell>
                    <TableCell align="right">{formatMoney(m.payslip_taxes_withheld)}</TableCell>
                    <TableCell align="right">{formatMoney(m.difference)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
