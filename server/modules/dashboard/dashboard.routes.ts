import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Portal } from '../../../src/access';
import { NotFoundError } from '../../http/errors';
import { adminMetrics } from './admin.metrics';
import { employeeMetrics } from './employee.metrics';
import { managerMetrics } from './manager.metrics';
import { timekeepingMetrics } from './timekeeping.metrics';
import { manilaDate, type DashboardMetrics, type MetricsBuilder } from './widgets';

// GET /api/<portal>/dashboard-metrics[/<portal>]: the read model of each
// portal's dashboard (the portal guard has already opened the portal).
const BUILDERS: Partial<Record<Portal, MetricsBuilder>> = {
  admin: adminMetrics,
  manager: managerMetrics,
  employee: employeeMetrics,
  timekeeping: timekeepingMetrics,
};

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function metricsOf(portal: Portal, build: MetricsBuilder, request: FastifyRequest): Promise<DashboardMetrics> {
    const now = app.deps.now();
    const widgets = await build({ db, user: request.auth!.user, now, today: manilaDate(now) });
    return { id: portal, generated_at: now.toISOString(), widgets };
  }

  for (const [portal, build] of Object.entries(BUILDERS) as [Portal, MetricsBuilder][]) {
    const base = `/api/${portal}/dashboard-metrics`;
    app.get(base, async (request, reply) => {
      reply.header('Content-Range', 'dashboard-metrics 0-0/1');
      return [await metricsOf(portal, build, request)];
    });
    app.get(`${base}/:id`, async (request) => {
      if ((request.params as { id: string }).id !== portal) throw new NotFoundError();
      return metricsOf(portal, build, request);
    });
  }
}
