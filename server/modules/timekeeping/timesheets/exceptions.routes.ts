import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EXCEPTION_RESOLUTIONS, EXCEPTION_TYPES } from '@core/resources/attendance-exceptions.resource';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../audit/audit.service';
import { notifyUsers, usersOfEmployees } from '../../notifications/notify';

const exceptionName = (code: string) => EXCEPTION_TYPES.find((type) => type.id === code)?.name ?? code;

// The resolution center's actions (domain.md §4 attendance_exceptions): resolve with how,
// waive with a reason (one or many), notify the employee. An exception of a closed or
// linked timesheet no longer changes; its timesheet's open count follows every action.

const Done = Type.Object({ message: Type.String(), count: Type.Integer() });
const Resolve = Type.Object({
  resolution: Type.Unsafe<string>({ type: 'string', enum: EXCEPTION_RESOLUTIONS.map((c) => c.id).filter((id) => id !== 'waived') }),
  resolution_application_id: Type.Optional(Type.Integer({ minimum: 1 })),
  remarks: Type.Optional(Type.String({ maxLength: 255 })),
});
const Notify = Type.Object({ remarks: Type.Optional(Type.String({ maxLength: 255 })) });
const Waive = Type.Object({ remarks: Type.String({ minLength: 1, maxLength: 255 }) });
const BulkWaive = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 }),
  remarks: Type.String({ minLength: 1, maxLength: 255 }),
});

async function editable(trx: Database, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('attendance_exceptions as e')
    .leftJoin('timesheets as t', 't.id', 'e.timesheet_id')
    .select(['e.id', 'e.employee_id', 'e.status', 'e.timesheet_id', 'e.work_date', 'e.exception_type', 't.status as timesheet_status'])
    .where('e.id', 'in', [...ids])
    .execute();
  if (rows.length !== ids.length) throw new NotFoundError('Some of these exceptions do not exist.');
  const locked = rows.find((r) => r.timesheet_status === 'closed' || r.timesheet_status === 'linked');
  if (locked)
    throw new ConflictError(`The exception of ${locked.work_date} belongs to a ${locked.timesheet_status} timesheet; reopen it first.`);
  const done = rows.find((r) => r.status === 'resolved' || r.status === 'waived');
  if (done) throw new ConflictError(`The exception of ${done.work_date} is already ${done.status}.`);
  return rows;
}

async function recount(trx: Database, timesheetIds: readonly (number | null)[]): Promise<void> {
  for (const id of new Set(timesheetIds.filter((t): t is number => t !== null))) {
    const open = await trx
      .selectFrom('attendance_exceptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('timesheet_id', '=', id)
      .where('status', 'in', ['open', 'pending_employee'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('timesheets')
      .set({ open_exception_count: Number(open.n) })
      .where('id', '=', id)
      .execute();
  }
}

export async function exceptionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;

  async function settle(
    request: Parameters<typeof actorOf>[0],
    ids: number[],
    status: 'resolved' | 'waived',
    resolution: string,
    remarks: string | null,
    applicationId?: number,
  ) {
    const who = actorOf(request);
    return db.transaction().execute(async (trx) => {
      const rows = await editable(trx, ids);
      await trx
        .updateTable('attendance_exceptions')
        .set({
          status,
          resolution,
          remarks,
          resolution_application_id: applicationId ?? null,
          resolved_at: new Date(),
          resolved_by: who.userId,
          updated_by: who.userId,
        })
        .where('id', 'in', ids)
        .execute();
      await recount(
        trx,
        rows.map((r) => r.timesheet_id),
      );
      for (const r of rows) {
        await audit(trx, who, {
          resource: 'attendance-exceptions',
          action: status === 'waived' ? 'waive' : 'resolve',
          recordId: r.id,
          summary: `${status === 'waived' ? 'Waived' : 'Resolved'} “${exceptionName(r.exception_type)}” of ${r.work_date}${remarks ? `: ${remarks}` : ''}`,
          before: { status: r.status },
          after: { status, resolution },
        });
      }
      return { message: `${rows.length} exception${rows.length === 1 ? '' : 's'} ${status}.`, count: rows.length };
    });
  }

  app.post(
    '/api/timekeeping/attendance-exceptions/:id/resolve',
    { schema: { params: IdParams, body: Resolve, response: answers(Done) } },
    async (request) =>
      settle(
        request,
        [Number(request.params.id)],
        'resolved',
        request.body.resolution,
        request.body.remarks?.trim() || null,
        request.body.resolution_application_id,
      ),
  );

  app.post(
    '/api/timekeeping/attendance-exceptions/:id/waive',
    { schema: { params: IdParams, body: Waive, response: answers(Done) } },
    async (request) => {
      const remarks = request.body.remarks.trim();
      if (!remarks) throw new ValidationError({ remarks: ['is required: say why the exception is waived'] });
      return settle(request, [Number(request.params.id)], 'waived', 'waived', remarks);
    },
  );

  // the employee is asked to explain or file for the day: the exception waits for them
  app.post(
    '/api/timekeeping/attendance-exceptions/:id/notify',
    { schema: { params: IdParams, body: Notify, response: answers(Done) } },
    async (request) => {
      const who = actorOf(request);
      const remarks = request.body.remarks?.trim() || null;
      return db.transaction().execute(async (trx) => {
        const [row] = await editable(trx, [Number(request.params.id)]);
        await trx
          .updateTable('attendance_exceptions')
          .set({ status: 'pending_employee', remarks, updated_by: who.userId })
          .where('id', '=', row.id)
          .execute();
        const told = await notifyUsers(
          trx,
          await usersOfEmployees(trx, [Number(row.employee_id)]),
          {
            kind: 'attendance_exception',
            title: `Timekeeping asks about your ${exceptionName(row.exception_type).toLowerCase()} on ${row.work_date}`,
            body: remarks ?? 'File the application that covers the day (leave, official business, log sheet), or see timekeeping.',
            link: '/employee/timesheet-details',
          },
          who.userId,
        );
        await recount(trx, [row.timesheet_id]);
        await audit(trx, who, {
          resource: 'attendance-exceptions',
          action: 'notify',
          recordId: row.id,
          summary: `Asked the employee about “${exceptionName(row.exception_type)}” of ${row.work_date}${remarks ? `: ${remarks}` : ''}`,
          before: { status: row.status },
          after: { status: 'pending_employee' },
        });
        return {
          message: told
            ? 'The employee is notified; the exception waits for them.'
            : 'The employee has no portal account to notify: tell them another way. The exception waits for them.',
          count: told,
        };
      });
    },
  );

  app.post('/api/timekeeping/attendance-exceptions/waive', { schema: { body: BulkWaive, response: answers(Done) } }, async (request) => {
    const remarks = request.body.remarks.trim();
    if (!remarks) throw new ValidationError({ remarks: ['is required: say why the exceptions are waived'] });
    return settle(request, [...new Set(request.body.ids)], 'waived', 'waived', remarks);
  });
}
