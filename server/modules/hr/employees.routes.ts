import { sql, type SqlBool } from 'kysely';
import { employeesResource } from '@core/resources/employees.resource';
import { type CrudOptionsByResource, type CrudOptions } from '../../http/crud';
import { knownCompanyId } from '../../shared/company';
import { EMPLOYEE_USAGES, employeeRuleProblems, nextEmployeeNo, recordHires, removeHireRecords } from './employees.service';
import { assertNotInUse } from './references';
import { assertNotOwnRecord } from '../audit/own-record';
import { companyOwned } from './scoping';

// The employee list and form. The list answers quickly at 100,000 employees:
// search is a prefix match on number and names (btree indexes), filters are
// indexed columns and the default sort follows the name index.

type Row = Record<string, unknown>;

export const employeeListOptions: CrudOptions = companyOwned(employeesResource, {
  select: (query) =>
    query
      .leftJoin('business_units as bu', 'bu.id', 'r.business_unit_id')
      .leftJoin('positions as p', 'p.id', 'r.position_id')
      .select(['bu.name as business_unit_name', 'p.title as position_title', 'p.job_level']),
  customFilters: ['q', 'job_level'],
  // A search narrows the list to a few thousand rows at most: sort those rather
  // than walk the whole sort index looking for matches.
  orderBy: (column, list) => ('q' in list.filter && column.startsWith('r.') ? sql`(${sql.ref(column)} || '')` : undefined),
  applyCustomFilter: (query, key, value) => {
    if (key === 'job_level') return query.where('p.job_level', 'in', Array.isArray(value) ? value : [value]);
    return query.where(employeeSearch(String(value)));
  },
});

const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The employee search `q`, every branch a btree match: a number
 * ("EMP-001", "00012") on employee_no's prefix, or a whole government number; words on the last name, the first name,
 * or the last name then the first name either way round ("dela cruz juan",
 * "juan dela cruz", "santos, ma").
 */
export function employeeSearch(q: string) {
  const words = q.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return sql<SqlBool>`true`;
  if (/\d/.test(q)) {
    const number = q.trim().toLowerCase();
    const byEmployeeNo = /^\d+$/.test(number)
      ? sql<SqlBool>`(lower(r.employee_no) like ${prefix(number)} or lower(r.employee_no) like ${prefix(`emp-${number}`)})`
      : sql<SqlBool>`lower(r.employee_no) like ${prefix(number)}`;
    const byGovernmentNo = governmentNumberSearch(number);
    return byGovernmentNo ? sql<SqlBool>`(${byEmployeeNo} or ${byGovernmentNo})` : byEmployeeNo;
  }
  const phrase = words.join(' ');
  const branches = [sql<SqlBool>`lower(r.last_name) like ${prefix(phrase)}`, sql<SqlBool>`lower(r.first_name) like ${prefix(phrase)}`];
  for (let split = 1; split < words.length; split++) {
    const head = words.slice(0, split).join(' ');
    const tail = words.slice(split).join(' ');
    branches.push(sql<SqlBool>`(lower(r.last_name) like ${prefix(head)} and lower(r.first_name) like ${prefix(tail)})`);
    branches.push(sql<SqlBool>`(lower(r.first_name) like ${prefix(head)} and lower(r.last_name) like ${prefix(tail)})`);
  }
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

/**
 * A TIN, SSS, PhilHealth or Pag-IBIG number typed with or without its dashes or spaces
 * ("123-456-789", "34 1234567 8"): compared on digits, as they are stored, by equality
 * on each number's unique index. Anything shorter than a whole number is not one.
 */
function governmentNumberSearch(typed: string) {
  if (!/^[\d\s-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 9) return undefined;
  return sql<SqlBool>`(r.tin = ${digits} or r.sss_no = ${digits} or r.philhealth_no = ${digits} or r.pagibig_no = ${digits})`;
}

/** The fields of an employee record that decide their pay and where it goes: another HR officer changes one's own. */
const PAY_AND_BANK = ['payroll_group_id', 'payment_mode', 'bank_id', 'bank_account_no'] as const;

function changesPayOrBank(existing: Row, body: Row | undefined): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  return PAY_AND_BANK.some((field) => body !== undefined && field in body && text(body[field]) !== text(existing[field]));
}

export function employeeCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(employeesResource.name, {
    ...employeeListOptions,
    prepare: async (values, { trx, existing, request }) => {
      if (existing && changesPayOrBank(existing, request.body as Row)) assertNotOwnRecord(request, existing.id, 'pay or bank account');
      if (existing || (values.employee_no !== undefined && values.employee_no !== null && String(values.employee_no).trim() !== ''))
        return values;
      return { ...values, employee_no: await nextEmployeeNo(trx, knownCompanyId(request)) };
    },
    validate: async (values, context) => {
      await employeeListOptions.validate?.(values, context);
      if (context.existing && Number(values.immediate_superior_id) === Number(context.existing.id)) {
        context.problems.add('immediate_superior_id', 'An employee cannot be their own immediate superior.');
      }
      employeeRuleProblems(values, context.existing ? undefined : (context.request.body as Row), context.problems);
    },
    derive: async (values, context) => ({
      ...(await employeeListOptions.derive!(values, context)),
      ...(context.existing ? {} : { status: 'active' }),
    }),
    afterWrite: async (row, { trx, existing, request }) => {
      if (!existing) await recordHires(trx, request, [{ employee: row, pay: request.body as Row }]);
    },
    beforeDelete: async ({ trx, existing }) => {
      await assertNotInUse(trx, 'employee', Number(existing.id), EMPLOYEE_USAGES);
      await removeHireRecords(trx, Number(existing.id));
    },
  });
}
