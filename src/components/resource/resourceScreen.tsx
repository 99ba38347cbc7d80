import type { ResourceProps } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { ResourceCreate, ResourceEdit } from './ResourceForms';
import { ResourceList } from './ResourceList';

/**
 * The react-admin resource of a reference-data screen, in one line of a
 * portal's screens.tsx: `{ path: '/hr/position', resource: resourceScreen(positionsResource) }`.
 * Overrides replace any part (e.g. `{ create: undefined }` for a read-only list).
 */
export function resourceScreen(definition: ResourceDefinition, overrides: Partial<ResourceProps> = {}): ResourceProps {
  const list = () => <ResourceList definition={definition} />;
  const create = () => <ResourceCreate definition={definition} />;
  const edit = () => <ResourceEdit definition={definition} />;
  return {
    name: definition.name,
    list,
    create,
    edit,
    recordRepresentation: 'text',
    options: { label: definition.label },
    ...overrides,
  };
}
