import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BATCH_ENTRY_COLUMNS, batchEntriesResource } from '@core/resources/batch-entries.resource';
import { batchEntriesWorkflow } from '@core/resources/batch-entries.workflow';
import type { CrudOptionsByResource } from '../../../http/crud';
import { answers, IdParams, Money } from '../../../http/schemas';
import { readUploadedTable, templateRoute } from '../../hr/import/upload-rows';
import { registerTransitions } from '../../hr/transitions';
import { periodTakingInputs } from '../inputs/period-guard';
import { refuseOwnLines } from './batch-lines';
import { applyLines, checkReadyToApply, replaceLines, stepBatch, uploadedLines, voidEntries } from './batch-entries.service';

// Batch entries (docs/domain.md §8): the workflow steps (batch-entries.service.ts), the spreadsheet
// template and the upload that replaces a batch's lines.

const Uploaded = Type.Object({
  message: Type.String(),
  line_count: Type.Integer(),
  error_count: Type.Integer(),
  total_amount: Money,
});

export async function batchEntryRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerTransitions(server, batchEntriesResource, crud.get(batchEntriesResource.name)!, batchEntriesWorkflow, {
    validate: { check: async (row, _values, context) => checkReadyToApply(stepBatch(row), context) },
    apply: {
      check: async (row, _values, context) => checkReadyToApply(stepBatch(row), context),
      effect: async (row, _values, { trx, request, now }) => applyLines(trx, stepBatch(row), request.auth?.user.id ?? null, now),
    },
    void: {
      check: async (row, _values, { trx, request }) => {
        if (row.status === 'applied') await periodTakingInputs(trx, Number(row.payroll_period_id));
        await refuseOwnLines(trx, request, Number(row.id));
      },
      effect: async (row, _values, { trx }) => {
        if (row.status === 'applied') await voidEntries(trx, stepBatch(row));
      },
    },
  });

  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    templateRoute(app, '/api/payroll/batch-entries/template', {
      name: 'batch-entry-template',
      sheet: 'Batch entry',
      columns: BATCH_ENTRY_COLUMNS,
      example: { employee_no: 'EMP-0001', amount: '1500.00', remarks: 'Rice subsidy, December' },
    });

    // the file replaces the batch's lines: every row or none
    app.post(
      '/api/payroll/batch-entries/:id/upload',
      { schema: { params: IdParams, consumes: ['multipart/form-data'], response: answers(Uploaded) } },
      async (request) => {
        const { fileName, table } = await readUploadedTable(request);
        const lines = uploadedLines(table);
        return app.deps.db.transaction().execute((trx) => replaceLines(trx, request, Number(request.params.id), fileName, lines));
      },
    );
  });
}
