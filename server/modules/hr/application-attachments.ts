import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { TYPE_SPECS } from '../applications/application-types';
import { attachmentRoutes } from '../attachments/record-attachments';
import { knownCompanyId } from '../../shared/company';
import { companyApplication } from './company-applications.queries';

// HR reads the files of the company's applications (the medical certificates its
// sick-leave monitoring reports on): the list and each file, read-only.

export async function applicationAttachmentRoutes(server: FastifyInstance): Promise<void> {
  await attachmentRoutes(server, {
    base: '/api/hr/applications',
    owner: async (db, request, id) => {
      const row = await companyApplication(db, id, knownCompanyId(request));
      if (!row) throw new NotFoundError('There is no such application.');
      return {
        attachableType: TYPE_SPECS[row.application_type as keyof typeof TYPE_SPECS].table,
        attachableId: id,
        label: row.reference_no,
        resource: 'applications',
      };
    },
  });
}
