import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { hrRoutes } from './hr';
import { healthRoutes } from './health/health.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { employeeRoutes } from './self-service/employee.routes';
import { managerRoutes } from './self-service/manager.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { timekeepingRoutes } from './timekeeping';

// The API of each area registers here: one line per module.
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
  await app.register(payrollRoutes);
  await app.register(hrRoutes);
  await app.register(timekeepingRoutes);
  await app.register(employeeRoutes);
  await app.register(managerRoutes);
  await app.register(notificationRoutes);
  await app.register(healthRoutes);
}
