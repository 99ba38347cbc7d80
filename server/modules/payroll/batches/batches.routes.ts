import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Portal } from '@core/access';
import type { CrudOptionsByResource } from '../../../http/crud';
import { answers, IdParams, Ok, writeBodySchema } from '../../../http/schemas';
import { registerTransitions } from '../../hr/transitions';
import type { BatchKind, LineEdit } from './batch-kind';
import { kindsOf } from './batch-kinds';
import { batchCrudOptionsOf } from './batch-crud';
import { approveBatch, cancelBatch, checkApproval, computeBatch, editLine, unapproveBatch } from './batch-lifecycle.service';

// The computation batches (docs/domain.md §13.5) of a portal through the generic CRUD routes, their
// shared workflow steps (batch-lifecycle.service.ts) and the line edits of the kinds that have one.

export function batchCrudOptions(crud: CrudOptionsByResource, portal: Portal = 'payroll'): void {
  for (const kind of kindsOf(portal)) crud.set(kind.definition.name, batchCrudOptionsOf(kind));
}

export async function batchRoutes(app: FastifyInstance, crud: CrudOptionsByResource, portal: Portal = 'payroll'): Promise<void> {
  for (const kind of kindsOf(portal)) {
    registerTransitions(app, kind.definition, crud.get(kind.definition.name)!, kind.workflow, {
      compute: { effect: async (row, _values, { trx }) => computeBatch(trx, kind, Number(row.id)) },
      approve: {
        check: async (row, _values, { trx, problems }) => checkApproval(trx, kind, Number(row.id), problems),
        effect: async (row, _values, context) => approveBatch(kind, Number(row.id), context),
      },
      unapprove: { effect: async (row, _values, context) => unapproveBatch(kind, Number(row.id), context) },
      cancel: { effect: async (row, _values, { trx }) => cancelBatch(trx, kind, Number(row.id)) },
    });
    if (kind.lineEdit) lineEditRoute(app, kind, kind.lineEdit);
  }
}

/** POST /api/<portal>/<lines>/:id/<action>: one line of a computed batch changed before approval, audited. */
function lineEditRoute(server: FastifyInstance, kind: BatchKind, edit: LineEdit): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const body = writeBodySchema({ ...edit.definition, fields: edit.fields });
  const url = `/api/${kind.workflow.portal}/${edit.definition.name}/:id/${edit.action}`;
  app.post(url, { schema: { params: IdParams, body, response: answers(Ok) } }, async (request) => ({
    message: await app.deps.db.transaction().execute((trx) => editLine(trx, request, kind, edit, Number(request.params.id), request.body)),
  }));
}
