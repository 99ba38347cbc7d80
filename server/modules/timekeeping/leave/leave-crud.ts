import { sql } from 'kysely';
import { leaveBalancesResource, leaveLedgerEntriesResource } from '@core/resources/leave-balances.resource';
import { leaveEntitlementRulesResource, leaveTypesResource } from '@core/resources/leave-types.resource';
import type { CrudOptions, CrudOptionsByResource } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { knownCompanyId } from '../../../shared/company';
import { assertNotInUse } from '../../hr/references';
import { companyOwned, employeeRecord } from '../../hr/scoping';

// Leave master data and leave records around the generic CRUD routes: a statutory
// type is never deleted and a type in use only deactivates; credits rules belong to a
// type of the caller's company; balances are listed with what pending filings hold back.

const refuseTypeDelete: NonNullable<CrudOptions['beforeDelete']> = async ({ existing, trx }) => {
  if (existing.is_statutory) {
    throw new ConflictError(`${String(existing.name)} is a statutory leave (${String(existing.legal_basis)}); it cannot be deleted.`);
  }
  await assertNotInUse(trx, 'leave type', Number(existing.id), [
    { table: 'leave_applications', column: 'leave_type_id', label: 'leave applications' },
    { table: 'leave_ledger_entries', column: 'leave_type_id', label: 'leave ledger entries' },
  ]);
};

/** Days of the employee's pending filings of the type in the balance's year. */
const pending = sql<string>`coalesce((
  select sum(la.days) from leave_applications la join applications a on a.id = la.application_id
  where a.employee_id = r.employee_id and la.leave_type_id = r.leave_type_id
    and a.status = 'pending' and extract(year from a.date_from) = r.year), 0)`;

export function leaveCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(leaveTypesResource.name, companyOwned({ beforeDelete: refuseTypeDelete }));
  crud.set(leaveEntitlementRulesResource.name, {
    ...companyOwned(),
    select: (query) => query.innerJoin('leave_types as lt', 'lt.id', 'r.leave_type_id'),
    scope: (query, request) => query.where('lt.company_id', '=', knownCompanyId(request)),
    derive: () => ({}),
  });
  crud.set(
    leaveBalancesResource.name,
    employeeRecord({
      select: (query) => query.select([pending.as('pending'), sql<string>`r.balance - ${pending}`.as('available')]),
    }),
  );
  crud.set(leaveLedgerEntriesResource.name, employeeRecord());
}
