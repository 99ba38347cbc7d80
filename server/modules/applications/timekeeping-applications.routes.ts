import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { registerReports } from '../../http/report-routes';
import { answers, AnyObjects, IdParams } from '../../http/schemas';
import { actorOf } from '../audit/audit.service';
import { knownCompanyId, manilaToday } from '../hr/company';
import { APPLICATION_LISTS } from './application-lists';
import {
  approveApplication,
  decideCancellation,
  rejectApplication,
  requestCancellation,
  type Affected,
  type Caller,
} from './decision.service';
import { APPLICATION_TYPES, fileApplication } from './filing.service';
import { reprocessAffected } from './reprocess';

// The timekeeping side of applications (domain.md §15.3 /timekeeping/applications): the
// lists of every type, decisions where the timekeeping role is the approver, filings
// encoded on behalf of employees, and the cancellation decisions.

const Done = Type.Object({
  message: Type.String(),
  id: Type.Optional(Type.Integer()),
  reference_no: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  count: Type.Optional(Type.Integer()),
});
const Encode = Type.Object(
  {
    application_type: Type.Unsafe<string>({ type: 'string', enum: APPLICATION_TYPES }),
    employee_id: Type.Integer({ minimum: 1 }),
  },
  {
    additionalProperties: true,
    description: 'the common fields (date_from, date_to, reason) and the type’s own, as domain.md §5 names them',
  },
);
const Approve = Type.Object({
  remarks: Type.Optional(Type.String({ maxLength: 1000 })),
  approved_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 960 })),
});
const Remarks = Type.Object({ remarks: Type.String({ minLength: 1, maxLength: 1000 }) });
const OptionalRemarks = Type.Object({ remarks: Type.Optional(Type.String({ maxLength: 1000 })) });

export async function timekeepingApplicationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  registerReports(server, 'timekeeping', APPLICATION_LISTS);
  const base = '/api/timekeeping/applications';
  const callerOf = (request: FastifyRequest): Caller => ({
    actor: actorOf(request),
    employeeId: request.auth!.user.employee_id,
    role: request.auth!.user.role,
  });
  const decided = async (request: FastifyRequest, result: { message: string; affected: Affected | null }) => {
    await reprocessAffected(server, actorOf(request), [result.affected]);
    return { message: result.message };
  };

  app.post(base, { schema: { body: Encode, response: answers(Done) } }, async (request) => {
    const caller = callerOf(request);
    const result = await db.transaction().execute((trx) =>
      fileApplication(
        trx,
        {
          companyId: knownCompanyId(request),
          actor: caller.actor,
          filedVia: 'tk_encoded',
          filerEmployeeId: caller.employeeId,
          today: manilaToday(app.deps.now()),
        },
        request.body as Record<string, unknown>,
      ),
    );
    return result;
  });

  app.post(`${base}/:id/approve`, { schema: { params: IdParams, body: Approve, response: answers(Done) } }, async (request) => {
    const result = await db
      .transaction()
      .execute((trx) => approveApplication(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), request.body));
    return decided(request, result);
  });

  app.post(
    `${base}/approve`,
    {
      schema: {
        body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) }),
        response: answers(Done),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const results = await db.transaction().execute(async (trx) => {
        const all = [];
        for (const id of request.body.ids) all.push(await approveApplication(trx, knownCompanyId(request), caller, id, {}));
        return all;
      });
      await reprocessAffected(
        server,
        caller.actor,
        results.map((r) => r.affected),
      );
      return { message: `${results.length} applications approved at their current level.`, count: results.length };
    },
  );

  app.post(`${base}/:id/reject`, { schema: { params: IdParams, body: Remarks, response: answers(Done) } }, async (request) =>
    db
      .transaction()
      .execute((trx) =>
        rejectApplication(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), request.body.remarks),
      ),
  );

  app.post(
    `${base}/:id/request-cancellation`,
    {
      schema: {
        params: IdParams,
        body: Type.Object({ cancellation_reason: Type.String({ minLength: 1, maxLength: 1000 }) }),
        response: answers(Done),
      },
    },
    async (request) =>
      db
        .transaction()
        .execute((trx) =>
          requestCancellation(trx, knownCompanyId(request), actorOf(request), Number(request.params.id), request.body.cancellation_reason),
        ),
  );

  app.post(
    `${base}/:id/approve-cancellation`,
    { schema: { params: IdParams, body: OptionalRemarks, response: answers(Done) } },
    async (request) => {
      const result = await db
        .transaction()
        .execute((trx) =>
          decideCancellation(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), true, request.body.remarks),
        );
      return decided(request, result);
    },
  );

  app.post(`${base}/:id/deny-cancellation`, { schema: { params: IdParams, body: Remarks, response: answers(Done) } }, async (request) => {
    const result = await db
      .transaction()
      .execute((trx) =>
        decideCancellation(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), false, request.body.remarks),
      );
    return decided(request, result);
  });

  app.get(`${base}/:id/trail`, { schema: { params: IdParams, response: answers(AnyObjects) } }, async (request) =>
    db
      .selectFrom('application_approvals as ap')
      .innerJoin('applications as a', 'a.id', 'ap.application_id')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .leftJoin('employees as x', 'x.id', 'ap.approver_employee_id')
      .leftJoin('roles as r', 'r.id', 'ap.approver_role')
      .leftJoin('users as u', 'u.id', 'ap.acted_by_user_id')
      .select([
        'ap.round',
        'ap.level',
        'ap.status',
        'ap.skip_reason',
        'ap.remarks',
        sql<string>`case when ap.approver_type = 'role' then r.name else concat(x.last_name, ', ', x.first_name) end`.as('approver'),
        'u.name as acted_by',
        sql<string | null>`to_char(ap.acted_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI')`.as('acted_at'),
      ])
      .where('ap.application_id', '=', Number(request.params.id))
      .where('e.company_id', '=', knownCompanyId(request))
      .orderBy('ap.round')
      .orderBy('ap.level')
      .execute(),
  );
}
