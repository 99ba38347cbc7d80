import { Validator } from '@seriousme/openapi-schema-validator';
import type { TSchema } from '@sinclair/typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/plugins/auth';
import { useTestApp } from './test-app';

// Every route declares its schema; the OpenAPI document is generated from them.

const t = useTestApp();
let admin = '';
let document: {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown> }>>;
};

/** Routes whose answer is not JSON of our own (the reference page's static files). */
const isDocumentationAsset = (route: RegisteredRoute) => route.url.startsWith('/api/docs');
const apiRoutes = () =>
  t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !isDocumentationAsset(route) && route.url !== '/api/openapi.json');
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

beforeAll(async () => {
  admin = await t.login('admin@example.com');
  const response = await t.request({ method: 'GET', url: '/api/openapi.json', token: admin });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every API route with its method', () => {
    const missing = apiRoutes()
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes a resource: its list query, its record with money as decimal strings, its write body and the 422 answer', () => {
    const list = document.paths['/api/payroll/banks'].get;
    expect(JSON.stringify(list.parameters)).toContain('"sort"');
    const create = document.paths['/api/hr/employees'].post;
    expect(create.requestBody).toBeDefined();
    expect(create.responses['422']).toBeDefined();
    const compensation = JSON.stringify(document.paths['/api/hr/employee-compensations/{id}'].get.responses['200']);
    expect(compensation).toContain('basic_rate');
    expect(compensation).toContain('^-?\\\\d+\\\\.\\\\d{2}$');
  });

  it('documents every upload as a multipart form with its file', () => {
    const uploads = apiRoutes().filter((route) => (route.schema?.consumes ?? []).includes('multipart/form-data'));
    expect(uploads.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/hr/employee-import', '/api/employee/change-requests/:id/attachments']),
    );
    const undocumented = uploads
      .filter((route) => {
        const form = (document.paths[openApiPath(route.url)]?.post?.requestBody as any)?.content?.['multipart/form-data']?.schema;
        return form?.properties?.file?.format !== 'binary';
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('is for administrators only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const employee = await t.login('employee@example.com');
    expect((await t.request({ method: 'GET', url: '/api/openapi.json', token: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/docs', token: employee })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/docs/', token: admin })).statusCode).toBe(200);
  });
});

/** An object schema with no properties that lets any through: it says nothing of the answer (and so serialises nothing by schema). */
const describesNothing = (schema: TSchema): boolean =>
  schema.type === 'array'
    ? describesNothing(schema.items as TSchema)
    : schema.type === 'object' &&
      Object.keys(schema.properties ?? {}).length === 0 &&
      !schema.patternProperties &&
      schema.additionalProperties === true;

describe('route schemas', () => {
  it('every API route declares its response, its path parameters and, for writes, its body', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const schema = route.schema ?? {};
      const name = `${route.method} ${route.url}`;
      if (!schema.response) problems.push(`${name}: no response schema`);
      if (route.url.includes('/:') && !schema.params) problems.push(`${name}: no params schema`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body && !schema.consumes) problems.push(`${name}: no body schema`);
      for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, TSchema>))
        if (status.startsWith('2') && describesNothing(answer)) problems.push(`${name}: its ${status} answer is an open object`);
    }
    expect(problems).toEqual([]);
  });
});
