import { useState, type ReactNode } from 'react';
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Form, SaveButton, Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FiledValues } from '@core/contract/applications';
import type { OwnLeaveBalance } from '@core/contract/self-service';
import { formatNumber } from '@core/format';
import { api } from '../../providers/api';
import { applicationPaths } from '../../providers/api-paths';
import { useApiGet } from '../../providers/useApiGet';
import { useServerAction } from '../../providers/useServerAction';
import { attachChosen, AttachmentPanel, FileChooser, type ChosenFile } from '../attachments/Attachments';
import { ApplicationFields, useFilingChoices } from './ApplicationFields';

/** One's leave balances of the year: balance, pending filings and what is still available. */
function LeaveBalances({ portal }: { portal: string }) {
  const rows = (useApiGet<OwnLeaveBalance[]>(applicationPaths(portal).ownLeaveBalances()).data ?? []).filter((b) => b.requires_balance);
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label="Leave balances" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Leave</TableCell>
          <TableCell align="right">Balance</TableCell>
          <TableCell align="right">Pending</TableCell>
          <TableCell align="right">Available</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((b) => (
          <TableRow key={b.code}>
            <TableCell>
              {b.code} · {b.name}
            </TableCell>
            <TableCell align="right">{formatNumber(b.balance, 3)}</TableCell>
            <TableCell align="right">{formatNumber(b.pending, 3)}</TableCell>
            <TableCell align="right">{formatNumber(b.available, 3)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export interface FilingFormProps {
  portal: string;
  title: string;
  /** an applicant picker (filing in behalf); none files for oneself */
  applicant?: ReactNode;
  /** where the filer goes after filing (the full path, e.g. `/employee/application-status`) */
  statusPath: string;
}

/** The filing form of the self-service portals: the type, its fields, and one's leave balances beside them; `?edit=<id>` changes a pending filing. */
export function FilingForm({ portal, title, applicant, statusPath }: FilingFormProps) {
  const choices = useFilingChoices(portal);
  const navigate = useNavigate();
  const editing = useSearchParams()[0].get('edit');
  const paths = applicationPaths(portal);
  const filed = useApiGet<FiledValues>(editing ? paths.filing(editing) : null);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const action = useServerAction();
  const submit = (values: Record<string, unknown>) =>
    action.submit(
      async () => {
        const data = editing
          ? await api.send<{ message: string; id?: number }>('put', paths.change(editing), values)
          : await api.send<{ message: string; id?: number }>('post', paths.file(), values);
        // the files go to the filing once it exists
        return attachChosen(data.message, paths.attachments(data.id ?? Number(editing)), files);
      },
      {
        notice: ({ notice }) => ({ type: notice, autoHideDuration: 10_000 }),
        refresh: false,
        onSuccess: () => {
          setFiles([]);
          navigate(statusPath);
        },
      },
    );
  if (editing && !filed.data) return filed.error ? <Typography color="error">{filed.error}</Typography> : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={editing ? 'Change a pending filing' : title} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {!applicant && (
            <>
              <Typography variant="subtitle1">Your leave this year</Typography>
              <LeaveBalances portal={portal} />
            </>
          )}
          <Form key={editing ?? 'new'} onSubmit={submit} defaultValues={editing ? filed.data : { application_type: 'leave' }}>
            <Stack>
              {!editing && applicant}
              <ApplicationFields choices={choices} />
              {editing && <AttachmentPanel url={paths.attachments(editing)} />}
              <FileChooser
                files={files}
                onChange={setFiles}
                defaultDocumentType="medical_certificate"
                label={editing ? 'More attachments' : 'Attachments (a medical certificate where the leave type needs one)'}
              />
              <SaveButton label={editing ? 'Save changes' : 'File application'} alwaysEnable />
            </Stack>
          </Form>
        </Stack>
      </CardContent>
    </Card>
  );
}
