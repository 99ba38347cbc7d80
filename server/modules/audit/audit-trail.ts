import type { Portal } from '@core/access';
import { transactionLogsResource } from '@core/resources/transaction-logs.resource';
import type { CrudOptionsByResource } from '../../http/crud';

/**
 * A portal's transaction logs (docs/domain.md §11): the read-only CRUD list of the audit trail,
 * narrowed to the resources of the portal's screens and to what the portal, an
 * administrator or the system did to them, with the name of the user. The company is
 * narrowed by the portal's company scope (transaction_logs.company_id).
 */
export function auditTrailCrud(crud: CrudOptionsByResource, portal: Portal, resources: readonly string[]): void {
  crud.set(transactionLogsResource.name, {
    select: (query) => query.leftJoin('users as u', 'u.id', 'r.user_id').select('u.name as user_name'),
    scope: (query) => query.where('r.resource', 'in', [...resources]).where('r.portal', 'in', [portal, 'admin', 'system']),
  });
}
