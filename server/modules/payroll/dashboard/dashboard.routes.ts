import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../http/errors';
import { manilaDate } from '../../dashboard/widgets';
import { payrollMetrics } from './payroll.metrics';

// GET /api/payroll/dashboard-metrics[/payroll], the same read model as the other
// portals' dashboards (server/modules/dashboard). If payroll joins that module's
// BUILDERS, these routes go.
export async function payrollDashboardRoutes(app: FastifyInstance): Promise<void> {
  const metrics = async (request: FastifyRequest) => {
    const now = app.deps.now();
    const widgets = await payrollMetrics({ db: app.deps.db, user: request.auth!.user, now, today: manilaDate(now) });
    return { id: 'payroll', generated_at: now.toISOString(), widgets };
  };
  app.get('/api/payroll/dashboard-metrics', async (request, reply) => {
    reply.header('Content-Range', 'dashboard-metrics 0-0/1');
    return [await metrics(request)];
  });
  app.get('/api/payroll/dashboard-metrics/:id', async (request) => {
    if ((request.params as { id: string }).id !== 'payroll') throw new NotFoundError();
    return metrics(request);
  });
}
