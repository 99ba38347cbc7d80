import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../support/table-counts';
import { useTestApp } from './test-app';

// Malformed input against every route of the OpenAPI document, as an account
// that may call them all: no answer may be a 5xx, every malformed write must be
// refused, and no table may change.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[]; allOf?: Schema[]; format?: string };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: Array<{ name: string; in: string }> };

const t = useTestApp();
/** Calls that end the caller's own session. */
const SKIPPED = new Set(['post /api/logout']);
const MAX_PROPERTIES = 15;

let admin = '';
let employee = '';
let paths: Record<string, Record<string, Operation>> = {};
let countsBefore: Record<string, number> = {};

/** A deterministic pseudo-random order, so a failure reproduces. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  return Object.assign({}, schema.properties ?? {}, ...(schema.allOf ?? []).map(propertiesOf));
}

const typesOf = (schema: Schema): string[] => [schema.type ?? [], ...(schema.anyOf ?? []).map(typesOf)].flat();

/** An object nested 399 levels deep: with the body around it, at the 400 levels the API accepts. */
const NESTED_399 = Array.from({ length: 398 }).reduce<object>((inner) => ({ a: inner }), { a: 1 });

/** Values that no field of this schema may take. */
function badValues(name: string, schema: Schema): Array<[string, unknown]> {
  const types = typesOf(schema);
  const cases: Array<[string, unknown]> = [
    ['a NUL character', 'a\u0000b'],
    ['an object', { nested: [1, 2] }],
    ['a 200 kB string', 'x'.repeat(200_000)],
    ['objects nested 399 deep (the body 400, at the limit)', NESTED_399],
  ];
  if (types.includes('number') || types.includes('integer')) cases.push(['1e308', 1e308], ['-1e15', -1e15], ['letters', 'twelve']);
  if (types.includes('boolean')) cases.push(['a word for a yes/no', 'maybe']);
  if (schema.format === 'date' || /(^|_)(date|from|to|on)$/.test(name)) cases.push(['30 February', '2026-02-30']);
  return cases;
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

/** A body whose one field nests `levels` arrays or objects (a recursive walk of it overflows the stack). */
const nested = (levels: number, open: string, close: string) => `{"id":${open.repeat(levels)}1${close.repeat(levels)}}`;
const DEEP_BODIES: ReadonlyArray<[string, string]> = [
  ['100,000 nested arrays', nested(100_000, '[', ']')],
  ['100,000 nested objects', nested(100_000, '{"a":', '}')],
];

beforeAll(async () => {
  admin = await t.login('admin@example.com');
  employee = await t.login('employee@example.com');
  paths = (await t.request({ method: 'GET', url: '/api/openapi.json', token: admin })).json().paths;
  countsBefore = await tableCounts(t.db);
});

describe('fuzzing every route of the OpenAPI document', () => {
  const failures: string[] = [];
  let sent = 0;
  afterAll(() => console.info(`fuzz: ${sent} malformed requests`));

  it('refuses every malformed body on every write route without a 5xx', async () => {
    const random = seeded(20261124);
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch'].includes(method) || SKIPPED.has(`${method} ${path}`)) continue;
        if (!operation.requestBody?.content?.['application/json']) continue;
        const url = concrete(path);
        const send = async (label: string, payload: string) => {
          const response = await t.request({
            method: method.toUpperCase() as 'POST',
            url,
            token: admin,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          sent += 1;
          if (response.statusCode >= 500 || response.statusCode < 400)
            failures.push(`${method.toUpperCase()} ${url} ${label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        };
        for (const body of ['[]', '"x"', '1', 'null', '{"a":']) await send(`body ${body}`, body);
        const properties = Object.entries(propertiesOf(operation.requestBody.content['application/json'].schema));
        const sample = properties.sort(() => random() - 0.5).slice(0, MAX_PROPERTIES);
        for (const [name, schema] of sample) {
          for (const [label, value] of badValues(name, schema))
            await send(`${name} = ${label}`, JSON.stringify({ [name]: value, unexpected_field: true }));
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses a body nested 100,000 levels deep with a 422 that says so, on every write route and at sign-in without a token', async () => {
    const writes = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method) && !SKIPPED.has(`${method} ${path}`))
        .map(([method]) => [method.toUpperCase() as 'POST', concrete(path)] as const),
    );
    expect(writes.length).toBeGreaterThan(100);
    const refusals: string[] = [];
    // nested arrays on every write route; nested objects too where no token is needed
    const attempts = [
      ...writes.map(([method, url]) => ({ method, url, token: admin, bodies: DEEP_BODIES.slice(0, 1) })),
      ...['/api/login', '/api/register'].map((url) => ({ method: 'POST' as const, url, token: undefined, bodies: DEEP_BODIES })),
    ];
    for (const { method, url, token, bodies } of attempts) {
      for (const [label, payload] of bodies) {
        const response = await t.request({ method, url, token, payload, headers: { 'content-type': 'application/json' } });
        sent += 1;
        if (response.statusCode !== 422 || !/nested more than 400 levels/.test(response.json().message))
          refusals.push(`${method} ${url} ${label} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(refusals).toEqual([]);
  }, 480_000);

  it('answers bad list queries with 400 or 422, never a 5xx', async () => {
    const badQueries = [
      'sort=notjson',
      'sort=["no_such_field","ASC"]',
      'sort=["id","SIDEWAYS"]',
      'sort={"a":1}',
      'range=[5,1]',
      'range=[-1,10]',
      'range=["a","b"]',
      'range=[0]',
      'filter=[]',
      'filter={"no_such_field":1}',
      'filter={"q":"a\\u0000"}',
      'filter={"id":"abc"}',
      'filter={"id":[1e308]}',
      'filter={"created_at_gte":"not a date"}',
      'filter={"created_at_lte":"2026-02-30"}',
      'filter={"q":{"$ne":1}}',
    ];
    const lists = Object.entries(paths).filter(([, operations]) => operations.get?.parameters?.some((p) => p.name === 'sort'));
    expect(lists.length).toBeGreaterThan(40);
    for (const [path] of lists) {
      for (const query of badQueries) {
        const url = `${concrete(path)}?${query.replace(/[^=&]+$/, (value) => encodeURIComponent(value))}`;
        const response = await t.request({ method: 'GET', url, token: admin });
        sent += 1;
        if (response.statusCode >= 500 || response.statusCode < 400)
          failures.push(`GET ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  /** The filters a year's or a month's report requires, with a value the demo company has data for. */
  const REQUIRED_FILTER_VALUES: Record<string, number> = { year: 2025, month: 12 };

  it('sorts every list by every field of its records, each way, with a 200 or a 400, never a 5xx', async () => {
    type ListOperation = Operation & { responses?: Record<string, { content?: Record<string, { schema?: { items?: Schema } }> }> };
    let sorted = 0;
    for (const [path, operations] of Object.entries(paths)) {
      const list = operations.get as ListOperation | undefined;
      // an export sorts as its list does, and is audited (this file changes no table)
      if (!list?.parameters?.some((p) => p.name === 'sort') || path.endsWith('/export')) continue;
      const fields = Object.keys(propertiesOf(list.responses?.['200']?.content?.['application/json']?.schema?.items));
      let url = concrete(path);
      // the employee portal's lists answer an account with an employee record
      let token = admin;
      let probe = await t.request({ method: 'GET', url, token });
      if (probe.statusCode === 403) probe = await t.request({ method: 'GET', url, token: (token = employee) });
      // a report of one year or month asks for it (422 naming the filter): sort it within December 2025
      if (probe.statusCode === 422) {
        const required = Object.keys(probe.json().errors ?? {});
        const filter = Object.fromEntries(required.map((name) => [name, REQUIRED_FILTER_VALUES[name]]));
        url = `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
        expect((await t.request({ method: 'GET', url, token })).statusCode, `GET ${url}`).toBe(200);
      }
      const separator = url.includes('?') ? '&' : '?';
      for (const field of fields) {
        for (const order of ['ASC', 'DESC']) {
          const response = await t.request({
            method: 'GET',
            url: `${url}${separator}sort=${encodeURIComponent(JSON.stringify([field, order]))}`,
            token,
          });
          sent += 1;
          if (response.statusCode === 200) sorted += 1;
          else if (response.statusCode !== 400)
            failures.push(`GET ${url} sorted by ${field} ${order} → ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(sorted).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);

  it('changed no table', async () => {
    expect(await tableCounts(t.db)).toEqual(countsBefore);
  });
});
