import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { TextInput, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RemittanceMonthRow } from '@core/contract/remittances';
import { remittanceTitle } from '@core/labels';
import { ActionFormButton } from '../../../components/actions';
import { DateInput } from '../../../components/dates';
import { downloadBytes } from '../../../components/export';
import { api } from '../../../providers/api';
import { payrollPaths } from '../../../providers/api-paths';
import { apiErrorOf } from '../../../providers/errors';

// The verbs of a remittance row (domain.md §9 `remittances`): generate, regenerate while
// not paid, record the payment, amend a paid month; and its stored upload file.

/** Downloads a stored file of the API with the session's headers. */
export function DownloadButton({ url, label = 'File' }: { url: string; label?: string }) {
  const notify = useNotify();
  const download = async () => {
    try {
      const file = await api.file(url);
      downloadBytes(file.data, file.fileName ?? 'file.txt', file.mimeType ?? 'text/plain');
    } catch (error) {
      notify(apiErrorOf(error, 'The file could not be downloaded.').message, { type: 'error' });
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => {
        event.stopPropagation();
        void download();
      }}
    >
      {label}
    </Button>
  );
}

/** The BIR remittance pays the month's 1601-C: opens its latest return (amendment), or says none is generated yet. */
function ReturnLink({ year, month }: { year: number; month: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const open = async () => {
    try {
      const data = await api.get<{ id: number }[]>(payrollPaths.bir1601cReturns(), {
        filter: JSON.stringify({ year, month }),
        sort: JSON.stringify(['amendment_no', 'DESC']),
        range: JSON.stringify([0, 0]),
      });
      if (data.length) navigate(`/payroll/bir-1601c-returns/${data[0].id}/show`);
      else
        notify(`No 1601-C is generated for ${String(month).padStart(2, '0')}/${year} yet: generate it in BIR - 1601-C.`, { type: 'info' });
    } catch (error) {
      notify(apiErrorOf(error, 'The return could not be found.').message, { type: 'error' });
    }
  };
  return (
    <Button size="small" onClick={() => void open()}>
      1601-C return
    </Button>
  );
}

export function RemittanceActions() {
  const record = useRecordContext<RemittanceMonthRow>();
  if (!record) return null;
  const title = remittanceTitle(record.agency, record.remittance_type, record.year, Number(record.month));
  const url = (verb: Parameters<typeof payrollPaths.remittance>[1]) => payrollPaths.remittance(record.id, verb);
  return (
    <>
      {record.status === 'open' && (
        <ActionFormButton
          label="Generate"
          title={`Generate ${title}`}
          explanation="Freezes the totals from the posted payslips of the month and produces the upload file. Refused while a period of the month is computed or prooflisted."
          url={url('generate')}
          submitLabel="Generate"
        />
      )}
      {record.status === 'generated' && (
        <>
          <ActionFormButton
            label="Regenerate"
            title={`Regenerate ${title}`}
            explanation="Takes the totals again from the posted payslips and replaces the upload file."
            url={url('regenerate')}
            submitLabel="Regenerate"
          />
          <ActionFormButton
            label="Record payment"
            title={`Payment of ${title}`}
            explanation={`Due ${record.due_date}. The amount paid is the total (${record.total_amount}) plus the penalty when paid late. A paid month changes only through an amendment.`}
            url={url('mark-paid')}
            submitLabel="Record payment"
            defaultValues={{ amount_paid: record.total_amount }}
          >
            <TextInput source="reference_no" label="Reference no. (PRN / TR)" fullWidth />
            <DateInput source="paid_at" label="Date paid" />
            <TextInput source="amount_paid" label="Amount paid" fullWidth />
            <TextInput source="penalty_amount" label="Penalty (when late)" fullWidth />
            <TextInput source="payment_channel" label="Payment channel" fullWidth />
          </ActionFormButton>
        </>
      )}
      {record.status === 'paid' && (
        <ActionFormButton
          label="Amend"
          title={`Amend ${title}`}
          explanation="Reopens the paid month as an amendment: the totals and the file are generated again and the payment of the amendment is recorded anew. The earlier payment stays in the audit trail."
          url={url('amend')}
          submitLabel="Amend"
          color="error"
        >
          <TextInput source="amendment_reason" label="Reason for the amendment" fullWidth />
        </ActionFormButton>
      )}
      {record.file_attachment_id && <DownloadButton url={url('file')} />}
      {record.agency === 'bir' && <ReturnLink year={record.year} month={Number(record.month)} />}
    </>
  );
}
