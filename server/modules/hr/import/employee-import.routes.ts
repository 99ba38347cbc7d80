import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import { Type } from '@sinclair/typebox';
import { answers, FileDownload } from '../../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { knownCompanyId } from '../../../shared/company';
import { toSpreadsheet } from '../../../shared/spreadsheet';
import { IMPORT_COLUMNS, importEmployeeFile, TEMPLATE_EXAMPLE } from './employee-import.service';
import { readUploadedTable } from './upload-rows';

// POST /api/hr/employee-import (multipart, one file field): all rows or none.
// GET /api/hr/employee-import/template?format=xlsx|csv: the template with an example row.

const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What an import saved: every row of the file, or nothing (a 422 lists the problems per row). */
const ImportResult = Type.Object({
  imported: Type.Integer({ description: 'how many employees the file added' }),
  employee_ids: Type.Array(Type.Integer(), { description: 'their ids, in the order of the rows' }),
});

export async function employeeImportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const templateQuery = Type.Object({ format: Type.Optional(Type.String({ enum: ['xlsx', 'csv'] })) });
  app.get(
    '/api/hr/employee-import/template',
    { schema: { querystring: templateQuery, response: answers(FileDownload) } },
    async (request, reply) => {
      const format = request.query.format === 'csv' ? 'csv' : 'xlsx';
      const example = IMPORT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c]);
      if (format === 'csv') {
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="employee-import-template.csv"')
          .send(stringify([IMPORT_COLUMNS, example], { record_delimiter: 'windows' }));
      }
      const columns = IMPORT_COLUMNS.map((name) => ({ name, label: name }));
      const file = await toSpreadsheet('Employees', columns, [TEMPLATE_EXAMPLE]);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="employee-import-template.xlsx"')
        .send(file);
    },
  );

  app.post(
    '/api/hr/employee-import',
    { schema: { consumes: ['multipart/form-data'], response: answers(ImportResult) } },
    async (request) => {
      const { fileName, table } = await readUploadedTable(request, MAX_FILE_BYTES);
      return importEmployeeFile(app.deps.db, request, knownCompanyId(request), fileName, table);
    },
  );
}
