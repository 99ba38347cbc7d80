import type { FastifyInstance } from 'fastify';

// The API of each area registers here: one line per module.
export async function moduleRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
