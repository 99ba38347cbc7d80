import type { FastifyInstance } from 'fastify';
import { timesheetPreviewRoutes } from './timesheet-preview.routes';

export async function timekeepingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(timesheetPreviewRoutes);
}
