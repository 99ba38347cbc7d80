import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  migrations: Type.Union([Type.Literal('current'), Type.Literal('pending'), Type.Literal('unknown')]),
});

/** GET /api/health for a load balancer: the database answers and no migration is pending. No data, no sign-in. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.deps.db);
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable', migrations: 'unknown' });
    }
    const pending = await pendingMigrations(app.deps.db);
    if (pending.length > 0) return reply.status(503).send({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    return { status: 'ok', database: 'ok', migrations: 'current' };
  });
}
