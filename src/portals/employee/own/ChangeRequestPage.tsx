import { enumLabel } from '@core/labels';
import type { FieldDefinition } from '@core/resources/define';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeesResource, GOVERNMENT_NUMBERS } from '@core/resources/employees.resource';
import {
  CHANGE_REQUEST_FIELDS,
  CHANGE_REQUEST_TYPES,
  ownChangeRequestsReport,
  type ChangeRequestType,
} from '@core/resources/self-service.resource';
import { useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { ActionFormButton } from '../../../components/actions';
import { attachChosen, AttachmentPanel, FileChooser, type ChosenFile } from '../../../components/attachments/Attachments';
import { ReportList } from '../../../components/report/ReportList';
import { fieldLabel } from '../../../components/resource/labels';
import { api } from '../../../providers/api';
import { employeePaths } from '../../../providers/api-paths';
import { useApiGet } from '../../../providers/useApiGet';
import { useServerAction } from '../../../providers/useServerAction';

// The change-request form (domain.md §15.4 /employee/change-request): the type, then each
// field of that type with its current value and the value asked for, or the dependents to
// add or remove; under it the employee's own requests, cancellable while pending.

const employeeFields = employeesResource.fields as Record<string, FieldDefinition>;
const dependentFields = employeeDependentsResource.fields as Record<string, FieldDefinition>;
const labelOf = (name: string) =>
  name in GOVERNMENT_NUMBERS ? GOVERNMENT_NUMBERS[name as keyof typeof GOVERNMENT_NUMBERS].label : fieldLabel(employeeFields[name]);

type Values = Record<string, string>;
type Problems = Record<string, string[]>;
interface Current extends Record<string, unknown> {
  dependents: { id: number; name: string; relationship: string }[];
}

const EMPTY_DEPENDENT = {
  name: '',
  relationship: '',
  birth_date: '',
  is_philhealth_dependent: false,
  is_hmo_dependent: false,
  is_pwd: false,
};

/** The body the API takes for the form's values: only the fields given, and the dependents to add or remove. */
export function changeRequestBody(
  type: ChangeRequestType,
  values: Values,
  reason: string,
  dependent: typeof EMPTY_DEPENDENT,
  remove: number[],
): Record<string, unknown> {
  const body: Record<string, unknown> = { request_type: type, reason: reason.trim() || undefined };
  if (type === 'dependents') {
    const adding = dependent.name.trim() !== '';
    body.dependents = {
      add: adding ? [{ ...dependent, birth_date: dependent.birth_date || null }] : [],
      remove,
    };
  } else {
    const allowed = CHANGE_REQUEST_FIELDS[type] as readonly string[];
    body.changes = Object.fromEntries(
      Object.entries(values)
        .filter(([name, value]) => allowed.includes(name) && value.trim() !== '')
        .map(([name, value]) => [name, name === 'bank_id' ? Number(value) : value]),
    );
  }
  return body;
}

function FieldInput({
  name,
  value,
  onChange,
  problem,
  banks,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  banks: { id: number; name: string }[];
}) {
  const field = employeeFields[name];
  const choices = name === 'bank_id' ? banks.map((b) => ({ id: String(b.id), name: b.name })) : field.choices;
  return (
    <TextField
      select={Boolean(choices)}
      size="small"
      label={`New ${labelOf(name).toLowerCase()}`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem}
      multiline={field.kind === 'longtext'}
      type={field.kind === 'date' ? 'date' : 'text'}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 280 }}
    >
      {choices?.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ChangeRequestForm() {
  const notify = useNotify();
  const action = useServerAction();
  const { data: current, reload } = useApiGet<Current>(employeePaths.details());
  const banks = useApiGet<{ id: number; name: string }[]>(employeePaths.banks()).data ?? [];
  const [type, setType] = useState<ChangeRequestType>('contact');
  const [values, setValues] = useState<Values>({});
  const [reason, setReason] = useState('');
  const [dependent, setDependent] = useState(EMPTY_DEPENDENT);
  const [remove, setRemove] = useState<number[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [files, setFiles] = useState<ChosenFile[]>([]);

  const reset = () => {
    setValues({});
    setReason('');
    setDependent(EMPTY_DEPENDENT);
    setRemove([]);
    setProblems({});
    setFiles([]);
  };
  const submit = () =>
    action.run(
      async () => {
        const data = await api.send<{ message: string; id: number }>(
          'post',
          employeePaths.fileChangeRequest(),
          changeRequestBody(type, values, reason, dependent, remove),
        );
        // the documents go to the request once it exists
        return attachChosen(data.message, employeePaths.changeRequestAttachments(data.id), files);
      },
      {
        notice: ({ notice }) => ({ type: notice }),
        onSuccess: () => {
          reset();
          reload();
        },
        onFailure: (problem) => {
          setProblems(problem.fieldErrors);
          notify(problem.message, { type: 'error' });
        },
      },
    );
  const bankName = banks.find((b) => String(b.id) === String(current?.bank_id))?.name;
  const currentValue = (name: string) => {
    const value = name === 'bank_id' ? (bankName ?? current?.bank_name) : current?.[name];
    if (value === null || value === undefined || value === '') return '—';
    return employeeFields[name]?.kind === 'choice' ? enumLabel(value) : String(value);
  };
  const generalProblems = Object.entries(problems).filter(([name]) => !(name in employeeFields));

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h6">Request a change to your 201 file</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          HR reviews the request; nothing changes until it is approved. Attach supporting documents (a marriage certificate, a new ID)
          below; you can add more to a pending request from its row in the list.
        </Typography>
        <TextField
          select
          size="small"
          label="Request type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as ChangeRequestType);
            reset();
          }}
          sx={{ minWidth: 280, mb: 2 }}
        >
          {CHANGE_REQUEST_TYPES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {type === 'dependents' ? (
          <Box>
            <Typography variant="subtitle2">Remove</Typography>
            {(current?.dependents ?? []).length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No dependents on file.
              </Typography>
            )}
            {(current?.dependents ?? []).map((d) => (
              <FormControlLabel
                key={d.id}
                control={
                  <Checkbox
                    checked={remove.includes(Number(d.id))}
                    onChange={(e) => setRemove(e.target.checked ? [...remove, Number(d.id)] : remove.filter((id) => id !== Number(d.id)))}
                  />
                }
                label={`${d.name} (${enumLabel(d.relationship)})`}
              />
            ))}
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Add
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <TextField
                size="small"
                label={fieldLabel(dependentFields.name)}
                value={dependent.name}
                onChange={(e) => setDependent({ ...dependent, name: e.target.value })}
                error={Boolean(problems['dependents.name'])}
                helperText={problems['dependents.name']?.[0]}
              />
              <TextField
                select
                size="small"
                label={fieldLabel(dependentFields.relationship)}
                value={dependent.relationship}
                onChange={(e) => setDependent({ ...dependent, relationship: e.target.value })}
                error={Boolean(problems['dependents.relationship'])}
                helperText={problems['dependents.relationship']?.[0]}
                sx={{ minWidth: 160 }}
              >
                {dependentFields.relationship.choices!.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="date"
                label={fieldLabel(dependentFields.birth_date)}
                value={dependent.birth_date}
                onChange={(e) => setDependent({ ...dependent, birth_date: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {(['is_philhealth_dependent', 'is_hmo_dependent', 'is_pwd'] as const).map((name) => (
                <FormControlLabel
                  key={name}
                  control={
                    <Checkbox checked={dependent[name]} onChange={(e) => setDependent({ ...dependent, [name]: e.target.checked })} />
                  }
                  label={fieldLabel(dependentFields[name])}
                />
              ))}
            </Stack>
          </Box>
        ) : (
          <Stack spacing={2}>
            {(CHANGE_REQUEST_FIELDS[type] as readonly string[]).map((name) => (
              <Stack key={name} direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 280 }}>
                  <Typography variant="caption" color="text.secondary">
                    Current {labelOf(name).toLowerCase()}
                  </Typography>
                  <Typography variant="body2">{currentValue(name)}</Typography>
                </Box>
                <FieldInput
                  name={name}
                  value={values[name] ?? ''}
                  onChange={(value) => setValues({ ...values, [name]: value })}
                  problem={problems[name]?.[0]}
                  banks={banks}
                />
              </Stack>
            ))}
            <Typography variant="caption" color="text.secondary">
              Leave a field blank to keep its current value.
            </Typography>
          </Stack>
        )}
        <TextField
          size="small"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          fullWidth
          sx={{ mt: 2 }}
        />
        <Box sx={{ mt: 2 }}>
          <FileChooser files={files} onChange={setFiles} label="Supporting documents" />
        </Box>
        {generalProblems.map(([name, messages]) => (
          <Alert key={name} severity="error" sx={{ mt: 1 }}>
            {messages.join(' ')}
          </Alert>
        ))}
        <Button variant="contained" onClick={submit} disabled={action.running} sx={{ mt: 2 }}>
          Send to HR
        </Button>
      </CardContent>
    </Card>
  );
}

function CancelButton() {
  const record = useRecordContext<{ id: number; status: string }>();
  if (record?.status !== 'pending') return null;
  return (
    <ActionFormButton
      label="Cancel"
      icon={<CloseIcon />}
      color="error"
      title="Cancel this change request?"
      explanation="HR will no longer see it; nothing in your 201 file changes."
      url={employeePaths.cancelChangeRequest(record.id)}
      submitLabel="Cancel request"
    />
  );
}

/** A request's documents, added to or removed from while it is pending. */
function RequestAttachments() {
  const record = useRecordContext<{ id: number; status: string }>();
  if (!record) return null;
  return <AttachmentPanel url={employeePaths.changeRequestAttachments(record.id)} editable={record.status === 'pending'} />;
}

export function ChangeRequestPage() {
  return (
    <Box>
      <ChangeRequestForm />
      <ReportList
        definition={ownChangeRequestsReport}
        portal="employee"
        countLabel="requests"
        referenceFilters={false}
        title="Change request"
        rowActions={<CancelButton />}
        expand={<RequestAttachments />}
      />
    </Box>
  );
}
