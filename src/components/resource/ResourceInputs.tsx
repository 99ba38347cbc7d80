import type { ResourceDefinition } from '@core/resources/define';
import { definitionFields } from './labels';
import { resourceInput } from './resourceInput';

/** One input per writable field, in the definition's order; shared by Create and Edit. */
export function ResourceInputs({ definition }: { definition: ResourceDefinition }) {
  return <>{definitionFields(definition, (f) => !f.readOnly).map(([source, field]) => resourceInput(source, field))}</>;
}
