import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import { Type } from '@sinclair/typebox';
import { answers, AnyObject, FileDownload } from '../../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { actorOf, audit } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { toSpreadsheet } from '../../../shared/spreadsheet';
import { IMPORT_COLUMNS, importEmployees, TEMPLATE_EXAMPLE } from './employee-import.service';
import { readUploadedTable } from './upload-rows';

// POST /api/hr/employee-import (multipart, one file field): all rows or none.
// GET /api/hr/employee-import/template?format=xlsx|csv: the template with an example row.

const MAX_FILE_BYTES = 10 * 1024 * 1024;

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

  app.post('/api/hr/employee-import', { schema: { consumes: ['multipart/form-data'], response: answers(AnyObject) } }, async (request) => {
    const { fileName, table } = await readUploadedTable(request, MAX_FILE_BYTES);
    const companyId = knownCompanyId(request);
    return app.deps.db.transaction().execute(async (trx) => {
      const result = await importEmployees(trx, request, companyId, table);
      await audit(trx, actorOf(request, 'hr'), {
        resource: 'employee-import',
        action: 'import',
        summary: `Imported ${result.imported} employees from ${fileName}`,
        after: { file: fileName, imported: result.imported },
      });
      return result;
    });
  });
}
