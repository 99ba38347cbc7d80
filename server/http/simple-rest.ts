import { sql, type SelectQueryBuilder, type Expression, type SqlBool } from 'kysely';
import { isValidDate } from '@core/resources/define';
import { BadRequestError, ValidationError } from './errors';
import { nulErrors } from './nul-characters';

// The ra-data-simple-rest list dialect: sort=["field","ASC"], range=[0,24],
// filter={...}. Sort and filter fields come from a whitelist; anything else is
// a 400, never SQL.

export interface ListWhitelist {
  sort: readonly string[];
  /** exact-match filters; `<field>_gte` / `<field>_lte` allowed for `ranged` */
  filter: readonly string[];
  ranged?: readonly string[];
  /** filters that a handler interprets itself (not columns) */
  custom?: readonly string[];
  /** columns matched by `q` */
  search: readonly string[];
  defaultSort: readonly [string, 'ASC' | 'DESC'];
}

export interface ListQuery {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestError(`The ${name} parameter must be JSON.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestError(`The ${name} parameter must be JSON.`);
  }
  const nul = nulErrors(parsed);
  if (nul) throw new ValidationError(Object.fromEntries(Object.entries(nul).map(([field, messages]) => [`${name}.${field}`, messages])));
  return parsed;
}

export function parseListQuery(query: Record<string, unknown>, whitelist: ListWhitelist): ListQuery {
  const sortRaw = parseJson(query.sort, 'sort') ?? whitelist.defaultSort;
  if (!Array.isArray(sortRaw) || typeof sortRaw[0] !== 'string')
    throw new BadRequestError('The sort parameter must be ["field","ASC|DESC"].');
  const [field, rawOrder = 'ASC'] = sortRaw as [string, string];
  const order = String(rawOrder).toUpperCase();
  if (!whitelist.sort.includes(field)) throw new BadRequestError(`Sorting by "${field}" is not allowed.`);
  if (order !== 'ASC' && order !== 'DESC') throw new BadRequestError('The sort order must be ASC or DESC.');

  const rangeRaw = parseJson(query.range, 'range') ?? [0, 24];
  if (
    !Array.isArray(rangeRaw) ||
    rangeRaw.length !== 2 ||
    !rangeRaw.every((n) => Number.isInteger(n) && n >= 0) ||
    rangeRaw[1] < rangeRaw[0]
  ) {
    throw new BadRequestError('The range parameter must be [first,last].');
  }
  const range: [number, number] = [rangeRaw[0], Math.min(rangeRaw[1], rangeRaw[0] + MAX_PAGE - 1)];

  const filterRaw = parseJson(query.filter, 'filter') ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    throw new BadRequestError('The filter parameter must be an object.');
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterRaw)) {
    if (value === undefined || value === '' || value === null) continue;
    if (!isAllowedFilter(key, whitelist)) throw new BadRequestError(`Filtering by "${key}" is not allowed.`);
    const problem = filterValueProblem(key, value, whitelist);
    if (problem) throw new BadRequestError(problem);
    filter[key] = value;
  }
  return { sort: [field, order], range, filter };
}

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isBound = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && (isValidDate(value.slice(0, 10)) || /^-?\d+(\.\d+)?$/.test(value)));

/** The shape a filter value must have before it goes into SQL (what the column's type then decides is left to the database). */
function filterValueProblem(key: string, value: unknown, whitelist: ListWhitelist): string | undefined {
  if (key === 'q') return isScalar(value) ? undefined : 'The search term must be text.';
  if (whitelist.custom?.includes(key)) return undefined;
  if (key === 'id') {
    const ids = Array.isArray(value) ? value : [value];
    return ids.every((id) => Number.isSafeInteger(Number(id)) && String(id).trim() !== '') ? undefined : 'The id filter takes record ids.';
  }
  if (/_(gte|lte)$/.test(key) && !whitelist.filter.includes(key))
    return isBound(value) ? undefined : `The ${key} filter takes a date or a number.`;
  const values = Array.isArray(value) ? value : [value];
  return values.every(isScalar) ? undefined : `The ${key} filter takes a value or a list of values.`;
}

function isAllowedFilter(key: string, whitelist: ListWhitelist): boolean {
  if (key === 'q' || key === 'id') return true;
  if (whitelist.filter.includes(key) || whitelist.custom?.includes(key)) return true;
  const ranged = key.match(/^(.*)_(gte|lte)$/);
  return Boolean(ranged && whitelist.ranged?.includes(ranged[1]));
}

/**
 * Adds the filter conditions to a query. `column` maps a filter key to its SQL
 * column (for joined queries); custom filters are left to the caller.
 */
export function applyFilters<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  whitelist: ListWhitelist,
  column: (field: string) => string = (field) => field,
): SelectQueryBuilder<DB, TB, O> {
  let result = query;
  for (const [key, value] of Object.entries(list.filter)) {
    if (whitelist.custom?.includes(key)) continue;
    if (key === 'q') {
      const words = String(value).trim().split(/\s+/).filter(Boolean);
      for (const word of words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        result = result.where(({ or }) =>
          or(whitelist.search.map((field) => sql<SqlBool>`${sql.ref(column(field))}::text ilike ${pattern}`)),
        );
      }
      continue;
    }
    const ranged = key.match(/^(.*)_(gte|lte)$/);
    if (ranged && !whitelist.filter.includes(key)) {
      const ref = sql.ref(column(ranged[1]));
      // A date-only upper bound includes its whole day, also on timestamp columns.
      if (ranged[2] === 'lte' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        result = result.where(sql<SqlBool>`${ref} < (${value}::date + 1)` as never);
      } else {
        result = result.where(ref as Expression<unknown> as never, ranged[2] === 'gte' ? '>=' : '<=', value as never);
      }
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) {
      result = result.where(sql<SqlBool>`false` as never);
      continue;
    }
    result = result.where(sql.ref(column(key)) as never, 'in', values as never);
  }
  return result;
}

export function contentRange(resource: string, range: [number, number], rows: number, total: number): string {
  if (rows === 0) return `${resource} */${total}`;
  return `${resource} ${range[0]}-${range[0] + rows - 1}/${total}`;
}
