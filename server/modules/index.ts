import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { hrRoutes } from './hr';
import { healthRoutes } from './health/health.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { timekeepingRoutes } from './timekeeping';

// The API of each area registers here: one line per module.
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
  await app.register(payrollRoutes);
  await app.register(hrRoutes);
  await app.register(timekeepingRoutes);
  await app.register(healthRoutes);
}
