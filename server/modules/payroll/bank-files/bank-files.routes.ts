import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { bankFilesResource } from '@core/resources/bank-files.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { answers, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { bankFileDownload, generatePeriodBankFiles } from './bank-files.service';

// The bank crediting files: the period's verb that writes the files due, their stored
// content, and the generic read routes (narrowed to the company in payroll.routes.ts)
// carrying the bank's name.

const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });
const Generated = Type.Object({
  message: Type.String(),
  files: Type.Array(
    Type.Object({
      id: Type.Integer(),
      bank_id: Type.Integer(),
      bank_name: Type.String(),
      file_kind: Type.Union([Type.Literal('regular'), Type.Literal('supplementary')]),
      sequence_no: Type.Integer(),
      employee_count: Type.Integer(),
      total_amount: Type.String({ description: 'control total, exact decimal' }),
    }),
  ),
});

export function bankFileCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(bankFilesResource.name, {
    select: (query) => query.innerJoin('banks as b', 'b.id', 'r.bank_id').select(['b.name as bank_name', 'b.code as bank_code']),
  });
}

export async function bankFilesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;

  app.post(
    '/api/payroll/payroll-periods/:id/bank-files',
    { schema: { params: IdParams, body: NoBody, response: answers(Generated) } },
    async (request) => generatePeriodBankFiles(db, Number(request.params.id), knownCompanyId(request), actorOf(request, 'payroll')),
  );
  app.get(
    '/api/payroll/bank-files/:id/download',
    { schema: { params: IdParams, response: answers(FileDownload) } },
    async (request, reply) => {
      const file = await bankFileDownload(db, Number(request.params.id), knownCompanyId(request));
      return reply
        .header('Content-Type', file.mime_type)
        .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
        .send(file.content);
    },
  );
}
