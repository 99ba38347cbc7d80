import type { FastifyRequest } from 'fastify';
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { fieldProblem, normaliseRecord, type ResourceDefinition } from '@core/resources/define';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeesResource } from '@core/resources/employees.resource';
import { CHANGE_REQUEST_FIELDS, DEPENDENT_FIELDS, type ChangeRequestType } from '@core/resources/self-service.resource';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { actorOf, audit } from '../../shared/audit';
import { assertNotOwnRecord } from '../audit/own-record';
import type { AttachmentOwner } from '../attachments/attachments.service';
import { requestEmployeeNo, requestStatus } from './change-requests.queries';

// Change requests (docs/domain.md §3 change_requests, §15.4 /employee/change-request, §15.5
// /hr/employees/details): the employee asks HR to change their own 201 data; the request
// keeps each field's value when filed ("from") and the one asked for ("to"). HR approves
// (the change is applied to the employee or their dependents in the same transaction,
// both audited) or rejects with remarks; the employee may cancel while it is pending.

/** Field values of an employee or a dependent, as the definitions' fields name them. */
type Values = Record<string, unknown>;
type FieldChanges = Record<string, { from: unknown; to: unknown }>;
interface DependentChanges {
  add: Values[];
  update: { id: number; from: Values; to: Values }[];
  remove: { id: number; from: Values }[];
}

/** The field changes of a request: only the type's fields, each valid, at least one differing from today's value. */
async function fieldChanges(db: Database, employeeId: number, type: ChangeRequestType, asked: Values): Promise<FieldChanges> {
  const allowed = CHANGE_REQUEST_FIELDS[type] as readonly string[];
  const fields = employeesResource.fields as ResourceDefinition['fields'];
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(asked))
    if (!allowed.includes(name)) errors[name] = [`cannot be changed by a ${type.replace('_', ' ')} request`];
  // required fields stay required; the others may be cleared
  for (const name of allowed) {
    if (!(name in asked)) continue;
    const problem = fieldProblem(fields[name], asked[name]);
    if (problem) errors[name] = [problem];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const subset: ResourceDefinition = { ...employeesResource, fields: Object.fromEntries(allowed.map((n) => [n, fields[n]])) };
  const values = normaliseRecord(subset, asked);
  if ('bank_id' in values && values.bank_id !== null) {
    const bank = await db
      .selectFrom('banks')
      .select(['id', 'account_no_length'])
      .where('id', '=', Number(values.bank_id))
      .executeTakeFirst();
    if (!bank) throw new ValidationError({ bank_id: ['The selected bank is invalid.'] });
  }
  const current = (await db
    .selectFrom('employees')
    .select(allowed as never[])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow()) as Values;
  const changes: FieldChanges = {};
  for (const [name, to] of Object.entries(values)) {
    const from = current[name] ?? null;
    if (String(from ?? '') !== String(to ?? '')) changes[name] = { from, to };
  }
  if (Object.keys(changes).length === 0)
    throw new ValidationError({ changes: ['Change at least one value: every value given is the current one.'] });
  return changes;
}

function dependentValues(values: Values, partial: boolean): Values {
  const errors: Record<string, string[]> = {};
  const fields = employeeDependentsResource.fields as ResourceDefinition['fields'];
  for (const name of DEPENDENT_FIELDS) {
    if (partial && !(name in values)) continue;
    const field = fields[name];
    const problem = fieldProblem(field, field.kind === 'boolean' ? (values[name] ?? false) : values[name]);
    if (problem) errors[`dependents.${name}`] = [problem];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const subset: ResourceDefinition = {
    ...employeeDependentsResource,
    fields: Object.fromEntries(DEPENDENT_FIELDS.map((n) => [n, fields[n]])),
  };
  const normal = normaliseRecord(subset, values);
  return partial ? normal : { is_philhealth_dependent: false, is_hmo_dependent: false, is_pwd: false, ...normal };
}

/** The dependents changes of a request: additions complete and valid, updates and removals of one's own dependents. */
async function dependentChanges(
  db: Database,
  employeeId: number,
  asked: { add?: Values[]; update?: Values[]; remove?: number[] },
): Promise<DependentChanges> {
  const own = await db
    .selectFrom('employee_dependents')
    .select(['id', ...DEPENDENT_FIELDS])
    .where('employee_id', '=', employeeId)
    .execute();
  const byId = new Map(own.map((d) => [Number(d.id), d as Values]));
  const mine = (id: unknown) => {
    const row = byId.get(Number(id));
    if (!row) throw new ValidationError({ dependents: [`Dependent ${String(id)} is not one of your dependents.`] });
    return row;
  };
  const pick = (row: Values, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, row[n] ?? null]));
  const changes: DependentChanges = {
    add: (asked.add ?? []).map((d) => dependentValues(d, false)),
    update: (asked.update ?? []).map(({ id, ...d }) => {
      const row = mine(id);
      const to = dependentValues(d, true);
      return { id: Number(id), from: pick(row, Object.keys(to)), to };
    }),
    remove: (asked.remove ?? []).map((id) => ({ id, from: pick(mine(id), DEPENDENT_FIELDS) })),
  };
  if (changes.add.length + changes.update.length + changes.remove.length === 0)
    throw new ValidationError({ dependents: ['Add, change or remove at least one dependent.'] });
  return changes;
}

/** Applies an approved request to the employee or their dependents; audits each write. */
async function applyRequest(
  trx: Database,
  request: FastifyRequest,
  row: { id: number; employee_id: number; request_type: string; requested_changes: unknown },
) {
  const actor = actorOf(request);
  if (row.request_type === 'dependents') {
    const changes = row.requested_changes as DependentChanges;
    for (const add of changes.add) {
      const created = await trx
        .insertInto('employee_dependents')
        .values({ ...add, employee_id: row.employee_id } as Insertable<DB['employee_dependents']>)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, actor, {
        resource: 'employee-dependents',
        action: 'create',
        recordId: created.id,
        summary: `Change request ${row.id}: added a dependent`,
        after: created,
      });
    }
    for (const update of changes.update) {
      const before = await trx
        .selectFrom('employee_dependents')
        .selectAll()
        .where('id', '=', update.id)
        .where('employee_id', '=', row.employee_id)
        .executeTakeFirst();
      if (!before) throw new ConflictError(`Dependent ${update.id} no longer exists; reject this request.`);
      const after = await trx
        .updateTable('employee_dependents')
        .set(update.to as Updateable<DB['employee_dependents']>)
        .where('id', '=', update.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, actor, {
        resource: 'employee-dependents',
        action: 'update',
        recordId: update.id,
        summary: `Change request ${row.id}: changed a dependent`,
        before,
        after,
      });
    }
    for (const remove of changes.remove) {
      const before = await trx
        .deleteFrom('employee_dependents')
        .where('id', '=', remove.id)
        .where('employee_id', '=', row.employee_id)
        .returningAll()
        .executeTakeFirst();
      if (before)
        await audit(trx, actor, {
          resource: 'employee-dependents',
          action: 'delete',
          recordId: remove.id,
          summary: `Change request ${row.id}: removed a dependent`,
          before,
        });
    }
    return;
  }
  const changes = row.requested_changes as FieldChanges;
  const set = Object.fromEntries(Object.entries(changes).map(([name, { to }]) => [name, to]));
  const before = await trx.selectFrom('employees').selectAll().where('id', '=', row.employee_id).forUpdate().executeTakeFirstOrThrow();
  if (set.bank_account_no || set.bank_id) {
    const bankId = (set.bank_id ?? before.bank_id) as number | null;
    const account = String(set.bank_account_no ?? before.bank_account_no ?? '');
    const bank = bankId ? await trx.selectFrom('banks').select('account_no_length').where('id', '=', bankId).executeTakeFirst() : undefined;
    if (bank?.account_no_length && account && account.length !== bank.account_no_length)
      throw new ConflictError(
        `The bank account number must be ${bank.account_no_length} digits for this bank; reject the request with that remark.`,
      );
  }
  const after = await trx
    .updateTable('employees')
    .set({ ...(set as Updateable<DB['employees']>), updated_at: sql`now()`, updated_by: actor.userId })
    .where('id', '=', row.employee_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(trx, actor, {
    resource: 'employees',
    action: 'update',
    recordId: row.employee_id,
    summary: `Change request ${row.id} applied`,
    before,
    after,
  });
}

/** Approves (and applies), rejects or cancels a pending request `where` lets through, audited. */
export async function decide(
  db: Database,
  request: FastifyRequest,
  id: number,
  where: RawBuilder<boolean>,
  decision: 'approved' | 'rejected' | 'cancelled',
  remarks?: string,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('change_requests as cr')
      .innerJoin('employees as e', 'e.id', 'cr.employee_id')
      .select(['cr.id', 'cr.employee_id', 'cr.request_type', 'cr.requested_changes', 'cr.status'])
      .where('cr.id', '=', id)
      .where(where)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new NotFoundError();
    // the employee cancels their own request; HR decides only other people's
    if (decision !== 'cancelled')
      assertNotOwnRecord(request, row.employee_id, 'change request', 'Your own {what} is decided by another {officer}.');
    if (row.status !== 'pending') throw new ConflictError(`This request is already ${row.status}.`);
    if (decision === 'approved') await applyRequest(trx, request, row);
    const reviewed =
      decision === 'cancelled'
        ? {}
        : { reviewed_by: request.auth!.user.id, reviewed_at: sql<string>`now()`, review_remarks: remarks?.trim() || null };
    const after = await trx
      .updateTable('change_requests')
      .set({ status: decision, ...reviewed, updated_at: sql`now()`, updated_by: request.auth!.user.id })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const verb = { approved: 'approve', rejected: 'reject', cancelled: 'cancel' }[decision];
    await audit(trx, actorOf(request), {
      resource: 'change-requests',
      action: verb,
      recordId: id,
      summary: `Change request ${id} ${decision}`,
      before: { status: row.status },
      after: { status: decision, review_remarks: after.review_remarks },
    });
    const message = {
      approved: 'The change request is approved and applied.',
      rejected: 'The change request is rejected.',
      cancelled: 'The change request is cancelled.',
    }[decision];
    return { ...after, message };
  });
}

/** What an employee files: the request type and either field changes or dependents changes, and why. */
export interface NewChangeRequest {
  request_type: string;
  changes?: Values;
  dependents?: { add?: Values[]; update?: Values[]; remove?: number[] };
  reason?: string;
}

/** Files the employee's request: checked, one pending request per type, audited. */
export async function fileChangeRequest(db: Database, request: FastifyRequest, employeeId: number, body: NewChangeRequest) {
  if (!(body.request_type in CHANGE_REQUEST_FIELDS)) throw new ValidationError({ request_type: ['The selected request type is invalid.'] });
  const type = body.request_type as ChangeRequestType;
  const changes =
    type === 'dependents'
      ? await dependentChanges(db, employeeId, body.dependents ?? {})
      : await fieldChanges(db, employeeId, type, body.changes ?? {});
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('change_requests')
      .select('id')
      .where('employee_id', '=', employeeId)
      .where('request_type', '=', type)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new ConflictError('You already have a pending request of this type; cancel it or wait for HR to decide.');
    const row = await trx
      .insertInto('change_requests')
      .values({
        employee_id: employeeId,
        request_type: type,
        requested_changes: JSON.stringify(changes),
        reason: body.reason?.trim() || null,
        created_by: request.auth!.user.id,
        updated_by: request.auth!.user.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, actorOf(request), {
      resource: 'change-requests',
      action: 'create',
      recordId: row.id,
      summary: `Change request ${row.id} filed (${type})`,
      after: row,
    });
    return { ...row, message: 'Your change request is sent to HR.' };
  });
}

/** A change request the caller may see (`where` on `cr` and its employee `e`), as the owner of its attachments. */
export async function changeRequestOwner(db: Database, id: number, where: RawBuilder<boolean>): Promise<AttachmentOwner> {
  const employeeNo = await requestEmployeeNo(db, id, where);
  if (employeeNo === undefined) throw new NotFoundError('There is no such change request.');
  return {
    attachableType: 'change_requests',
    attachableId: id,
    label: `change request ${id} of ${employeeNo}`,
    resource: 'change-requests',
  };
}

/** A request's attachments change only while it is pending. */
export async function assertAttachmentsWritable(db: Database, id: number): Promise<void> {
  const status = await requestStatus(db, id);
  if (status !== 'pending') throw new ConflictError(`Change request ${id} is ${status}; attachments change only while it is pending.`);
}
