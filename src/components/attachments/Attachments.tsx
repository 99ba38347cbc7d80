import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Attachment, AttachmentAdded } from '@core/contract/attachments';
import { downloadBytes } from '../export/download';
import { api } from '../../providers/api';
import { apiErrorOf } from '../../providers/errors';
import { useApiGet } from '../../providers/useApiGet';

// Files attached to a record (a medical certificate on a leave, a marriage certificate on
// a change request): the list with a download for each, and where the record still takes
// files, an upload and a remove. The server takes PDF, JPEG and PNG of at most 10 MB.

export const ATTACHMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_TYPES = [
  { id: 'medical_certificate', name: 'Medical certificate' },
  { id: 'supporting_document', name: 'Supporting document' },
];

export type { Attachment };

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const words = (value: string | null) => (value ? value.replace(/_/g, ' ') : '');

/** What is wrong with a chosen file before it is sent, if anything. */
export function fileProblem(file: File): string | null {
  if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name} is larger than 10 MB.`;
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name) && !['application/pdf', 'image/jpeg', 'image/png'].includes(file.type))
    return `${file.name} is not a PDF, JPEG or PNG file.`;
  return null;
}

/** Sends one file to `${url}` (the record's attachments) as multipart form data. */
export async function uploadAttachment(url: string, file: File, documentType?: string): Promise<Attachment> {
  const form = new FormData();
  if (documentType) form.append('document_type', documentType);
  form.append('file', file);
  return api.upload<AttachmentAdded>(url, form);
}

export interface AttachmentPanelProps {
  /** the record's attachments, e.g. /api/employee/applications/12/attachments */
  url: string;
  /** whether the caller may add and remove files now */
  editable?: boolean;
  /** the document type a new file gets by default */
  defaultDocumentType?: string;
}

/** The files of a record: a download link for each, and an upload and a remove where the record takes files. */
export function AttachmentPanel({ url, editable = false, defaultDocumentType = 'supporting_document' }: AttachmentPanelProps) {
  const notify = useNotify();
  const { data, error, reload } = useApiGet<Attachment[]>(url);
  const [documentType, setDocumentType] = useState(defaultDocumentType);
  const [busy, setBusy] = useState(false);
  const failed = (problem: unknown) => notify(apiErrorOf(problem).message, { type: 'error' });
  const download = async (attachment: Attachment) => {
    try {
      const file = await api.file(`${url}/${attachment.id}`);
      downloadBytes(file.data, attachment.file_name, attachment.mime_type);
    } catch (problem) {
      failed(problem);
    }
  };
  const add = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return notify(problem, { type: 'error' });
    setBusy(true);
    try {
      const attached = await uploadAttachment(url, file, documentType);
      notify(`${attached.file_name} is attached.`, { type: 'success' });
      reload();
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (attachment: Attachment) => {
    try {
      await api.send('delete', `${url}/${attachment.id}`);
      reload();
    } catch (problem) {
      failed(problem);
    }
  };
  if (error) return <Typography variant="body2">{error}</Typography>;
  if (!data) return null;
  return (
    <Box sx={{ px: 1 }}>
      <Typography variant="subtitle2">Attachments</Typography>
      {data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No files attached.
        </Typography>
      )}
      <List dense aria-label="Attachments" disablePadding>
        {data.map((attachment) => (
          <ListItem
            key={attachment.id}
            disableGutters
            secondaryAction={
              editable && (
                <IconButton edge="end" aria-label={`Remove ${attachment.file_name}`} onClick={() => void remove(attachment)}>
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download(attachment)} sx={{ textTransform: 'none' }}>
              {attachment.file_name}
            </Button>
            <ListItemText
              sx={{ ml: 1 }}
              secondary={[words(attachment.document_type), sizeOf(attachment.size_bytes), attachment.description]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {editable && (
        <DocumentPicker
          documentType={documentType}
          onDocumentType={setDocumentType}
          label="Attach a file"
          disabled={busy}
          onFile={(file) => void add(file)}
        />
      )}
    </Box>
  );
}

/** The document type and the file button: a chosen file is handed over at once, and the input is cleared for the next. */
function DocumentPicker({
  documentType,
  onDocumentType,
  label,
  onFile,
  disabled,
  testId,
}: {
  documentType: string;
  onDocumentType: (documentType: string) => void;
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mt: 1 }}>
      <TextField
        select
        size="small"
        label="Document"
        value={documentType}
        onChange={(e) => onDocumentType(e.target.value)}
        sx={{ minWidth: 220 }}
      >
        {DOCUMENT_TYPES.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />} disabled={disabled}>
        {label}
        <input
          hidden
          type="file"
          accept={ATTACHMENT_ACCEPT}
          data-testid={testId}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
    </Stack>
  );
}

export interface ChosenFile {
  file: File;
  documentType: string;
}

/** Files chosen in a form before its record exists; the form sends them once it has the record's id. */
export function FileChooser({
  files,
  onChange,
  defaultDocumentType = 'supporting_document',
  label = 'Attachments',
}: {
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  defaultDocumentType?: string;
  label?: string;
}) {
  const notify = useNotify();
  const [documentType, setDocumentType] = useState(defaultDocumentType);
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography variant="caption" color="text.secondary">
        PDF, JPEG or PNG, at most 10 MB each.
      </Typography>
      <List dense disablePadding aria-label="Chosen files">
        {files.map((chosen, index) => (
          <ListItem
            key={`${chosen.file.name}-${index}`}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${chosen.file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={chosen.file.name} secondary={`${words(chosen.documentType)} · ${sizeOf(chosen.file.size)}`} />
          </ListItem>
        ))}
      </List>
      <DocumentPicker
        documentType={documentType}
        onDocumentType={setDocumentType}
        label="Choose a file"
        testId="attachment-input"
        onFile={(file) => {
          const problem = fileProblem(file);
          if (problem) return notify(problem, { type: 'error' });
          onChange([...files, { file, documentType }]);
        }}
      />
    </Box>
  );
}

/** Sends the chosen files to a record's attachments; the names of those refused, with why. */
export async function uploadChosen(url: string, files: ChosenFile[]): Promise<string[]> {
  const refused: string[] = [];
  for (const chosen of files) {
    try {
      await uploadAttachment(url, chosen.file, chosen.documentType);
    } catch (problem) {
      refused.push(`${chosen.file.name}: ${apiErrorOf(problem).message}`);
    }
  }
  return refused;
}

/**
 * The files chosen in a form, sent to the record the form just filed: the server's message,
 * with the names of the files refused (the record stands), and the notice's type for it.
 */
export async function attachChosen(
  message: string,
  url: string,
  files: ChosenFile[],
): Promise<{ message: string; notice: 'success' | 'warning' }> {
  const refused = files.length > 0 ? await uploadChosen(url, files) : [];
  return refused.length > 0
    ? { message: `${message} Not attached: ${refused.join('; ')}`, notice: 'warning' }
    : { message, notice: 'success' };
}
