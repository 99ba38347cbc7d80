import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { resolveMappedPunches } from '../timesheets/unmatched-punches';
import type { FastifyInstance } from 'fastify';
import { answers, IdParams } from '../../../http/schemas';
import { companyRow, narrowTo } from '../../../http/company-scope';
import { untyped } from '../../../db/database';
import { knownCompanyId } from '../../../shared/company';
import { backgroundJobs } from '../../../http/background-jobs';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { actorOf, audit } from '../../../shared/audit';
import { isDateTime } from '../engine/time';
import { createPunchImport, failPunchImport, runPunchImport } from './punch-import.service';
import { uploadedBytes } from '../../hr/import/upload-rows';
import { MAX_PUNCH_FILE_BYTES, punchFileFormat, readPunchFile } from './read-punch-file';

// The time recorder's own routes (domain.md §4 time_punches, punch_imports): import an
// export, add a manual punch, void one, and map an unknown time recorder id. Punches are
// never edited; every change is audited. Listing goes through the generic read routes.

const Progress = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  file_name: Type.Union([Type.String(), Type.Null()]),
  rows_total: Type.Integer(),
  rows_done: Type.Integer(),
  rows_imported: Type.Integer(),
  rows_duplicate: Type.Integer(),
  rows_rejected: Type.Integer(),
  date_from: Type.Union([Type.String(), Type.Null()]),
  date_to: Type.Union([Type.String(), Type.Null()]),
  unmatched_ids: Type.Array(Type.String()),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});

const ManualPunch = Type.Object({
  employee_id: Type.Integer({ minimum: 1 }),
  punched_at: Type.String({ maxLength: 19, description: 'Asia/Manila YYYY-MM-DD HH:mm[:ss]' }),
  punch_type: Type.Union(['in', 'out', 'break_out', 'break_in'].map((t) => Type.Literal(t))),
  remarks: Type.String({ minLength: 1, maxLength: 255, description: 'why the punch is added by hand' }),
});
const VoidBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 255 }) });
const MapBody = Type.Object({ time_recorder_id: Type.String({ minLength: 1, maxLength: 20 }), employee_id: Type.Integer({ minimum: 1 }) });
const Unmatched = Type.Array(
  Type.Object({ time_recorder_id: Type.String(), punches: Type.Integer(), first_punch: Type.String(), last_punch: Type.String() }),
);
const Done = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()), punches: Type.Optional(Type.Integer()) });

const seconds = (value: string) => (value.length === 16 ? `${value}:00` : value);

export async function punchesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  // imports still storing their punches; the server waits for them before it closes
  const inBackground = backgroundJobs(app);

  app.post(
    '/api/timekeeping/punch-imports/upload',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 202: Type.Object({ id: Type.Integer(), rows_total: Type.Integer() }), ...answers(Done) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new BadRequestError('Send the export as multipart form data in a field named "file".');
      let deviceId: number | null = null;
      let file: { name: string; bytes: Buffer } | null = null;
      for await (const part of request.parts({ limits: { fileSize: MAX_PUNCH_FILE_BYTES, files: 1, fields: 5 } })) {
        if (part.type === 'file') {
          file = { name: part.filename, bytes: await uploadedBytes(part, MAX_PUNCH_FILE_BYTES) };
        } else if (part.fieldname === 'device_id' && String(part.value).trim() !== '') {
          deviceId = Number(part.value);
          if (!Number.isSafeInteger(deviceId) || deviceId < 1) throw new ValidationError({ device_id: ['must be a device'] });
        }
      }
      if (!file) throw new BadRequestError('Attach the export in a field named "file".');
      if (deviceId !== null && !(await companyRow(app.deps.db, 'devices', 'company', knownCompanyId(request), deviceId))) {
        throw new ValidationError({ device_id: ['is not a registered device'] });
      }
      const format = punchFileFormat(file.name);
      const parsed = await readPunchFile(file.bytes, format);
      if (parsed.total === 0) throw new ValidationError({ file: ['has no punches'] });
      const actor = actorOf(request);
      const id = await createPunchImport(app.deps.db, actor, { fileName: file.name, format, deviceId });
      inBackground(
        runPunchImport(app.deps.db, actor, id, parsed, deviceId).catch((error: unknown) => failPunchImport(app.deps.db, id, String(error))),
      );
      return reply.code(202).send({ id, rows_total: parsed.total });
    },
  );

  app.get('/api/timekeeping/punch-imports/:id/progress', { schema: { params: IdParams, response: answers(Progress) } }, async (request) => {
    const row = await app.deps.db.selectFrom('punch_imports').selectAll().where('id', '=', Number(request.params.id)).executeTakeFirst();
    if (!row) throw new NotFoundError('There is no such import.');
    return {
      ...row,
      unmatched_ids: row.unmatched_ids as string[],
      errors: row.errors as { row: number; message: string }[],
    };
  });

  app.post('/api/timekeeping/time-punches/manual', { schema: { body: ManualPunch, response: answers(Done) } }, async (request) => {
    const { employee_id, punch_type, remarks } = request.body;
    const punchedAt = seconds(request.body.punched_at.trim());
    if (!isDateTime(punchedAt)) throw new ValidationError({ punched_at: ['must be a date and time (YYYY-MM-DD HH:mm)'] });
    const employee = await app.deps.db
      .selectFrom('employees')
      .select(['id', 'employee_no', 'time_recorder_id'])
      .where('id', '=', employee_id)
      .where('company_id', '=', knownCompanyId(request))
      .executeTakeFirst();
    if (!employee) throw new ValidationError({ employee_id: ['is not an employee'] });
    const recorderId = employee.time_recorder_id ?? employee.employee_no;
    const actor = actorOf(request);
    return app.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('time_punches')
        .values({
          time_recorder_id: recorderId,
          employee_id,
          punched_at: punchedAt,
          punch_type,
          source: 'manual',
          remarks: remarks.trim(),
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new ConflictError(`${employee.employee_no} already has a punch at ${punchedAt}.`);
      await audit(trx, actor, {
        resource: 'time-punches',
        action: 'create',
        recordId: row.id,
        summary: `Manual ${punch_type} punch for ${employee.employee_no} at ${punchedAt}: ${remarks.trim()}`,
        after: { employee_id, punched_at: punchedAt, punch_type, remarks },
      });
      return { message: `The punch at ${punchedAt} was added.`, id: row.id };
    });
  });

  app.post(
    '/api/timekeeping/time-punches/:id/void',
    { schema: { params: IdParams, body: VoidBody, response: answers(Done) } },
    async (request) => {
      const id = Number(request.params.id);
      const reason = request.body.reason.trim();
      if (!reason) throw new ValidationError({ reason: ['is required'] });
      const actor = actorOf(request);
      return app.deps.db.transaction().execute(async (trx) => {
        const punch = await trx.selectFrom('time_punches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!punch) throw new NotFoundError('There is no such punch.');
        if (punch.is_void) throw new ConflictError(`The punch at ${punch.punched_at} is already void.`);
        await trx
          .updateTable('time_punches')
          .set({ is_void: true, void_reason: reason, voided_at: new Date(), voided_by: actor.userId, updated_by: actor.userId })
          .where('id', '=', id)
          .execute();
        await audit(trx, actor, {
          resource: 'time-punches',
          action: 'void',
          recordId: id,
          summary: `Voided the punch of ${punch.time_recorder_id} at ${punch.punched_at}: ${reason}`,
          before: { is_void: false },
          after: { is_void: true, void_reason: reason },
        });
        return { message: `The punch at ${punch.punched_at} is void.` };
      });
    },
  );

  // the unmatched punches of the caller's company's devices and imports
  const unmatched = (db: typeof app.deps.db, companyId: number) =>
    narrowTo('punch', untyped(db).selectFrom('time_punches as r').where('r.employee_id', 'is', null), companyId);

  app.get('/api/timekeeping/time-punches/unmatched', { schema: { response: answers(Unmatched) } }, async (request) => {
    const rows = (await unmatched(app.deps.db, knownCompanyId(request))
      .select((eb) => [
        'r.time_recorder_id',
        eb.fn.countAll<number>().as('punches'),
        eb.fn.min('r.punched_at').as('first_punch'),
        eb.fn.max('r.punched_at').as('last_punch'),
      ])
      .where('r.is_void', '=', false)
      .groupBy('r.time_recorder_id')
      .orderBy('r.time_recorder_id')
      .execute()) as Array<{ time_recorder_id: string; punches: number; first_punch: unknown; last_punch: unknown }>;
    return rows.map((r) => ({ ...r, punches: Number(r.punches), first_punch: String(r.first_punch), last_punch: String(r.last_punch) }));
  });

  app.post('/api/timekeeping/time-punches/map', { schema: { body: MapBody, response: answers(Done) } }, async (request) => {
    const recorderId = request.body.time_recorder_id.trim();
    const { employee_id } = request.body;
    const actor = actorOf(request);
    return app.deps.db.transaction().execute(async (trx) => {
      const employee = await trx
        .selectFrom('employees')
        .select(['id', 'employee_no', 'time_recorder_id'])
        .where('id', '=', employee_id)
        .where('company_id', '=', knownCompanyId(request))
        .forUpdate()
        .executeTakeFirst();
      if (!employee) throw new ValidationError({ employee_id: ['is not an employee'] });
      const holder = await trx
        .selectFrom('employees')
        .select('employee_no')
        .where('time_recorder_id', '=', recorderId)
        .where('company_id', '=', knownCompanyId(request))
        .where('id', '!=', employee_id)
        .executeTakeFirst();
      if (holder) throw new ConflictError(`Time recorder id ${recorderId} belongs to ${holder.employee_no}.`);
      const mapped = await trx
        .updateTable('time_punches')
        .set({ employee_id, updated_by: actor.userId })
        .where('id', 'in', unmatched(trx, knownCompanyId(request)).select('r.id').where('r.time_recorder_id', '=', recorderId))
        .returning('id')
        .execute();
      if (mapped.length === 0 && employee.time_recorder_id === recorderId) {
        throw new ValidationError({ time_recorder_id: ['has no unmatched punches'] });
      }
      if (employee.time_recorder_id !== recorderId) {
        await trx
          .updateTable('employees')
          .set({ time_recorder_id: recorderId, updated_by: actor.userId })
          .where('id', '=', employee_id)
          .execute();
      }
      await audit(trx, actor, {
        resource: 'time-punches',
        action: 'map',
        recordId: recorderId,
        summary: `Mapped time recorder id ${recorderId} to ${employee.employee_no} (${mapped.length} punches)`,
        before: { time_recorder_id: employee.time_recorder_id },
        after: { time_recorder_id: recorderId },
      });
      const resolved = await resolveMappedPunches(trx, actor, knownCompanyId(request), recorderId, employee.employee_no);
      const replaced =
        employee.time_recorder_id && employee.time_recorder_id !== recorderId
          ? ` (replacing time recorder id ${employee.time_recorder_id})`
          : '';
      return {
        message:
          `${mapped.length} punches of ${recorderId} now belong to ${employee.employee_no}${replaced}.` +
          (resolved > 0
            ? ` ${resolved} unmatched-punch exception${resolved === 1 ? ' is' : 's are'} resolved: process the timesheet again.`
            : ''),
        punches: mapped.length,
      };
    });
  });
}
