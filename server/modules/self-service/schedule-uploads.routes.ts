import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ScheduleUpload, ScheduleUploadMoved } from '@core/contract/schedule-uploads';
import { SCHEDULE_UPLOAD_COLUMNS, scheduleUploadsReport } from '@core/resources/schedule-uploads.resource';
import { registerReports } from '../../http/report-routes';
import { answers, IdParams, NoBody } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { knownCompanyId } from '../../shared/company';
import { readUploadedTable, rowsByColumn, templateRoute } from '../hr/import/upload-rows';
import type { RosterCaller } from './duty-rosters.service';
import { ownEmployee } from './own-employee';
import { ownUploadsList, uploadView, type UploadRow } from './schedule-uploads.queries';
import { applyUpload, discardUpload, ownUpload, recordUpload } from './schedule-uploads.service';

// The manager's scheduler uploader (schedule-uploads.service.ts): the template, a sheet
// kept as an upload with its problems, and the upload applied as a draft duty roster or
// discarded. Only the manager who uploaded reaches it.

const callerOf = (request: FastifyRequest): RosterCaller => ({
  manager: ownEmployee(request),
  companyId: knownCompanyId(request),
  actor: actorOf(request, 'manager'),
});

export async function scheduleUploadRoutes(server: FastifyInstance): Promise<void> {
  registerReports(server, 'manager', [
    {
      definition: scheduleUploadsReport,
      source: (companyId, _today, _filter, _now, viewer) => ownUploadsList(companyId, viewer.employeeId ?? 0),
    },
  ]);

  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = app.deps;

    templateRoute(app, '/api/manager/schedule-uploads/template', {
      name: 'schedule-upload-template',
      sheet: 'Schedule',
      columns: SCHEDULE_UPLOAD_COLUMNS,
      example: { employee_no: 'EMP-0001', date: '2026-12-07', shift_code: 'REST' },
    });

    // the file becomes an upload, validated or invalid; a file that is not the template's is refused (422) and kept nowhere
    app.post(
      '/api/manager/schedule-uploads',
      { schema: { consumes: ['multipart/form-data'], response: answers(ScheduleUploadMoved) } },
      async (request) => {
        const caller = callerOf(request);
        const { fileName, table } = await readUploadedTable(request);
        const rows: UploadRow[] = rowsByColumn(table, SCHEDULE_UPLOAD_COLUMNS, 'schedule rows').map((r) => ({
          row: r.row,
          employee_no: r.employee_no.slice(0, 50),
          date: r.date.slice(0, 50),
          shift_code: r.shift_code.slice(0, 50),
        }));
        return recordUpload(db, caller, fileName, rows);
      },
    );

    app.get('/api/manager/schedule-uploads/:id', { schema: { params: IdParams, response: answers(ScheduleUpload) } }, async (request) => {
      const caller = callerOf(request);
      const upload = await ownUpload(db, caller, Number(request.params.id));
      return uploadView(db, caller.companyId, Number(upload.id));
    });

    app.post(
      '/api/manager/schedule-uploads/:id/apply',
      { schema: { params: IdParams, body: NoBody, response: answers(ScheduleUploadMoved) } },
      async (request) => applyUpload(db, callerOf(request), Number(request.params.id)),
    );

    app.post(
      '/api/manager/schedule-uploads/:id/discard',
      { schema: { params: IdParams, body: NoBody, response: answers(ScheduleUploadMoved) } },
      async (request) => discardUpload(db, callerOf(request), Number(request.params.id)),
    );
  });
}
