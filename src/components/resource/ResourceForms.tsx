import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { ResourceInputs } from './ResourceInputs';
import { resourceValidator } from './validation';

interface ResourceFormProps {
  definition: ResourceDefinition;
  title?: string;
}

function ResourceForm({ definition }: ResourceFormProps) {
  return (
    <SimpleForm validate={resourceValidator(definition)}>
      <ResourceInputs definition={definition} />
    </SimpleForm>
  );
}

export function ResourceCreate({ definition, title = `New ${definition.label.toLowerCase()}` }: ResourceFormProps) {
  return (
    <Create resource={definition.name} title={title} redirect="list">
      <ResourceForm definition={definition} />
    </Create>
  );
}

/** `below` renders under the form, in the record's context (e.g. the record's own child records). */
export function ResourceEdit({ definition, title = definition.label, below }: ResourceFormProps & { below?: ReactNode }) {
  return (
    <Edit resource={definition.name} title={title} redirect="list" mutationMode="pessimistic">
      <ResourceForm definition={definition} />
      {below}
    </Edit>
  );
}
