import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answers, IdParams } from '../../../http/schemas';
import { companyRow } from '../../../http/company-scope';
import { knownCompanyId } from '../../../shared/company';
import { backgroundJobs } from '../../../http/background-jobs';
import { BadRequestError, NotFoundError, ValidationError } from '../../../http/errors';
import { actorOf } from '../../../shared/audit';
import { isDateTime } from '../engine/time';
import { createPunchImport, failPunchImport, runPunchImport } from './punch-import.service';
import { uploadedBytes } from '../../hr/import/upload-rows';
import { MAX_PUNCH_FILE_BYTES, punchFileFormat, readPunchFile } from './read-punch-file';
import { punchImportProgress, unmatchedRecorderIds } from './punches.queries';
import { addManualPunch, mapRecorderId, voidPunch } from './punches.service';

// The time recorder's own routes (docs/domain.md §4 time_punches, punch_imports): import an
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

/** The export and the device it came from (optional) of an upload's multipart form. */
async function punchUpload(request: FastifyRequest): Promise<{ file: { name: string; bytes: Buffer }; deviceId: number | null }> {
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
  return { file, deviceId };
}

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
      const { file, deviceId } = await punchUpload(request);
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
    const progress = await punchImportProgress(app.deps.db, knownCompanyId(request), Number(request.params.id));
    if (!progress) throw new NotFoundError('There is no such import.');
    return progress;
  });

  app.post('/api/timekeeping/time-punches/manual', { schema: { body: ManualPunch, response: answers(Done) } }, async (request) => {
    const punchedAt = seconds(request.body.punched_at.trim());
    if (!isDateTime(punchedAt)) throw new ValidationError({ punched_at: ['must be a date and time (YYYY-MM-DD HH:mm)'] });
    return addManualPunch(app.deps.db, knownCompanyId(request), actorOf(request), { ...request.body, punched_at: punchedAt });
  });

  app.post(
    '/api/timekeeping/time-punches/:id/void',
    { schema: { params: IdParams, body: VoidBody, response: answers(Done) } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new ValidationError({ reason: ['is required'] });
      return voidPunch(app.deps.db, actorOf(request), Number(request.params.id), reason);
    },
  );

  app.get('/api/timekeeping/time-punches/unmatched', { schema: { response: answers(Unmatched) } }, async (request) =>
    unmatchedRecorderIds(app.deps.db, knownCompanyId(request)),
  );

  app.post('/api/timekeeping/time-punches/map', { schema: { body: MapBody, response: answers(Done) } }, async (request) =>
    mapRecorderId(app.deps.db, knownCompanyId(request), actorOf(request), request.body.time_recorder_id.trim(), request.body.employee_id),
  );
}
