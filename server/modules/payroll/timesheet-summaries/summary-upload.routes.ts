import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answers, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { readUploadedTable, sendTemplate, TemplateQuery } from '../../hr/import/upload-rows';
import { callerCompanyId } from '../company';
import { refuseUnuploadablePeriod, storeSummaryUpload, summaryColumns } from './summary-upload.service';

// /payroll/timesheet-summary's upload (docs/domain.md §15.7, DD-37): a payroll group whose
// timekeeping is done elsewhere (uses_timekeeping = false) uploads the period's timesheet
// summary, one row per employee, as xlsx or csv against a template. The file is parsed off the
// main thread with the other uploads' size caps, every row is checked, and it is taken all or
// nothing (summary-upload.service.ts).

const Uploaded = Type.Object({
  message: Type.String(),
  timesheet_id: Type.Integer({ description: 'the period’s linked timesheet' }),
  rows: Type.Integer({ description: 'summaries stored' }),
});

export async function summaryUploadRoutes(server: FastifyInstance): Promise<void> {
  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/api/payroll/timesheet-summaries/template',
      { schema: { querystring: TemplateQuery, response: answers(FileDownload) } },
      async (request, reply) => {
        const { columns } = await summaryColumns(app.deps.db);
        const example: Record<string, string> = Object.fromEntries(columns.map((c) => [c, '0']));
        Object.assign(example, { employee_no: 'EMP-0001', days_scheduled: '11', days_worked: '10', absent_days: '1', late_minutes: '15' });
        return sendTemplate(
          reply,
          { name: 'timesheet-summary-template', sheet: 'Timesheet summary', columns, example },
          request.query.format,
        );
      },
    );

    // the file replaces the period's uploaded summaries: every row or none
    app.post(
      '/api/payroll/payroll-periods/:id/timesheet-summaries/upload',
      { schema: { params: IdParams, consumes: ['multipart/form-data'], response: answers(Uploaded) } },
      async (request) => {
        const periodId = Number(request.params.id);
        const companyId = await callerCompanyId(app.deps.db, request);
        await refuseUnuploadablePeriod(app.deps.db, periodId, companyId);
        const { fileName, table } = await readUploadedTable(request);
        return storeSummaryUpload(app.deps.db, {
          periodId,
          companyId,
          fileName,
          table,
          userId: request.auth?.user.id ?? null,
          actor: actorOf(request, 'payroll'),
        });
      },
    );
  });
}
