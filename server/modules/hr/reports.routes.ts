import type { FastifyInstance } from 'fastify';
import { HR_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';
import { narrowToCompany } from '../../http/company-scope';
import type { CrudOptionsByResource } from '../../http/crud';
import { registerReports } from '../../http/report-routes';
import { auditTrailCrud } from '../audit/audit-trail';
import { HR_REPORTS } from './reports.queries';

// HR's read-only reports over employees (served by http/report-routes), and the
// audit trail of HR data.

export async function reportRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerReports(app, 'hr', HR_REPORTS);

  // The audit trail of HR data: the resources of the HR portal's screens.
  auditTrailCrud(crud, 'hr', HR_AUDITED_RESOURCES);
  narrowToCompany(crud, { [transactionLogsResource.name]: 'company' });
}
