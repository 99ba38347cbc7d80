import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backgroundJobs } from '../../../http/background-jobs';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { toMilliDays } from './entitlement';
import { postLedgerEntries } from './leave-ledger';
import { leaveRunTitle, runLeaveRun, startLeaveRun } from './leave-runs';

// The actions of leave-records (domain.md §6 leave_balances): the year's grant, the
// monthly accrual (background jobs with progress, one at a time per company) and a manual
// adjustment with its reason. Each is audited and only ever adds ledger entries.

const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
const Started = Type.Object({ id: Type.Integer(), employees: Type.Integer() });
const LeaveRunAnswer = Type.Object({
  id: Type.Integer(),
  run_type: Type.String(),
  year: Type.Integer(),
  month: Type.Union([Type.Integer(), Type.Null()]),
  processing: Type.Boolean(),
  progress_total: Type.Integer(),
  progress_done: Type.Integer(),
  processing_error: Type.Union([Type.String(), Type.Null()]),
  entries: Type.Integer(),
  employees: Type.Integer(),
  days: Type.String(),
  message: Type.String(),
});
const Adjust = Type.Object({
  days: Type.String({ pattern: '^-?\\d{1,3}(\\.\\d{1,3})?$', description: 'signed days, e.g. 1.5 or -0.5' }),
  remarks: Type.String({ minLength: 1, maxLength: 255 }),
  entry_date: Type.Optional(Type.String({ format: 'date' })),
});

/** Where a run stands, in words. */
function runMessage(
  run: Parameters<typeof leaveRunTitle>[0] & {
    processing: boolean;
    processing_error: string | null;
    entries: number;
    employees: number;
    days: string;
    progress_done: number;
    progress_total: number;
  },
) {
  const title = leaveRunTitle(run);
  if (run.processing) return `${title}: ${run.progress_done} of ${run.progress_total} employees so far.`;
  if (run.processing_error)
    return `${title}: stopped after ${run.progress_done} of ${run.progress_total} employees (${run.processing_error}); run it again to finish, nothing is posted twice.`;
  return run.entries
    ? `${title}: ${run.entries} ledger entries for ${run.employees} employees, ${run.days} days in all.`
    : `${title}: nothing new to post; it had already run.`;
}

export async function leaveRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const inBackground = backgroundJobs(app);

  // the runs answer 202 with the run's id at once; its progress is read from leave-runs/:id
  const startRun = async (request: FastifyRequest, reply: FastifyReply, what: Parameters<typeof startLeaveRun>[3]) => {
    const who = actorOf(request);
    const { run, employees } = await startLeaveRun(db, who, knownCompanyId(request), what);
    inBackground(runLeaveRun(db, who, run, employees));
    return reply.code(202).send({ id: run.id, employees: employees.length });
  };

  app.post(
    '/api/timekeeping/leave-balances/grant-year',
    { schema: { body: Type.Object({ year: Year }), response: { 202: Started, ...answers(Started) } } },
    async (request, reply) => startRun(request, reply, { run_type: 'grant_year', year: request.body.year, month: null }),
  );

  app.post(
    '/api/timekeeping/leave-balances/accrue-month',
    {
      schema: {
        body: Type.Object({ year: Year, month: Type.Integer({ minimum: 1, maximum: 12 }) }),
        response: { 202: Started, ...answers(Started) },
      },
    },
    async (request, reply) => startRun(request, reply, { run_type: 'accrue_month', year: request.body.year, month: request.body.month }),
  );

  app.get('/api/timekeeping/leave-runs/:id', { schema: { params: IdParams, response: answers(LeaveRunAnswer) } }, async (request) => {
    const run = await db
      .selectFrom('leave_runs')
      .select([
        'id',
        'run_type',
        'year',
        'month',
        'processing',
        'progress_total',
        'progress_done',
        'processing_error',
        'entries',
        'employees',
        'days',
      ])
      .where('id', '=', Number(request.params.id))
      .where('company_id', '=', knownCompanyId(request))
      .executeTakeFirst();
    if (!run) throw new NotFoundError('There is no such leave run.');
    const answer = { ...run, id: Number(run.id), run_type: run.run_type as 'grant_year' | 'accrue_month', days: String(run.days) };
    return { ...answer, message: runMessage(answer) };
  });

  app.post(
    '/api/timekeeping/leave-balances/:id/adjust',
    { schema: { params: IdParams, body: Adjust, response: answers(Type.Object({ message: Type.String(), balance: Type.String() })) } },
    async (request) => {
      const who = actorOf(request);
      const milli = toMilliDays(request.body.days);
      if (milli === 0) throw new ValidationError({ days: ['must not be zero'] });
      return db.transaction().execute(async (trx) => {
        const balance = await trx
          .selectFrom('leave_balances as b')
          .innerJoin('employees as e', 'e.id', 'b.employee_id')
          .innerJoin('leave_types as t', 't.id', 'b.leave_type_id')
          .select(['b.id', 'b.employee_id', 'b.leave_type_id', 'b.year', 'b.balance', 'e.employee_no', 't.code'])
          .where('b.id', '=', Number(request.params.id))
          .where('e.company_id', '=', knownCompanyId(request))
          .forUpdate()
          .executeTakeFirst();
        if (!balance) throw new NotFoundError('There is no such leave record.');
        const entryDate = request.body.entry_date ?? `${balance.year}-12-31`;
        if (Number(entryDate.slice(0, 4)) !== Number(balance.year)) {
          throw new ValidationError({ entry_date: [`must fall in ${balance.year}, the year of this leave record`] });
        }
        await postLedgerEntries(
          trx,
          [
            {
              employee_id: Number(balance.employee_id),
              leave_type_id: Number(balance.leave_type_id),
              year: Number(balance.year),
              entry_date: entryDate,
              entry_type: 'adjustment',
              milli_days: milli,
              remarks: request.body.remarks.trim(),
            },
          ],
          who.userId,
        );
        const after = await trx.selectFrom('leave_balances').select('balance').where('id', '=', balance.id).executeTakeFirstOrThrow();
        await audit(trx, who, {
          resource: 'leave-balances',
          action: 'adjust',
          recordId: balance.id,
          summary: `${balance.code} ${balance.year} of ${balance.employee_no} adjusted by ${request.body.days} days: ${request.body.remarks.trim()}`,
          before: { balance: balance.balance },
          after: { balance: after.balance },
        });
        return {
          message: `${balance.code} ${balance.year} of ${balance.employee_no} is now ${after.balance} days.`,
          balance: String(after.balance),
        };
      });
    },
  );
}
