import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '@core/resources/define';
import { RESOURCE_REGISTRY } from '@core/resources/registry';
import { WORKFLOWS } from '@core/resources/workflows';
import { useTestApp } from './test-app';

// The registry is the one list the server, the console and the tests iterate:
// a definition missing from it would silently have no routes and no contract
// test, and a portal's routes must say what the registry says.

const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === 'object' && value !== null && 'name' in value && 'table' in value && 'fields' in value;

const t = useTestApp();

describe('the resource registry', () => {
  it('lists every definition of core/resources exactly once', async () => {
    const folder = join(import.meta.dirname, '../../core/resources');
    const defined = new Set<unknown>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.resource.ts'))) {
      const module: Record<string, unknown> = await import(join(folder, file));
      for (const value of Object.values(module)) if (isDefinition(value)) defined.add(value);
    }
    const registered = RESOURCE_REGISTRY.map(({ definition }) => definition);
    expect(registered.length).toBe(new Set(registered).size);
    expect([...defined].filter((definition) => !registered.includes(definition as (typeof registered)[number]))).toEqual([]);
    // one name may have a narrower view for another portal (the employee directory), never two views in one portal
    const servedNames = RESOURCE_REGISTRY.flatMap(({ definition, crud }) =>
      Object.keys(crud).map((portal) => `${portal} ${definition.name}`),
    );
    expect(servedNames.length).toBe(new Set(servedNames).size);
  });

  it('gives each portal the CRUD routes the registry lists: reads everywhere, writes only where it may write', () => {
    const routes = new Set(t.app.routeTable.map(({ method, url }) => `${method} ${url}`));
    const problems: string[] = [];
    for (const { definition, crud } of RESOURCE_REGISTRY) {
      for (const [portal, access] of Object.entries(crud)) {
        const base = `/api/${portal}/${definition.name}`;
        const writes = [`POST ${base}`, `PUT ${base}/:id`, `DELETE ${base}/:id`];
        for (const route of [`GET ${base}`, `GET ${base}/:id`]) if (!routes.has(route)) problems.push(`missing ${route}`);
        for (const route of writes) {
          if (access === 'write' && !routes.has(route)) problems.push(`missing ${route}`);
          if (access === 'read' && routes.has(route)) problems.push(`unexpected ${route}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves every declared workflow step in its portal, and no transition the workflows do not declare', () => {
    const declared = WORKFLOWS.flatMap((workflow) =>
      workflow.steps.map((step) => `POST /api/${workflow.portal}/${workflow.resource}/:id/${step.action}`),
    );
    const routes = t.app.routeTable.map(({ method, url }) => `${method} ${url}`);
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
    const resources = new Set(WORKFLOWS.map((workflow) => workflow.resource));
    const transitions = routes.filter(
      (route) => /^POST \/api\/\w+\/[\w-]+\/:id\/[\w-]+$/.test(route) && resources.has(route.split('/')[3]),
    );
    // testing a device's connection and marking a final pay's clearance leave the status as it is; the final
    // timesheet's steps are timekeeping's own routes (processing runs the timesheet job outside one transaction);
    // uploading a batch entry's file replaces its lines
    expect(transitions.filter((route) => !declared.includes(route)).sort()).toEqual([
      'POST /api/hr/devices/:id/test-connection',
      'POST /api/payroll/batch-entries/:id/upload',
      'POST /api/payroll/final-pay-cases/:id/clear',
      'POST /api/timekeeping/final-pay-cases/:id/close-timesheet',
      'POST /api/timekeeping/final-pay-cases/:id/process-timesheet',
      'POST /api/timekeeping/final-pay-cases/:id/reopen-timesheet',
    ]);
  });
});
