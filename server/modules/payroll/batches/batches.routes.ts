import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Portal } from '@core/access';
import { bonusBatchesResource } from '@core/resources/bonus-batches.resource';
import { bonusBatchesWorkflow } from '@core/resources/bonus-batches.workflow';
import { fieldProblem, normaliseRecord, type FieldDefinition, type ResourceDefinition } from '@core/resources/define';
import { thirteenthMonthBatchesResource } from '@core/resources/thirteenth-month-batches.resource';
import { thirteenthMonthBatchesWorkflow } from '@core/resources/thirteenth-month-batches.workflow';
import { annualizationRunsResource } from '@core/resources/annualizations.resource';
import { annualizationRunsWorkflow } from '@core/resources/annualizations.workflow';
import { retroPayBatchesResource } from '@core/resources/retro-pay-batches.resource';
import { retroPayBatchesWorkflow } from '@core/resources/retro-pay-batches.workflow';
import type { WorkflowDefinition } from '@core/resources/workflow';
import { untyped, type Database } from '../../../db/database';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../../http/errors';
import { answers, IdParams, Ok, writeBodySchema } from '../../../http/schemas';
import { actorOf, audit, type AuditActor } from '../../../shared/audit';
import { callerCompanyId } from '../company';
import { registerTransitions, type StepContext } from '../../hr/transitions';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import { assertNotUsedByPostedPeriods, entriesWhere } from '../inputs/posted-usage';
import { computeBonus } from './bonus.service';
import { computeThirteenthMonth, THIRTEENTH_MONTH_TYPE } from './thirteenth-month.service';
import { serviceChargeKind } from './service-charges.service';
import { leaveConversionKind } from './leave-conversion.service';
import { YEAR_END_KIND } from './year-end.service';
import { RETRO_KIND } from './retro-pay.service';

// The computation batches (domain.md §13.5) through the generic CRUD routes and one shared
// lifecycle: compute builds the lines, approve sends them to the target period as payroll
// entries, unapprove voids those entries, posting the target period posts the batch. Each
// kind says only how its lines are computed and under which transaction type they are paid;
// the workflow's portal says where the kind is served (payroll, or timekeeping's leave conversion).

type Row = Record<string, unknown>;

/** One payroll entry a batch line sends to the target period. */
export interface BatchPayment {
  line_id: number;
  employee_id: number;
  transaction_type_id: number;
  amount: string;
  /** days, for a de minimis benefit counted in days (monetised leave) */
  quantity?: string | null;
  remarks: string;
  /** every line the entry pays, when it sums several (default: line_id) */
  line_ids?: readonly number[];
}

/** One payroll entry a batch sends to its target period, and the lines it pays (paid as the kind's `payment` type). */
export interface Payable {
  readonly employee_id: number;
  readonly amount: string;
  readonly line_ids: readonly number[];
}

/** A change to one line of a computed batch (an override with a reason, fewer days), made before approval. */
export interface LineEdit {
  /** the line's resource and the verb: POST /api/<portal>/<lines>/:id/<action> */
  readonly definition: ResourceDefinition;
  readonly action: string;
  readonly fields: Record<string, FieldDefinition>;
  /** checks the values against the line (problems → 422), writes the line and the batch's totals; answers the message */
  apply(trx: Database, line: Row, batch: Row, values: Row, problems: FieldErrorCollector): Promise<string>;
}

export interface BatchKind {
  readonly definition: ResourceDefinition;
  readonly workflow: WorkflowDefinition;
  readonly table:
    | 'thirteenth_month_batches'
    | 'bonus_batches'
    | 'service_charge_distributions'
    | 'leave_conversions'
    | 'annualization_runs'
    | 'retro_pay_batches';
  readonly lines:
    'thirteenth_month_lines' | 'bonus_lines' | 'service_charge_shares' | 'leave_conversion_lines' | 'annualizations' | 'retro_pay_lines';
  readonly batchColumn:
    | 'thirteenth_month_batch_id'
    | 'bonus_batch_id'
    | 'service_charge_distribution_id'
    | 'leave_conversion_id'
    | 'annualization_run_id'
    | 'retro_pay_batch_id';
  readonly source: 'thirteenth_month' | 'bonus' | 'service_charge' | 'leave_conversion' | 'year_end' | 'retro';
  /** rebuilds the lines; answers the batch's derived columns (count, totals) */
  compute(trx: Database, batchId: number): Promise<Row>;
  /** the transaction type the lines are paid as, and the entries' remark */
  payment(trx: Database, batch: Row): Promise<{ typeId: number; remarks: string }>;
  validate?(values: Row, context: WriteContext): Promise<void> | void;
  /** the lines' amount paid, amount_payable unless said */
  readonly amountColumn?: 'share_amount';
  /** a kind whose lines are paid under several types lists the entries itself; they are linked in payroll_entry_ids */
  payments?(trx: Database, batch: Row): Promise<BatchPayment[]>;
  /** what approval checks (problems → 422) and does besides the entries (a ledger); answers further columns */
  approve?: {
    check?(trx: Database, batch: Row, problems: FieldErrorCollector): Promise<void>;
    effect?(trx: Database, batch: Row, context: StepContext): Promise<Row | void>;
  };
  /** what taking an approval back undoes besides the entries */
  unapprove?(trx: Database, batch: Row, context: StepContext): Promise<Row | void>;
  readonly lineEdit?: LineEdit;
  /** the entries to send, each summing lines of one employee, paid as `payment` (default: one per line with an amount) */
  payables?(trx: Database, batchId: number): Promise<Payable[]>;
  /** further effects of approving (true) or taking back (false) */
  sent?(trx: Database, batch: Row, approved: boolean): Promise<void>;
  /** the lines carry the batch's status too */
  readonly linesHaveStatus?: boolean;
}

export const typeIdOf = async (trx: Database, code: string) =>
  Number((await trx.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

const KINDS: readonly BatchKind[] = [
  {
    definition: thirteenthMonthBatchesResource,
    workflow: thirteenthMonthBatchesWorkflow,
    table: 'thirteenth_month_batches',
    lines: 'thirteenth_month_lines',
    batchColumn: 'thirteenth_month_batch_id',
    source: 'thirteenth_month',
    compute: async (trx, id) => {
      const row = await trx.selectFrom('thirteenth_month_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return computeThirteenthMonth(trx, {
        ...row,
        id,
        company_id: Number(row.company_id),
        payroll_group_id: row.payroll_group_id === null ? null : Number(row.payroll_group_id),
        target_payroll_period_id: Number(row.target_payroll_period_id),
      });
    },
    payment: async (trx, batch) => ({
      typeId: await typeIdOf(trx, THIRTEENTH_MONTH_TYPE),
      remarks: `13th month ${String(batch.year)} (batch ${String(batch.id)})`,
    }),
    validate: (values, context) => {
      if (values.coverage_to && String(values.coverage_to).slice(0, 4) !== String(values.year)) {
        context.problems.add('coverage_to', `The coverage must end in ${String(values.year)}.`);
      }
    },
  },
  {
    definition: bonusBatchesResource,
    workflow: bonusBatchesWorkflow,
    table: 'bonus_batches',
    lines: 'bonus_lines',
    batchColumn: 'bonus_batch_id',
    source: 'bonus',
    compute: computeBonus,
    payment: async (_trx, batch) => ({
      typeId: Number(batch.transaction_type_id),
      remarks: `${String(batch.bonus_name)} (batch ${String(batch.id)})`,
    }),
    validate: async (values, context) => {
      const type = await context.trx
        .selectFrom('transaction_types as t')
        .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
        .select(['t.name', 'c.nature'])
        .where('t.id', '=', Number(values.transaction_type_id))
        .executeTakeFirst();
      if (!type) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (type.nature !== 'earning') context.problems.add('transaction_type_id', `${type.name} is not an earning.`);
    },
  },
  serviceChargeKind,
  leaveConversionKind,
  { definition: annualizationRunsResource, workflow: annualizationRunsWorkflow, ...YEAR_END_KIND },
  { definition: retroPayBatchesResource, workflow: retroPayBatchesWorkflow, ...RETRO_KIND },
];

const EDITABLE = ['draft', 'computed'];
const INSERT_CHUNK = 1000;

function crudOptionsOf(kind: BatchKind) {
  return {
    validate: async (values: Row, context: WriteContext) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; only a draft or computed batch can be changed.`);
      }
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select(['status', 'code'])
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirst();
      if (!period) context.problems.add('target_payroll_period_id', 'The selected payroll period is invalid.');
      else if (!['open', 'computed', 'prooflisted'].includes(period.status)) {
        context.problems.add('target_payroll_period_id', `${period.code} is ${period.status}; choose a period that is still open.`);
      }
      await kind.validate?.(values, context);
    },
    derive: async (values: Row, context: WriteContext) => {
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select('payroll_group_id')
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirstOrThrow();
      // a new batch belongs to the caller's company; a changed one must be computed again
      const state = context.existing
        ? { status: 'draft' }
        : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      return { ...state, payroll_group_id: period.payroll_group_id };
    },
    beforeDelete: async ({ trx, existing }: { trx: Database; existing: Row }) => {
      const lines = sql`select b.id from ${sql.table(kind.lines)} b where ${sql.ref(`b.${kind.batchColumn}`)} = ${Number(existing.id)}`;
      await assertNotUsedByPostedPeriods(trx, 'batch', [entriesWhere(sql`e.source_type = ${kind.source} and e.source_id in (${lines})`)]);
      if (existing.status !== 'draft')
        throw new ConflictError(`This batch is ${String(existing.status)}; cancel it instead of deleting it.`);
    },
  };
}

const kindsOf = (portal: Portal) => KINDS.filter((kind) => kind.workflow.portal === portal);

export function batchCrudOptions(crud: CrudOptionsByResource, portal: Portal = 'payroll'): void {
  for (const kind of kindsOf(portal)) crud.set(kind.definition.name, crudOptionsOf(kind));
}

async function batchOf(trx: Database, kind: BatchKind, id: unknown): Promise<Row> {
  return untyped(trx).selectFrom(kind.table).selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow() as Promise<Row>;
}

/** The entries a batch's lines pay: one per line with an amount, unless the kind lists them. */
async function paymentsOf(trx: Database, kind: BatchKind, batch: Row): Promise<BatchPayment[]> {
  if (kind.payments) return kind.payments(trx, batch);
  const { typeId, remarks } = await kind.payment(trx, batch);
  if (kind.payables) {
    return (await kind.payables(trx, Number(batch.id))).map((payable) => ({
      line_id: payable.line_ids[0],
      line_ids: payable.line_ids,
      employee_id: payable.employee_id,
      transaction_type_id: typeId,
      amount: payable.amount,
      remarks,
    }));
  }
  const amount = kind.amountColumn ?? 'amount_payable';
  const payable = (await untyped(trx)
    .selectFrom(kind.lines)
    .select(['id', 'employee_id', `${amount} as amount`])
    .where(kind.batchColumn, '=', Number(batch.id))
    .where(amount, '>', '0')
    .orderBy('id')
    .execute()) as Array<{ id: number; employee_id: number; amount: string }>;
  return payable.map((line) => ({
    line_id: Number(line.id),
    employee_id: Number(line.employee_id),
    transaction_type_id: typeId,
    amount: line.amount,
    remarks,
  }));
}

async function sendToPeriod(trx: Database, kind: BatchKind, batch: Row): Promise<void> {
  const periodId = Number(batch.target_payroll_period_id);
  await periodTakingInputs(trx, periodId);
  const payments = await paymentsOf(trx, kind, batch);
  const entriesOf = new Map<number, number[]>();
  // one statement per thousand entries; RETURNING answers the rows in the order of the values
  for (let start = 0; start < payments.length; start += INSERT_CHUNK) {
    const chunk = payments.slice(start, start + INSERT_CHUNK);
    const entries = await trx
      .insertInto('payroll_entries')
      .values(
        chunk.map((payment) => ({
          payroll_period_id: periodId,
          employee_id: payment.employee_id,
          transaction_type_id: payment.transaction_type_id,
          amount: payment.amount,
          quantity: payment.quantity ?? null,
          source_type: kind.source,
          source_id: payment.line_id,
          remarks: payment.remarks,
        })),
      )
      .returning('id')
      .execute();
    chunk.forEach((payment, index) => {
      for (const lineId of payment.line_ids ?? [payment.line_id])
        entriesOf.set(lineId, [...(entriesOf.get(lineId) ?? []), Number(entries[index].id)]);
    });
  }
  // the lines learn their entries a thousand at a time
  const links = [...entriesOf].map(([lineId, ids]) => sql`(${lineId}::bigint, ${JSON.stringify(ids)}::jsonb)`);
  const set = kind.payments ? sql`payroll_entry_ids = v.ids` : sql`payroll_entry_id = (v.ids->>0)::bigint`;
  for (let start = 0; start < links.length; start += INSERT_CHUNK) {
    const values = sql.join(links.slice(start, start + INSERT_CHUNK));
    await sql`update ${sql.table(kind.lines)} l set ${set} from (values ${values}) v(line_id, ids) where l.id = v.line_id`.execute(trx);
  }
  await kind.sent?.(trx, batch, true);
  await markNeedsRecompute(trx, [periodId]);
}

async function takeBack(trx: Database, kind: BatchKind, batch: Row): Promise<void> {
  const periodId = Number(batch.target_payroll_period_id);
  await periodTakingInputs(trx, periodId);
  const lineIds = untyped(trx).selectFrom(kind.lines).select('id').where(kind.batchColumn, '=', Number(batch.id));
  await trx
    .updateTable('payroll_entries')
    .set({ status: 'void' })
    .where('source_type', '=', kind.source)
    .where('source_id', 'in', lineIds)
    .where('status', '=', 'active')
    .execute();
  const unlink = kind.payments ? { payroll_entry_ids: JSON.stringify([]) } : { payroll_entry_id: null };
  await untyped(trx).updateTable(kind.lines).set(unlink).where(kind.batchColumn, '=', Number(batch.id)).execute();
  await kind.sent?.(trx, batch, false);
  await markNeedsRecompute(trx, [periodId]);
}

/** Lines that carry their batch's status follow it through every step. */
async function linesFollow(trx: Database, kind: BatchKind, batchIds: unknown, status: string): Promise<void> {
  if (!kind.linesHaveStatus) return;
  await untyped(trx).updateTable(kind.lines).set({ status }).where(kind.batchColumn, 'in', batchIds).execute();
}

export async function batchRoutes(app: FastifyInstance, crud: CrudOptionsByResource, portal: Portal = 'payroll'): Promise<void> {
  for (const kind of kindsOf(portal)) {
    registerTransitions(app, kind.definition, crud.get(kind.definition.name)!, kind.workflow, {
      compute: {
        effect: async (row, _values, { trx }) => {
          const batch = await batchOf(trx, kind, row.id);
          await periodTakingInputs(trx, Number(batch.target_payroll_period_id));
          return kind.compute(trx, Number(batch.id));
        },
      },
      approve: {
        check: async (row, _values, { trx, problems }) => kind.approve?.check?.(trx, await batchOf(trx, kind, row.id), problems),
        effect: async (row, _values, context) => {
          const batch = await batchOf(context.trx, kind, row.id);
          await sendToPeriod(context.trx, kind, batch);
          await linesFollow(context.trx, kind, [row.id], 'approved');
          return kind.approve?.effect?.(context.trx, batch, context);
        },
      },
      unapprove: {
        effect: async (row, _values, context) => {
          const batch = await batchOf(context.trx, kind, row.id);
          await takeBack(context.trx, kind, batch);
          await linesFollow(context.trx, kind, [row.id], 'computed');
          return kind.unapprove?.(context.trx, batch, context);
        },
      },
      cancel: { effect: async (row, _values, { trx }) => linesFollow(trx, kind, [row.id], 'cancelled') },
    });
    if (kind.lineEdit) lineEditRoute(app, kind, kind.lineEdit);
  }
}

/** POST /api/<portal>/<lines>/:id/<action>: one line of a computed batch changed before approval, audited. */
function lineEditRoute(server: FastifyInstance, kind: BatchKind, edit: LineEdit): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { portal } = kind.workflow;
  const body = writeBodySchema({ ...edit.definition, fields: edit.fields });
  const url = `/api/${portal}/${edit.definition.name}/:id/${edit.action}`;
  app.post(url, { schema: { params: IdParams, body, response: answers(Ok) } }, async (request) => {
    const id = Number(request.params.id);
    const raw: Row = request.body;
    return app.deps.db.transaction().execute(async (trx) => {
      const line = (await untyped(trx).selectFrom(kind.lines).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      if (!line) throw new NotFoundError();
      const batch = (await untyped(trx)
        .selectFrom(kind.table)
        .selectAll()
        .where('id', '=', Number(line[kind.batchColumn]))
        .forUpdate()
        .executeTakeFirstOrThrow()) as Row;
      if (batch.status !== 'computed') {
        throw new ConflictError(
          `This ${kind.definition.label.toLowerCase().replace(/s$/, '')} is ${String(batch.status)}; only the lines of a computed one can be changed.`,
        );
      }
      const problems = new FieldErrorCollector();
      for (const [name, field] of Object.entries(edit.fields)) {
        const problem = fieldProblem(field, raw[name]);
        if (problem) problems.add(name, problem);
      }
      problems.throwIfAny();
      const values = normaliseRecord({ ...edit.definition, fields: edit.fields }, raw);
      const message = await edit.apply(trx, line, batch, values, problems);
      problems.throwIfAny();
      const after = (await untyped(trx).selectFrom(kind.lines).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
      await audit(trx, actorOf(request, portal), {
        resource: kind.definition.name,
        action: edit.action.replace(/-/g, '_'),
        recordId: String(batch.id),
        summary: message,
        before: line,
        after,
      });
      return { message };
    });
  });
}

/** Posting a period posts the batches it pays; unposting returns them to approved. */
export async function postBatchesOf(trx: Database, periodId: number, posted: boolean): Promise<void> {
  for (const kind of KINDS) {
    const moved = await untyped(trx)
      .updateTable(kind.table)
      .set({ status: posted ? 'posted' : 'approved' })
      .where('target_payroll_period_id', '=', periodId)
      .where('status', '=', posted ? 'approved' : 'posted')
      .returning('id')
      .execute();
    if (moved.length > 0)
      await linesFollow(
        trx,
        kind,
        moved.map((r) => r.id),
        posted ? 'posted' : 'approved',
      );
  }
}

/**
 * The approve step of a computed batch outside a request (the demo seed's year-end run):
 * the same entries sent to its target period and the same status moves as the route's
 * step, with the audit row the step writes.
 */
export async function approveComputedBatch(trx: Database, table: string, id: number, actor: AuditActor): Promise<void> {
  const kind = KINDS.find((k) => k.table === table);
  if (!kind) throw new Error(`${table} is not a batch table`);
  const batch = await batchOf(trx, kind, id);
  if (batch.status !== 'computed') throw new ConflictError(`The batch is ${String(batch.status)}; only a computed one is approved.`);
  await sendToPeriod(trx, kind, batch);
  await linesFollow(trx, kind, [id], 'approved');
  await untyped(trx).updateTable(kind.table).set({ status: 'approved', updated_at: new Date() }).where('id', '=', id).execute();
  await audit(trx, actor, {
    resource: kind.definition.name,
    action: 'approve',
    recordId: id,
    summary: `Approve: ${kind.definition.label} ${id}`,
    before: batch,
    after: { ...batch, status: 'approved' },
  });
}
