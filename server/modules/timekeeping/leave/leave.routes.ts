import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backgroundJobs } from '../../../http/background-jobs';
import { NotFoundError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { leaveRunProgress } from './leave.queries';
import { runLeaveRun, startLeaveRun } from './leave-runs';
import { adjustLeaveBalance } from './leave.service';

// The actions of leave-records (docs/domain.md §6 leave_balances): the year's grant, the
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
    const run = await leaveRunProgress(db, knownCompanyId(request), Number(request.params.id));
    if (!run) throw new NotFoundError('There is no such leave run.');
    return run;
  });

  app.post(
    '/api/timekeeping/leave-balances/:id/adjust',
    { schema: { params: IdParams, body: Adjust, response: answers(Type.Object({ message: Type.String(), balance: Type.String() })) } },
    async (request) => adjustLeaveBalance(db, knownCompanyId(request), actorOf(request), Number(request.params.id), request.body),
  );
}
