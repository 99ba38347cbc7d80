import { Alert, Box, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@core/money';
import {
  DateInput,
  NumberInput,
  RecordContextProvider,
  SelectInput,
  TextInput,
  useGetRecordId,
  useRecordContext,
  required,
} from 'react-admin';
import { bir1601cReturnsResource } from '@core/resources/bir.resource';
import { ActionFormButton } from '../../../components/actions';
import { PrintButton } from '../../../components/print';
import { ResourceList } from '../../../components/resource';
import { useApiGet } from '../../../providers/useApiGet';
import { PdfButton } from '../../../components/export/PdfButton';
import { Form1601cView, type Return1601cRecord } from './Form1601cView';
import { formatMonth } from '@core/labels';
import { payrollPaths } from '../../../providers/api-paths';

// /payroll/bir/bir-1601C (domain.md §15.7): the returns by month and amendment, the
// generate action, each row's lifecycle verbs, and the return in the form's layout
// with print, PDF and the adjustments of a draft.

const MONTH_CHOICES = [...bir1601cReturnsResource.fields.month.choices!];
const now = new Date();
const lastMonth = now.getMonth() === 0 ? { year: now.getFullYear() - 1, month: 12 } : { year: now.getFullYear(), month: now.getMonth() };

function GenerateButton() {
  return (
    <ActionFormButton
      label="Generate 1601-C"
      title="Generate the month's 1601-C"
      explanation="Computes items 14 to 25 from the posted payslips whose pay date falls in the month. A draft is computed again; a final or filed return needs an amended return instead."
      url={payrollPaths.generateBir1601c()}
      submitLabel="Generate"
      defaultValues={{ year: lastMonth.year, month: String(lastMonth.month) }}
      body={(v) => ({ year: Number(v.year), month: Number(v.month) })}
    >
      <NumberInput source="year" label="Year" validate={required()} />
      <SelectInput source="month" label="Month" choices={MONTH_CHOICES} validate={required()} />
    </ActionFormButton>
  );
}

function ReturnVerbs({ onDone }: { onDone?: () => void }) {
  const record = useRecordContext<Return1601cRecord>();
  if (!record) return null;
  const url = (verb: 'finalize' | 'mark-filed' | 'amend' | 'pdf') => payrollPaths.bir1601cVerb(record.id, verb);
  const month = formatMonth(Number(record.year), Number(record.month));
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {record.status === 'draft' && (
        <ActionFormButton
          label="Finalize"
          title={`Finalize the 1601-C of ${month}`}
          explanation="The return is checked against the posted payslips once more and frozen. Later corrections need an amended return."
          url={url('finalize')}
          submitLabel="Finalize"
          onDone={onDone}
        />
      )}
      {record.status === 'final' && (
        <ActionFormButton
          label="Mark filed"
          title={`Mark the 1601-C of ${month} filed`}
          explanation="Records the filing date and the eFPS / eBIRForms reference of the return."
          url={url('mark-filed')}
          submitLabel="Mark filed"
          onDone={onDone}
        >
          <DateInput source="filed_at" label="Filed on" validate={required()} />
          <TextInput source="filing_reference" label="Filing reference" validate={required()} />
        </ActionFormButton>
      )}
      {record.status !== 'draft' && (
        <ActionFormButton
          label="Amend"
          title={`Amend the 1601-C of ${month}`}
          explanation="Creates the next amended return in draft, computed again from the posted payslips, with the tax already remitted in item 28."
          url={url('amend')}
          submitLabel="Create amended return"
          onDone={onDone}
        />
      )}
      <PdfButton url={url('pdf')} fileName={`1601C-${record.year}-${record.month}.pdf`} />
    </Stack>
  );
}

export const Bir1601cList = () => (
  <ResourceList
    definition={bir1601cReturnsResource}
    title="BIR 1601-C"
    rowClick="show"
    keepActionsWhenEmpty
    actions={<GenerateButton />}
    rowActions={<ReturnVerbs />}
  />
);

const AMOUNT_FIELDS = [
  ['adjustment_prior_months', 'Item 26: adjustment of taxes withheld from previous months (signed)'],
  ['tax_remitted_previously', 'Item 28: tax remitted in return previously filed (amended return)'],
  ['other_remittances', 'Item 29: other remittances made'],
  ['penalties_surcharge', 'Item 32: surcharge'],
  ['penalties_interest', 'Item 33: interest'],
  ['penalties_compromise', 'Item 34: compromise'],
] as const;

interface ReturnPayment {
  remittance_id: number;
  status: string;
  reference_no: string | null;
  paid_at: string | null;
  amount_paid: string | null;
  penalty_amount: string | null;
  total_amount: string | null;
  due_date: string;
  payment_channel: string | null;
}

/** The month's BIR remittance beside the return: its payment once recorded, else its status and due date. */
export function ReturnPaymentPanel({ payment }: { payment: ReturnPayment | null }) {
  if (!payment) return <Alert severity="info">No BIR remittance for this month yet: it opens when a period of the month posts.</Alert>;
  const link = (
    <Link component={RouterLink} to="/payroll/bir">
      BIR remittances
    </Link>
  );
  if (payment.status !== 'paid') {
    return (
      <Alert severity="warning" data-testid="return-payment">
        The month&apos;s BIR remittance is {payment.status}, due {payment.due_date} (total ₱{formatMoney(payment.total_amount)}); record its
        payment in {link}.
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="return-payment">
      Paid on {payment.paid_at}, reference {payment.reference_no}, ₱{formatMoney(payment.amount_paid)}
      {payment.penalty_amount && payment.penalty_amount !== '0.00' ? ` (penalty ₱${formatMoney(payment.penalty_amount)})` : ''}
      {payment.payment_channel ? ` via ${payment.payment_channel}` : ''}. See {link}.
    </Alert>
  );
}

export function Bir1601cShow() {
  const id = useGetRecordId();
  const { data, error, reload } = useApiGet<Return1601cRecord & { payment: ReturnPayment | null }>(payrollPaths.bir1601cReturn(id));
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return null;
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} className="no-print">
        <PrintButton targetId={`form-1601c-${data.id}`} title={`BIR Form 1601-C ${data.month}/${data.year}`} />
        {data.status === 'draft' && (
          <ActionFormButton
            label="Adjustments and penalties"
            title="Adjustments and penalties"
            explanation="Amounts in pesos with at most two decimals. Items 14 to 25 come from the payslips and are not edited here."
            url={payrollPaths.bir1601cVerb(data.id, 'adjustments')}
            submitLabel="Save"
            defaultValues={Object.fromEntries(AMOUNT_FIELDS.map(([field]) => [field, data[field]]))}
            onDone={reload}
          >
            {AMOUNT_FIELDS.map(([field, label]) => (
              <TextInput key={field} source={field} label={label} fullWidth />
            ))}
          </ActionFormButton>
        )}
        <RecordContextProvider value={data}>
          <ReturnVerbs onDone={reload} />
        </RecordContextProvider>
      </Stack>
      <Box className="no-print">
        <ReturnPaymentPanel payment={data.payment} />
      </Box>
      <Form1601cView record={data} />
    </Stack>
  );
}
