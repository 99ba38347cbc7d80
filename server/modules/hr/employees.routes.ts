import { employeesResource } from '@core/resources/employees.resource';
import { type CrudOptionsByResource, type CrudOptions, type WriteContext } from '../../http/crud';
import { knownCompanyId } from '../../shared/company';
import {
  EMPLOYEE_USAGES,
  employeeRuleProblems,
  nextEmployeeNo,
  recordHires,
  removeHireRecords,
  type HiredEmployee,
  type HirePay,
} from './employees.service';
import { employeeSearch, searchedSortKey } from './employees.queries';
import { assertNotInUse } from './references';
import { assertNotOwnRecord } from '../audit/own-record';
import { companyOwned } from './scoping';

// The employee list and form. The list answers quickly at 100,000 employees:
// search is a prefix match on number and names (btree indexes), filters are
// indexed columns and the default sort follows the name index.

export const employeeListOptions: CrudOptions = companyOwned({
  select: (query) =>
    query
      .leftJoin('business_units as bu', 'bu.id', 'r.business_unit_id')
      .leftJoin('positions as p', 'p.id', 'r.position_id')
      .select(['bu.name as business_unit_name', 'p.title as position_title', 'p.job_level']),
  customFilters: ['q', 'job_level'],
  orderBy: (column, list) => ('q' in list.filter && column.startsWith('r.') ? searchedSortKey(column) : undefined),
  applyCustomFilter: (query, key, value) => {
    if (key === 'job_level') return query.where('p.job_level', 'in', Array.isArray(value) ? value : [value]);
    return query.where(employeeSearch(String(value)));
  },
});

/** The fields of an employee record that decide their pay and where it goes: another HR officer changes one's own. */
const PAY_AND_BANK = ['payroll_group_id', 'payment_mode', 'bank_id', 'bank_account_no'] as const;

type PayAndBank = Partial<Record<(typeof PAY_AND_BANK)[number], unknown>>;
/** The employee form as sent: the employees definition's fields and, on create, the hiring rate. */
type EmployeeForm = Record<string, unknown>;

function changesPayOrBank(existing: NonNullable<WriteContext['existing']>, body: PayAndBank | undefined): boolean {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
  return PAY_AND_BANK.some((field) => body !== undefined && field in body && text(body[field]) !== text(existing[field]));
}

export function employeeCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(employeesResource.name, {
    ...employeeListOptions,
    prepare: async (values, { trx, existing, request }) => {
      if (existing && changesPayOrBank(existing, request.body as PayAndBank))
        assertNotOwnRecord(request, existing.id, 'pay or bank account');
      if (existing || (values.employee_no !== undefined && values.employee_no !== null && String(values.employee_no).trim() !== ''))
        return values;
      return { ...values, employee_no: await nextEmployeeNo(trx, knownCompanyId(request)) };
    },
    validate: async (values, context) => {
      await employeeListOptions.validate?.(values, context);
      if (context.existing && Number(values.immediate_superior_id) === Number(context.existing.id)) {
        context.problems.add('immediate_superior_id', 'An employee cannot be their own immediate superior.');
      }
      employeeRuleProblems(values, context.existing ? undefined : (context.request.body as EmployeeForm), context.problems);
    },
    derive: async (values, context) => ({
      ...(await employeeListOptions.derive!(values, context)),
      ...(context.existing ? {} : { status: 'active' }),
    }),
    afterWrite: async (row, { trx, existing, request }) => {
      // the CRUD's row is the employee just inserted; the form carries the optional hiring rate beside its fields
      if (!existing) await recordHires(trx, request, [{ employee: row as HiredEmployee, pay: request.body as HirePay }]);
    },
    beforeDelete: async ({ trx, existing }) => {
      await assertNotInUse(trx, 'employee', Number(existing.id), EMPLOYEE_USAGES);
      await removeHireRecords(trx, Number(existing.id));
    },
  });
}
