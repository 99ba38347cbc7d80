import type { FastifyInstance } from 'fastify';
import { banksResource } from '@core/resources/banks.resource';
import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { registerCrudRoutes } from '../../http/crud';
import { knownCompanyId } from './company';

// Payroll's reference data that HR forms pick from (an employee's payroll
// group and bank), read-only under /api/hr. Maintained in the payroll portal.

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  registerCrudRoutes(app, 'hr', payrollGroupsResource, {
    readOnly: true,
    scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)),
  });
  registerCrudRoutes(app, 'hr', banksResource, { readOnly: true });
}
