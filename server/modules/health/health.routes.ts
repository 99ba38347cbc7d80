import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { healthOf } from './health.service';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  migrations: Type.Union([Type.Literal('current'), Type.Literal('pending'), Type.Literal('unknown')]),
});

/** GET /api/health for a load balancer: the database answers and no migration is pending. No data, no sign-in. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const health = await healthOf(app.deps.db);
    return health.status === 'ok' ? health : reply.status(503).send(health);
  });
}
