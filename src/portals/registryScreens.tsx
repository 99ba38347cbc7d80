import type { ResourceProps } from 'react-admin';
import type { Portal } from '@core/access';
import { crudResourcesOf } from '@core/resources/registry';
import { resourceScreen } from '../components/resource';
import { CATALOGUE } from './catalogue';
import type { PortalScreen } from './types';

/**
 * The portal's catalogued list-and-form screens of the resources the registry
 * lets it write: one generic screen each, with a resource's own list, create or
 * edit where `overrides` gives one (keyed by resource name).
 */
export function registryScreens(portal: Portal, overrides: Record<string, Partial<ResourceProps>> = {}): PortalScreen[] {
  const writable = new Map(
    crudResourcesOf(portal)
      .filter(({ access }) => access === 'write')
      .map(({ definition }) => [definition.name, definition]),
  );
  return CATALOGUE.flatMap((entry) => {
    const definition = entry.portal === portal && entry.kind === 'crud' && entry.resource ? writable.get(entry.resource) : undefined;
    return definition ? [{ path: entry.path, resource: resourceScreen(definition, overrides[definition.name]) }] : [];
  });
}
