import type { FastifyInstance } from 'fastify';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { setupCrudOptions } from './setup/setup.routes';
import { payrollPeriodsRoutes } from './periods/payroll-periods.routes';
import { contributionTablesRoutes } from './tables/contribution-tables.routes';
import { taxTablesRoutes } from './tables/tax-tables.routes';
import { calculatorRoutes } from './calculator/calculator.routes';

/** The payroll portal's set-up, government tables and calculator (its dashboard is the dashboard module's). */
export async function payrollRoutes(app: FastifyInstance): Promise<void> {
  const crud: CrudOptionsByResource = new Map();
  setupCrudOptions(crud);
  await payrollPeriodsRoutes(app, crud);
  registerRegistryCrudRoutes(app, 'payroll', crud);
  await contributionTablesRoutes(app);
  await taxTablesRoutes(app);
  await calculatorRoutes(app);
}
