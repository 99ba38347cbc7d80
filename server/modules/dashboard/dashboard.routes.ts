import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers } from '../../http/schemas';
import { DashboardMetrics } from '@core/contract/dashboard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Portal } from '@core/access';
import { NotFoundError } from '../../http/errors';
import { hrDashboardMetrics } from '../hr/hr.metrics';
import { payrollMetrics } from '../payroll/dashboard/payroll.metrics';
import { adminMetrics } from './admin.metrics';
import { employeeMetrics } from './employee.metrics';
import { managerMetrics } from './manager.metrics';
import { timekeepingMetrics } from './timekeeping.metrics';
import { manilaDate } from '../../shared/manila-time';
import type { MetricsBuilder } from './widgets';

// GET /api/<portal>/dashboard-metrics[/<portal>]: the read model of each
// portal's dashboard (the portal guard has already opened the portal): one
// registration for every portal, each with its module's builder.
const BUILDERS: Record<Portal, MetricsBuilder> = {
  admin: adminMetrics,
  hr: hrDashboardMetrics,
  payroll: payrollMetrics,
  manager: managerMetrics,
  employee: employeeMetrics,
  timekeeping: timekeepingMetrics,
};

/** GET /api/<portal>/dashboard-metrics and /api/<portal>/dashboard-metrics/<portal> for one portal. */
function registerDashboardMetrics(server: FastifyInstance, portal: Portal, build: MetricsBuilder): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const metricsOf = async (request: FastifyRequest): Promise<DashboardMetrics> => {
    const now = app.deps.now();
    const widgets = await build({ db: app.deps.db, user: request.auth!.user, now, today: manilaDate(now) }, request);
    return { id: portal, generated_at: now.toISOString(), widgets };
  };
  const base = `/api/${portal}/dashboard-metrics`;
  app.get(base, { schema: { response: answers(Type.Array(DashboardMetrics)) } }, async (request, reply) => {
    reply.header('Content-Range', 'dashboard-metrics 0-0/1');
    return [await metricsOf(request)];
  });
  app.get(
    `${base}/:id`,
    { schema: { params: Type.Object({ id: Type.String({ maxLength: 20 }) }), response: answers(DashboardMetrics) } },
    async (request) => {
      if (request.params.id !== portal) throw new NotFoundError();
      return metricsOf(request);
    },
  );
}

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  for (const [portal, build] of Object.entries(BUILDERS) as [Portal, MetricsBuilder][]) registerDashboardMetrics(app, portal, build);
}
