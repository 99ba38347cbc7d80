import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Portal } from '@core/access';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { attachmentRoutes } from '../attachments/record-attachments';
import { untyped, type Database } from '../../db/database';
import { answers, AnyObject, AnyObjects, IdParams } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { knownCompanyId, manilaToday } from '../../shared/company';
import {
  approveApplication,
  decideCancellation,
  rejectApplication,
  requestCancellation,
  withdrawApplication,
  type Affected,
  type Caller,
} from './decision.service';
import { APPLICATION_TYPES, editApplication, fileApplication, type FilingContext } from './filing.service';
import { TYPE_SPECS } from './application-types';
import { reprocessAffected } from './reprocess';
import { trailOf } from './trail';

// The application routes a portal offers, one set for every portal that has them:
// filing (for oneself, for a team member, encoded by timekeeping), decisions on the
// levels the caller holds, withdrawal and cancellation, and the approval trail. What a
// caller may see or act on is the portal's `visible` condition on the application `a`.

const Done = Type.Object({
  message: Type.String(),
  id: Type.Optional(Type.Integer()),
  reference_no: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  count: Type.Optional(Type.Integer()),
});
const Filing = Type.Object(
  {
    application_type: Type.Unsafe<string>({ type: 'string', enum: APPLICATION_TYPES }),
    employee_id: Type.Optional(Type.Integer({ minimum: 1 })),
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
const NoBody = Type.Object({}, { description: 'no fields' });

export interface ApplicationRouteOptions {
  portal: Portal;
  /** the applications the caller may see and act on (`a` is the application) */
  visible: (request: FastifyRequest) => RawBuilder<boolean>;
  /** how filings from this portal are made; none when the portal does not file */
  filing?: {
    filedVia: FilingContext['filedVia'];
    /** the applicant: the caller, or a checked employee of the body */
    applicant: (request: FastifyRequest, employeeId: number | undefined) => Promise<number>;
  };
  decides?: boolean;
  /** timekeeping decides cancellation requests */
  decidesCancellations?: boolean;
  /** the applicant side: withdraw and request cancellation */
  manages?: boolean;
}

export async function applicationRoutes(server: FastifyInstance, options: ApplicationRouteOptions): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = `/api/${options.portal}/applications`;
  const callerOf = (request: FastifyRequest): Caller => ({
    actor: actorOf(request),
    employeeId: request.auth!.user.employee_id,
    role: request.auth!.user.role,
  });
  /** 404 unless the caller may see the application. */
  const see = async (request: FastifyRequest, id: number) => {
    await trailOf(db, knownCompanyId(request), id, options.visible(request));
  };
  const afterwards = async (request: FastifyRequest, affected: (Affected | null)[]) =>
    reprocessAffected(server, actorOf(request), affected);

  // the files of a filing (a medical certificate): seen by whoever sees the filing, its
  // filer and the approvers of any level; added and removed by the applicant or the filer
  // (timekeeping for any filing) while it is pending
  const involved = (request: FastifyRequest) => {
    const me = request.auth!.user;
    return sql<boolean>`(${options.visible(request)} or a.filed_by_user_id = ${me.id}
      or exists (select 1 from application_approvals v where v.application_id = a.id
        and (v.approver_employee_id = ${me.employee_id ?? 0} or v.alternate_employee_id = ${me.employee_id ?? 0})))`;
  };
  await attachmentRoutes(server, {
    base,
    owner: async (db, request, id) => {
      const row = await db
        .selectFrom('applications as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.id', 'a.reference_no', 'a.application_type'])
        .where('a.id', '=', id)
        .where('e.company_id', '=', knownCompanyId(request))
        .where(involved(request))
        .executeTakeFirst();
      if (!row) throw new NotFoundError('There is no such application.');
      return {
        attachableType: TYPE_SPECS[row.application_type as keyof typeof TYPE_SPECS].table,
        attachableId: id,
        label: row.reference_no,
        resource: 'applications',
      };
    },
    writable: options.filing
      ? async (db, request, id) => {
          const caller = callerOf(request);
          const row = await db
            .selectFrom('applications')
            .select(['reference_no', 'status', 'employee_id', 'filed_by_user_id'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const mine =
            options.portal === 'timekeeping' ||
            Number(row.employee_id) === caller.employeeId ||
            Number(row.filed_by_user_id) === caller.actor.userId;
          if (!mine) throw new ForbiddenError('Only the applicant or whoever filed it can change its attachments.');
          if (row.status !== 'pending')
            throw new ConflictError(`${row.reference_no} is ${row.status.replace('_', ' ')}; attachments change only while it is pending.`);
        }
      : undefined,
  });

  app.get(`${base}/:id/trail`, { schema: { params: IdParams, response: answers(AnyObjects) } }, async (request) =>
    trailOf(db, knownCompanyId(request), Number(request.params.id), options.visible(request)),
  );

  const filing = options.filing;
  if (filing) {
    app.post(base, { schema: { body: Filing, response: answers(Done) } }, async (request) => {
      const caller = callerOf(request);
      const employeeId = await filing.applicant(request, request.body.employee_id);
      return db.transaction().execute((trx) =>
        fileApplication(
          trx,
          {
            companyId: knownCompanyId(request),
            actor: caller.actor,
            filedVia: employeeId === caller.employeeId ? 'self' : filing.filedVia,
            filerEmployeeId: caller.employeeId,
            today: manilaToday(app.deps.now()),
          },
          { ...(request.body as Record<string, unknown>), employee_id: employeeId },
        ),
      );
    });
  }

  if (options.decides) {
    app.post(`${base}/:id/approve`, { schema: { params: IdParams, body: Approve, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      const result = await db
        .transaction()
        .execute((trx) => approveApplication(trx, knownCompanyId(request), callerOf(request), id, request.body));
      await afterwards(request, [result.affected]);
      return { message: result.message };
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
        for (const id of request.body.ids) await see(request, id);
        const caller = callerOf(request);
        const results = await db.transaction().execute(async (trx) => {
          const all = [];
          for (const id of request.body.ids) all.push(await approveApplication(trx, knownCompanyId(request), caller, id, {}));
          return all;
        });
        await afterwards(
          request,
          results.map((r) => r.affected),
        );
        return { message: `${results.length} applications approved at their current level.`, count: results.length };
      },
    );
    app.post(`${base}/:id/reject`, { schema: { params: IdParams, body: Remarks, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      return db
        .transaction()
        .execute((trx) => rejectApplication(trx, knownCompanyId(request), callerOf(request), id, request.body.remarks));
    });
  }

  if (options.decidesCancellations) {
    app.post(
      `${base}/:id/approve-cancellation`,
      { schema: { params: IdParams, body: OptionalRemarks, response: answers(Done) } },
      async (request) => {
        const result = await db
          .transaction()
          .execute((trx) =>
            decideCancellation(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), true, request.body.remarks),
          );
        await afterwards(request, [result.affected]);
        return { message: result.message };
      },
    );
    app.post(`${base}/:id/deny-cancellation`, { schema: { params: IdParams, body: Remarks, response: answers(Done) } }, async (request) => {
      const result = await db
        .transaction()
        .execute((trx) =>
          decideCancellation(trx, knownCompanyId(request), callerOf(request), Number(request.params.id), false, request.body.remarks),
        );
      return { message: result.message };
    });
  }

  if (options.manages || options.decidesCancellations) {
    app.post(
      `${base}/:id/request-cancellation`,
      {
        schema: {
          params: IdParams,
          body: Type.Object({ cancellation_reason: Type.String({ minLength: 1, maxLength: 1000 }) }),
          response: answers(Done),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        await see(request, id);
        return db
          .transaction()
          .execute((trx) => requestCancellation(trx, knownCompanyId(request), actorOf(request), id, request.body.cancellation_reason));
      },
    );
  }
  if (filing && options.manages) {
    // the filing's own fields, to open it again in the filing form
    app.get(`${base}/:id/filing`, { schema: { params: IdParams, response: answers(AnyObject) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      return filedValues(db, id);
    });
    // the applicant or whoever filed changes a filing no approver has decided yet
    app.put(`${base}/:id`, { schema: { params: IdParams, body: Filing, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      const caller = callerOf(request);
      const mine = await db
        .selectFrom('applications')
        .select('id')
        .where('id', '=', id)
        .where((eb) => eb.or([eb('employee_id', '=', caller.employeeId ?? 0), eb('filed_by_user_id', '=', caller.actor.userId ?? 0)]))
        .executeTakeFirst();
      if (!mine) throw new ForbiddenError('Only the applicant or whoever filed it can change a filing.');
      return db.transaction().execute((trx) =>
        editApplication(
          trx,
          {
            companyId: knownCompanyId(request),
            actor: caller.actor,
            filedVia: filing.filedVia,
            filerEmployeeId: caller.employeeId,
            today: manilaToday(app.deps.now()),
          },
          id,
          request.body as Record<string, unknown>,
        ),
      );
    });
  }
  if (options.manages) {
    app.post(`${base}/:id/withdraw`, { schema: { params: IdParams, body: NoBody, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      return db.transaction().execute((trx) => withdrawApplication(trx, knownCompanyId(request), actorOf(request), id));
    });
  }
}

const BOOKKEEPING = ['id', 'application_id', 'created_at', 'updated_at', 'created_by', 'updated_by'];

/** What was filed: the common fields and the type's own row, as the filing form sends them. */
async function filedValues(db: Database, id: number): Promise<Record<string, unknown>> {
  const application = await db
    .selectFrom('applications')
    .select([
      'application_type',
      'employee_id',
      sql<string>`date_from::text`.as('date_from'),
      sql<string>`date_to::text`.as('date_to'),
      'reason',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const own = ((await untyped(db)
    .selectFrom(TYPE_SPECS[application.application_type as keyof typeof TYPE_SPECS].table)
    .selectAll()
    .where('application_id', '=', id)
    .executeTakeFirst()) ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(Object.entries(own).filter(([name, value]) => !BOOKKEEPING.includes(name) && value !== null));
  return { ...values, ...application, id };
}

/** The caller's own employee record, or 403 for an account without one. */
export function ownEmployee(request: FastifyRequest): number {
  const id = request.auth!.user.employee_id;
  if (id === null) throw new ForbiddenError('No employee record is linked to this account.');
  return id;
}

export const everything = () => sql<boolean>`true`;
