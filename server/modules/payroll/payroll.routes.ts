import type { FastifyInstance } from 'fastify';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { setupCrudOptions } from './setup/setup.routes';
import { payrollPeriodsRoutes } from './periods/payroll-periods.routes';
import { contributionTablesRoutes } from './tables/contribution-tables.routes';
import { taxTablesRoutes } from './tables/tax-tables.routes';
import { calculatorRoutes } from './calculator/calculator.routes';
import { registerDashboardMetrics } from '../dashboard/dashboard.routes';
import { payrollMetrics } from './dashboard/payroll.metrics';

/** The payroll portal's set-up, government tables, calculator and dashboard. */
export async function payrollRoutes(app: FastifyInstance): Promise<void> {
  const crud: CrudOptionsByResource = new Map();
  setupCrudOptions(crud);
  await payrollPeriodsRoutes(app, crud);
  registerRegistryCrudRoutes(app, 'payroll', crud);
  await contributionTablesRoutes(app);
  await taxTablesRoutes(app);
  await calculatorRoutes(app);
  registerDashboardMetrics(app, 'payroll', payrollMetrics);
}
