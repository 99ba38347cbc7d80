import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answers, DateString, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { applyInPeriod, cancelAdjustment, draftInPeriod } from './in-period.service';
import { cancelPriorPeriod, linkPriorPeriod, runPriorPeriod, unlinkPriorPeriod } from './prior-period.service';

// The routes of timesheet-adjustment (in-period: draft, apply, cancel) and
// adjustment-processing (prior-period: run on a closed timesheet, link, unlink, cancel).

const Minutes = Type.Integer({ minimum: 0, maximum: 1440 });
const Days = Type.Number({ minimum: 0, maximum: 1, multipleOf: 0.5 });
const Draft = Type.Object({
  employee_id: Type.Integer({ minimum: 1 }),
  work_date: DateString,
  reason: Type.String({ minLength: 1, maxLength: 1000 }),
  values: Type.Object(
    {
      worked_minutes: Type.Optional(Minutes),
      late_minutes: Type.Optional(Minutes),
      undertime_minutes: Type.Optional(Minutes),
      absent_days: Type.Optional(Days),
      paid_leave_days: Type.Optional(Days),
      unpaid_leave_days: Type.Optional(Days),
      holiday_pay_eligible: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  premiums: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Z_]{3,20}$' }), Minutes)),
});
const Run = Type.Object({
  timesheet_id: Type.Integer({ minimum: 1 }),
  employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100_000 })),
});
const Ids = { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10_000 }) };
const NoBody = Type.Object({}, { description: 'no fields' });
const Done = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()), count: Type.Optional(Type.Integer()) });

export async function adjustmentRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = '/api/timekeeping/timesheet-adjustments';

  app.post(`${base}/draft`, { schema: { body: Draft, response: answers(Done) } }, async (request) =>
    draftInPeriod(db, knownCompanyId(request), actorOf(request), request.body),
  );
  app.post(`${base}/:id/apply`, { schema: { params: IdParams, body: NoBody, response: answers(Done) } }, async (request) =>
    applyInPeriod(db, knownCompanyId(request), actorOf(request), Number(request.params.id)),
  );
  app.post(`${base}/:id/cancel`, { schema: { params: IdParams, body: NoBody, response: answers(Done) } }, async (request) =>
    cancelAdjustment(db, knownCompanyId(request), actorOf(request), Number(request.params.id)),
  );
  app.post(`${base}/process`, { schema: { body: Run, response: answers(Done) } }, async (request) =>
    runPriorPeriod(db, knownCompanyId(request), actorOf(request), request.body.timesheet_id, request.body.employee_ids),
  );
  await linkRoutes(app, 'timekeeping');
}

/**
 * Linking prior-period adjustments to an open payroll period and taking them back out,
 * from timekeeping's adjustment processing ("unlink") or payroll's timesheet adjustments
 * ("hold": held back from the period until linked again), docs/domain.md §13.3.
 */
export async function linkRoutes(server: FastifyInstance, portal: 'timekeeping' | 'payroll'): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = `/api/${portal}/timesheet-adjustments`;
  app.post(
    `${base}/link`,
    { schema: { body: Type.Object({ ...Ids, payroll_period_id: Type.Integer({ minimum: 1 }) }), response: answers(Done) } },
    async (request) => linkPriorPeriod(db, knownCompanyId(request), actorOf(request), request.body.ids, request.body.payroll_period_id),
  );
  app.post(
    `${base}/${portal === 'payroll' ? 'hold' : 'unlink'}`,
    { schema: { body: Type.Object(Ids), response: answers(Done) } },
    async (request) => unlinkPriorPeriod(db, knownCompanyId(request), actorOf(request), request.body.ids),
  );
  if (portal !== 'payroll') return;
  // payroll will not pay them: out of every period for good, with the reason (posted ones stay)
  app.post(
    `${base}/cancel`,
    { schema: { body: Type.Object({ ...Ids, reason: Type.String({ minLength: 1, maxLength: 500 }) }), response: answers(Done) } },
    async (request) => cancelPriorPeriod(db, knownCompanyId(request), actorOf(request), request.body.ids, request.body.reason),
  );
}
