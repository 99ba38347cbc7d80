import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answers, FileDownload, NoBody } from '../../http/schemas';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { actorOf } from '../../shared/audit';
import { companyIdOf } from '../../shared/company';
import { backUpDatabase, exportCompanyData, type DataCopy } from './backup.service';
import { SYSTEM_ADMINISTRATOR_ROLE } from '@core/resources/registry';

// Copies of the data, out of the running server, each recorded in the audit trail after it
// is taken (so the copy itself does not hold that entry):
// - POST /api/admin/backup: the whole embedded database (PGlite lives inside this process, so
//   no other process can read its files), every company's and every account's; the system
//   administrator's alone. `npm run backup` calls it with their credentials.
// - POST /api/admin/company-export: the caller's own company (company-export.ts), for its
//   administrator: no other company's rows, no password or token hashes.

const ADMINISTRATOR = 1;

function refuseUnless(request: FastifyRequest, roles: readonly number[], message: string): void {
  if (!roles.includes(request.auth?.user.role ?? 0)) throw new ForbiddenError(message);
}

const sendCopy = (reply: FastifyReply, { fileName, bytes }: DataCopy) =>
  reply.header('Content-Type', 'application/gzip').header('Content-Disposition', `attachment; filename="${fileName}"`).send(bytes);

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/backup', { schema: { body: NoBody, response: answers(FileDownload) } }, async (request, reply) => {
    refuseUnless(
      request,
      [SYSTEM_ADMINISTRATOR_ROLE],
      'Only the system administrator may back up the whole installation; export your own company’s data instead.',
    );
    const { dumpDatabase, db, now } = app.deps;
    if (!dumpDatabase)
      throw new ConflictError('This server keeps its data in PostgreSQL: back it up with pg_dump (see "Backups" in the README).');
    return sendCopy(reply, await backUpDatabase(db, dumpDatabase, actorOf(request, 'admin'), now()));
  });

  app.post('/api/admin/company-export', { schema: { body: NoBody, response: answers(FileDownload) } }, async (request, reply) => {
    refuseUnless(request, [ADMINISTRATOR, SYSTEM_ADMINISTRATOR_ROLE], 'Only an administrator may export the company’s data.');
    const { db, now } = app.deps;
    const companyId = await companyIdOf(db, request);
    return sendCopy(reply, await exportCompanyData(db, companyId, actorOf(request, 'admin'), now()));
  });
}
