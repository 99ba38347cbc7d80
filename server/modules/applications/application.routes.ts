import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { Portal } from '@core/access';
import { ApprovalStep, FiledValues } from '@core/contract/applications';
import { attachmentRoutes } from '../attachments/record-attachments';
import { answers, IdParams } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { attachmentOwner, checkAttachmentsWritable, checkMayEdit, involvedIn } from './application-access';
import { filedValues } from './application.queries';
import { approve, approveAll, decideCancellationOf, edit, file, reject, requestCancellationOf, withdraw } from './application-actions';
import type { Affected, Caller } from './decision.service';
import { APPLICATION_TYPES, type FilingContext } from './filing.service';
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
    description: 'the common fields (date_from, date_to, reason) and the type’s own, as docs/domain.md §5 names them',
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
  await attachmentRoutes(server, {
    base,
    owner: async (db, request, id) =>
      attachmentOwner(
        db,
        knownCompanyId(request),
        id,
        involvedIn(options.visible(request), request.auth!.user.id, request.auth!.user.employee_id),
      ),
    writable: options.filing
      ? async (db, request, id) => checkAttachmentsWritable(db, callerOf(request), id, options.portal === 'timekeeping')
      : undefined,
  });

  app.get(`${base}/:id/trail`, { schema: { params: IdParams, response: answers(Type.Array(ApprovalStep)) } }, async (request) =>
    trailOf(db, knownCompanyId(request), Number(request.params.id), options.visible(request)),
  );

  const filing = options.filing;
  if (filing) {
    app.post(base, { schema: { body: Filing, response: answers(Done) } }, async (request) => {
      const caller = callerOf(request);
      const employeeId = await filing.applicant(request, request.body.employee_id);
      return file(
        db,
        {
          companyId: knownCompanyId(request),
          actor: caller.actor,
          filedVia: employeeId === caller.employeeId ? 'self' : filing.filedVia,
          filerEmployeeId: caller.employeeId,
          today: manilaToday(app.deps.now()),
        },
        { ...(request.body as Record<string, unknown>), employee_id: employeeId },
      );
    });
  }

  if (options.decides) {
    app.post(`${base}/:id/approve`, { schema: { params: IdParams, body: Approve, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      const result = await approve(db, knownCompanyId(request), callerOf(request), id, request.body);
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
        const results = await approveAll(db, knownCompanyId(request), callerOf(request), request.body.ids);
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
      return reject(db, knownCompanyId(request), callerOf(request), id, request.body.remarks);
    });
  }

  if (options.decidesCancellations) {
    app.post(
      `${base}/:id/approve-cancellation`,
      { schema: { params: IdParams, body: OptionalRemarks, response: answers(Done) } },
      async (request) => {
        const result = await decideCancellationOf(
          db,
          knownCompanyId(request),
          callerOf(request),
          Number(request.params.id),
          true,
          request.body.remarks,
        );
        await afterwards(request, [result.affected]);
        return { message: result.message };
      },
    );
    app.post(`${base}/:id/deny-cancellation`, { schema: { params: IdParams, body: Remarks, response: answers(Done) } }, async (request) => {
      const result = await decideCancellationOf(
        db,
        knownCompanyId(request),
        callerOf(request),
        Number(request.params.id),
        false,
        request.body.remarks,
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
        return requestCancellationOf(db, knownCompanyId(request), actorOf(request), id, request.body.cancellation_reason);
      },
    );
  }
  if (filing && options.manages) {
    // the filing's own fields, to open it again in the filing form
    app.get(`${base}/:id/filing`, { schema: { params: IdParams, response: answers(FiledValues) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      return filedValues(db, id);
    });
    // the applicant or whoever filed changes a filing no approver has decided yet
    app.put(`${base}/:id`, { schema: { params: IdParams, body: Filing, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      const caller = callerOf(request);
      await checkMayEdit(db, caller, id);
      return edit(
        db,
        {
          companyId: knownCompanyId(request),
          actor: caller.actor,
          filedVia: filing.filedVia,
          filerEmployeeId: caller.employeeId,
          today: manilaToday(app.deps.now()),
        },
        id,
        request.body as Record<string, unknown>,
      );
    });
  }
  if (options.manages) {
    app.post(`${base}/:id/withdraw`, { schema: { params: IdParams, body: NoBody, response: answers(Done) } }, async (request) => {
      const id = Number(request.params.id);
      await see(request, id);
      return withdraw(db, knownCompanyId(request), actorOf(request), id);
    });
  }
}
