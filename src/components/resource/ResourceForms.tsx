import type { ReactNode } from 'react';
import { Create, DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Title, Toolbar, useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { RECORD_NAMES } from '@core/resources/record-names';
import { ResourceInputs } from './ResourceInputs';
import { resourceValidator } from './validation';
import { InstallationWideNotice, useInstallationWideReadOnly } from './installationWide';

interface ResourceFormProps {
  definition: ResourceDefinition;
  title?: string;
}

/** Deleting asks first and says what goes: the record for good, unless something still uses it. */
export function deleteConfirmation(name: string): { title: string; content: string } {
  return {
    title: `Delete ${name}?`,
    content: `${name} is removed for good (the transaction log keeps what it was). If another record, a timesheet or a payroll still uses it, nothing is deleted and the message says where it is used.`,
  };
}

function ResourceToolbar({ definition }: ResourceFormProps) {
  const record = useRecordContext();
  const name = record ? String(record.text ?? definition.textFields.map((f) => record[f]).join(' · ')) : '';
  const { title, content } = deleteConfirmation(name);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={title} confirmContent={content} />}
    </Toolbar>
  );
}

/** The form; without Save and Delete when the user sees the resource read-only (an installation-wide setting). */
function ResourceForm({ definition, readOnly = false }: ResourceFormProps & { readOnly?: boolean }) {
  return (
    <SimpleForm validate={resourceValidator(definition)} toolbar={readOnly ? false : <ResourceToolbar definition={definition} />}>
      {readOnly && <InstallationWideNotice />}
      <ResourceInputs definition={definition} />
    </SimpleForm>
  );
}

/** One record's name in a title: "Organisation level" for org-levels, the list's label when it has none. */
export function singularName(definition: ResourceDefinition): string {
  return RECORD_NAMES[definition.name] ?? definition.label;
}

/** "Organisation level" → "New organisation level"; an acronym keeps its capitals ("New SSS loan"). */
export function newRecordTitle(definition: ResourceDefinition): string {
  const name = singularName(definition);
  return `New ${/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name}`;
}

export function ResourceCreate({ definition, title = newRecordTitle(definition) }: ResourceFormProps) {
  const readOnly = useInstallationWideReadOnly(definition.name);
  if (readOnly)
    return (
      <>
        <Title title={title} />
        <InstallationWideNotice />
      </>
    );
  return (
    <Create resource={definition.name} title={title} redirect="list">
      <ResourceForm definition={definition} />
    </Create>
  );
}

/** `below` renders under the form, in the record's context (e.g. the record's own child records). */
export function ResourceEdit({ definition, title = singularName(definition), below }: ResourceFormProps & { below?: ReactNode }) {
  const readOnly = useInstallationWideReadOnly(definition.name);
  return (
    <Edit resource={definition.name} title={title} redirect="list" mutationMode="pessimistic">
      <ResourceForm definition={definition} readOnly={readOnly} />
      {below}
    </Edit>
  );
}
