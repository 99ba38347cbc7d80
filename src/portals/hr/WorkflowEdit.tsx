import type { ReactElement, ReactNode } from 'react';
import { Edit, ListButton, SimpleForm, TopToolbar } from 'react-admin';
import { ResourceInputs, resourceValidator } from '../../components/resource';
import type { ResourceDefinition } from '@core/resources/define';
import { RecordActions, type StepButton } from './RecordActions';

/** The edit page of a record with a lifecycle: the definition's form, and the steps allowed from its status. */
export function WorkflowEdit({
  definition,
  steps,
  aside,
  children,
}: {
  definition: ResourceDefinition;
  steps: readonly StepButton[];
  aside?: ReactElement;
  /** what the record shows under its form (its lines, warnings) */
  children?: ReactNode;
}) {
  return (
    <Edit
      resource={definition.name}
      title={definition.label}
      mutationMode="pessimistic"
      redirect="list"
      aside={aside}
      actions={
        <TopToolbar>
          <RecordActions steps={steps} />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleForm validate={resourceValidator(definition)}>
        <ResourceInputs definition={definition} />
      </SimpleForm>
      {children}
    </Edit>
  );
}
