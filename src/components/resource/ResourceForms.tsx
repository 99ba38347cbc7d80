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

export function ResourceEdit({ definition, title = definition.label }: ResourceFormProps) {
  return (
    <Edit resource={definition.name} title={title} redirect="list" mutationMode="pessimistic">
      <ResourceForm definition={definition} />
    </Edit>
  );
}
