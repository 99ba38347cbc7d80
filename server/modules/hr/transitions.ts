import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, IdParams, recordSchema, writeBodySchema } from '../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldProblem, humanise, normaliseRecord, spaced } from '@core/resources/define';
import type { WorkflowDefinition } from '@core/resources/workflow';
import { untyped, type Database } from '../../db/database';
import { scopedQuery, selectRecordOf, serialiseRow, type CrudOptions } from '../../http/crud';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../http/errors';
import { actorOf, audit } from '../../shared/audit';

// Workflow verbs on a record with a `status`: POST /api/<portal>/<resource>/:id/<action>.
// The pure workflow says where each step may start, where it ends and which
// values it records; the server adds its rules and side effects by action. All
// in one transaction with its audit row.

// A workflow's row and values are records of a resource definition: their fields are data, not column types.
type Row = Record<string, unknown>;

export interface StepContext {
  trx: Database;
  request: FastifyRequest;
  problems: FieldErrorCollector;
  now: Date;
}

/** Columns a step's effect sets besides the step's own values (typed over the table by the effect, or a plain record). */
type StepColumns = object;

/** What the server adds to a declared step. */
export interface StepRules {
  check?: (row: Row, values: Row, context: StepContext) => Promise<void> | void;
  /** further columns to set, or other rows to write */
  effect?: (row: Row, values: Row, context: StepContext) => Promise<StepColumns | void> | StepColumns | void;
}

/** A definition the CRUD can query (its table one of the database's). */
type QueriedDefinition = Parameters<typeof scopedQuery>[2];

export function registerTransitions(
  server: FastifyInstance,
  definition: QueriedDefinition,
  options: CrudOptions,
  workflow: WorkflowDefinition,
  rules: Record<string, StepRules> = {},
): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { portal } = workflow;
  const undeclared = Object.keys(rules).filter((action) => !workflow.steps.some((step) => step.action === action));
  if (workflow.resource !== definition.name || undeclared.length > 0) {
    throw new Error(`The ${definition.name} transitions do not match the ${workflow.resource} workflow (${undeclared.join(', ')}).`);
  }
  const label = definition.label.toLowerCase().replace(/s$/, '');
  for (const declared of workflow.steps) {
    const { action } = declared;
    const step = { ...declared, ...rules[action] };
    const bodySchema = writeBodySchema({ ...definition, fields: step.fields ?? {} });
    const schema = { params: IdParams, body: bodySchema, response: answers(recordSchema(definition)) };
    app.post(`/api/${portal}/${definition.name}/:id/${action}`, { schema }, async (request) => {
      const { id } = request.params;
      if (!/^\d+$/.test(id)) throw new NotFoundError();
      const body: Row = request.body;
      return app.deps.db.transaction().execute(async (trx) => {
        const find = () =>
          selectRecordOf(definition, scopedQuery(trx, request, definition, options))
            .where('r.id', '=', Number(id))
            .executeTakeFirst();
        const row = await find();
        if (!row) throw new NotFoundError();
        const status = String(row.status);
        if (!step.from.includes(status)) {
          throw new ConflictError(`This ${label} is ${spaced(status)}; it cannot be ${pastTense(action)}.`);
        }
        const problems = new FieldErrorCollector();
        const fields = step.fields ?? {};
        for (const [name, field] of Object.entries(fields)) {
          const problem = fieldProblem(field, body[name]);
          if (problem) problems.add(name, problem);
        }
        const values = normaliseRecord({ ...definition, fields }, body);
        const context: StepContext = { trx, request, problems, now: app.deps.now() };
        if (problems.isEmpty && step.check) await step.check(row, values, context);
        problems.throwIfAny();
        const extra = (step.effect ? await step.effect(row, values, context) : undefined) ?? {};
        const changes = { ...values, ...extra, status: step.to };
        // the definition's table is data, as in the CRUD factory: no table type to check against
        await untyped(trx)
          .updateTable(definition.table)
          .set({ ...changes, updated_at: context.now, updated_by: request.auth?.user.id ?? null })
          .where('id', '=', Number(id))
          .execute();
        const after = (await find())!;
        await audit(trx, actorOf(request, portal), {
          resource: definition.name,
          action: action.replace(/-/g, '_'),
          recordId: id,
          summary: `${humanise(action.replace(/-/g, ' '))}: ${label} ${after.text ?? id}`,
          before: row,
          after,
        });
        return serialiseRow(definition, after);
      });
    });
  }
}

function pastTense(action: string): string {
  const words: Record<string, string> = {
    publish: 'published',
    archive: 'archived',
    approve: 'approved',
    compute: 'computed',
    apply: 'applied',
    cancel: 'cancelled',
    release: 'released',
    close: 'closed',
    withdraw: 'withdrawn',
    decide: 'decided',
    investigate: 'investigated',
    resolve: 'resolved',
    enable: 'enabled',
    disable: 'disabled',
    'serve-nte': 'served a notice to explain',
    'receive-explanation': 'given an explanation',
    'schedule-hearing': 'scheduled for a hearing',
  };
  return words[action] ?? action.replace(/-/g, ' ');
}
