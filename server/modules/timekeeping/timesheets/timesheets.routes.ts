import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backgroundJobs } from '../../../http/background-jobs';
import { ConflictError, ValidationError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import { closeTimesheet, linkTimesheet, reopenTimesheet, timesheetFor } from './timesheet-lifecycle.service';
import { runProcessing, startProcessing } from './timesheet-processing.service';
import { runningComputation } from '../../payroll/processing/computation.service';

// The timesheet lifecycle (domain.md §13.2): created from a payroll period, processed
// as a background job with progress, closed into frozen summaries, linked to its
// payroll period. Each step checks the status it starts from against the workflow
// declared in core, the one the console's buttons come from.

const Done = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()) });
const FromPeriod = Type.Object({ payroll_period_id: Type.Integer({ minimum: 1 }) });
const ProcessBody = Type.Object({ employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000 })) });
const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });
const LinkBody = Type.Object({ payroll_period_id: Type.Optional(Type.Integer({ minimum: 1 })) });

export async function timesheetRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const inBackground = backgroundJobs(app);
  const actor = (request: FastifyRequest) => actorOf(request);

  app.post('/api/timekeeping/timesheets/from-period', { schema: { body: FromPeriod, response: answers(Done) } }, async (request) => {
    const period = await db.selectFrom('payroll_periods').selectAll().where('id', '=', request.body.payroll_period_id).executeTakeFirst();
    if (!period) throw new ValidationError({ payroll_period_id: ['is not a payroll period'] });
    if (period.period_type !== 'regular' || !period.cutoff_start || !period.cutoff_end) {
      throw new ValidationError({ payroll_period_id: ['must be a regular period with a cut-off'] });
    }
    const who = actor(request);
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('timesheets')
        .values({
          payroll_group_id: period.payroll_group_id,
          timesheet_type: 'regular',
          cutoff_start: period.cutoff_start!,
          cutoff_end: period.cutoff_end!,
          status: 'open',
          created_by: who.userId,
          updated_by: who.userId,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row)
        throw new ConflictError(
          `There is already a timesheet for ${period.code}'s cut-off ${period.cutoff_start} to ${period.cutoff_end}.`,
        );
      await audit(trx, who, {
        resource: 'timesheets',
        action: 'create',
        recordId: row.id,
        summary: `Timesheet for ${period.code}: ${period.cutoff_start} to ${period.cutoff_end}`,
      });
      return { message: `The timesheet for ${period.cutoff_start} to ${period.cutoff_end} is open; process it next.`, id: row.id };
    });
  });

  app.post(
    '/api/timekeeping/timesheets/:id/process',
    {
      schema: {
        params: IdParams,
        body: ProcessBody,
        response: { 202: Type.Object({ id: Type.Integer(), employees: Type.Integer() }), ...answers(Done) },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const scope = await db.transaction().execute(async (trx) => {
        const row = await timesheetFor(trx, id, 'process');
        await trx.updateTable('timesheets').set({ processing: true }).where('id', '=', id).execute();
        return { id, payroll_group_id: row.payroll_group_id, cutoff_start: row.cutoff_start, cutoff_end: row.cutoff_end };
      });
      const employees = await startProcessing(db, scope, request.body.employee_ids);
      inBackground(runProcessing(db, actor(request), scope, employees));
      return reply.code(202).send({ id, employees: employees.length });
    },
  );

  app.post(
    '/api/timekeeping/timesheets/:id/close',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => {
      const who = actor(request);
      return db.transaction().execute((trx) => closeTimesheet(trx, Number(request.params.id), who));
    },
  );

  app.post(
    '/api/timekeeping/timesheets/:id/reopen',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => {
      const id = Number(request.params.id);
      const who = actor(request);
      return db.transaction().execute((trx) => reopenTimesheet(trx, id, who));
    },
  );

  app.post(
    '/api/timekeeping/timesheets/:id/link',
    { schema: { params: IdParams, body: LinkBody, response: answers(Done) } },
    async (request) => {
      const who = actor(request);
      return db.transaction().execute((trx) => linkTimesheet(trx, Number(request.params.id), who, request.body.payroll_period_id));
    },
  );

  app.post(
    '/api/timekeeping/timesheets/:id/unlink',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => {
      const id = Number(request.params.id);
      const who = actor(request);
      return db.transaction().execute(async (trx) => {
        const row = await timesheetFor(trx, id, 'unlink');
        const period = await trx
          .selectFrom('payroll_periods')
          .selectAll()
          .where('id', '=', row.payroll_period_id!)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (period.status === 'posted' || period.status === 'closed') {
          throw new ConflictError(
            `Payroll period ${period.code} is ${period.status}: its timesheet is final; later changes reach pay as prior-period adjustments.`,
          );
        }
        if (await runningComputation(trx, period.id))
          throw new ConflictError(`Payroll period ${period.code} is being computed; unlink it when the run has finished.`);
        if (period.status !== 'open') {
          // payslips computed from this timesheet are discarded with it
          await trx
            .deleteFrom('payslips')
            .where('payroll_period_id', '=', period.id)
            .where('status', 'in', ['computed', 'staged'])
            .execute();
          await trx
            .updateTable('payroll_periods')
            .set({ status: 'open', headcount: 0, gross_total: '0', deductions_total: '0', net_total: '0', needs_recompute: false })
            .where('id', '=', period.id)
            .execute();
        }
        await trx
          .updateTable('timesheets')
          .set({ status: 'closed', payroll_period_id: null, linked_at: null, linked_by: null, updated_by: who.userId })
          .where('id', '=', id)
          .execute();
        await audit(trx, who, {
          resource: 'timesheets',
          action: 'unlink',
          recordId: id,
          summary: `Unlinked the timesheet ${row.cutoff_start} to ${row.cutoff_end} from payroll period ${period.code}`,
        });
        return { message: `The timesheet is unlinked from ${period.code}, which is open again.` };
      });
    },
  );
}
