import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { hrRoutes } from './hr';
import { payrollRoutes } from './payroll/payroll.routes';

// The API of each area registers here: one line per module.
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  void app;
  await app.register(dashboardRoutes);
  await app.register(payrollRoutes);
  await app.register(hrRoutes);
}
