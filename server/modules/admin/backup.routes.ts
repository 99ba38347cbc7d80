import type { FastifyInstance } from 'fastify';
import { answers, FileDownload, NoBody } from '../../http/schemas';
import { ConflictError } from '../../http/errors';
import { actorOf, audit } from '../audit/audit.service';

// POST /api/admin/backup: a copy of the embedded database while the server runs
// (PGlite lives inside this process, so no other process can read its files).
// `npm run backup` calls it with an administrator's credentials. The download is
// audited after the copy is taken, so the copy itself does not hold that entry.

/** sub-backup-20261125-221503.tar.gz, in UTC */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
  return `sub-backup-${stamp}.tar.gz`;
}

export async function backupRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/backup', { schema: { body: NoBody, response: answers(FileDownload) } }, async (request, reply) => {
    const { dumpDatabase, db, now } = app.deps;
    if (!dumpDatabase)
      throw new ConflictError('This server keeps its data in PostgreSQL: back it up with pg_dump (see "Backups" in the README).');
    const taken = now();
    const copy = Buffer.from(await (await dumpDatabase()).arrayBuffer());
    const fileName = backupFileName(taken);
    await db.transaction().execute((trx) =>
      audit(trx, actorOf(request, 'admin'), {
        resource: 'backups',
        action: 'download',
        summary: `Database backup ${fileName} (${copy.length} bytes)`,
      }),
    );
    return reply.header('Content-Type', 'application/gzip').header('Content-Disposition', `attachment; filename="${fileName}"`).send(copy);
  });
}
