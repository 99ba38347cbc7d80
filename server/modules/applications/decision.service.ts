import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';
import { tellApplicant, tellApprovers } from '../notifications/application-notices';
import { TYPE_SPECS } from './application-types';
import { missingCertificate } from './certificate';
import { queueKeysOf } from './queue-keys';
import { employeeHoldsRole } from './routing-context';
import { isOwnRecord } from '../audit/own-record';
import { TIMEKEEPING_ROLE, type ApplicationType } from './routing';

// Decisions on applications (docs/domain.md §13.1): approve or reject the current level,
// the last approval applying the type's effects; cancellation of an approved one as a
// second round decided by timekeeping, which reverses them. The application row is
// locked first, so two approvers acting at once give one decision and one 409.

export interface Caller {
  actor: AuditActor;
  employeeId: number | null;
  role: number;
}

interface Locked {
  id: number;
  reference_no: string;
  application_type: ApplicationType;
  employee_id: number;
  date_from: string;
  date_to: string;
  status: string;
  current_level: number | null;
}

/** The employees and timesheets whose records an effect changed: open ones are processed again after commit. */
export interface Affected {
  employeeId: number;
  dateFrom: string;
  dateTo: string;
}

export async function lockApplication(trx: Database, companyId: number, id: number): Promise<Locked> {
  const row = await trx
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      'a.id',
      'a.reference_no',
      'a.application_type',
      'a.employee_id',
      sql<string>`a.date_from::text`.as('date_from'),
      sql<string>`a.date_to::text`.as('date_to'),
      'a.status',
      'a.current_level',
    ])
    .where('a.id', '=', id)
    .where('e.company_id', '=', companyId)
    .forUpdate('a')
    .executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such application.');
  return { ...row, id: Number(row.id), employee_id: Number(row.employee_id), application_type: row.application_type as ApplicationType };
}

async function currentStep(trx: Database, application: Locked) {
  const step = await trx
    .selectFrom('application_approvals')
    .selectAll()
    .where('application_id', '=', application.id)
    .where('status', '=', 'pending')
    .orderBy('round', 'desc')
    .executeTakeFirst();
  if (!step) throw new ConflictError(`${application.reference_no} has no level waiting for a decision.`);
  return step;
}

/**
 * 403 unless the caller holds the step: named, as its alternate or through its role. The
 * applicant never decides their own filing, whichever way they hold the step: another
 * approver does (the route passed them over, see routing.ts).
 */
function assertMayAct(
  step: {
    level: number;
    approver_type: string;
    approver_employee_id: number | null;
    alternate_employee_id: number | null;
    approver_role: number | null;
  },
  caller: Caller,
  application: Locked,
  notTheApprover = `You are not the approver of level ${step.level} of ${application.reference_no}.`,
): void {
  if (isOwnRecord(caller.employeeId, application.employee_id))
    throw new ForbiddenError(`${application.reference_no} is your own application: another approver decides it.`);
  if (!mayAct(step, caller)) throw new ForbiddenError(notTheApprover);
}

function mayAct(
  step: { approver_type: string; approver_employee_id: number | null; alternate_employee_id: number | null; approver_role: number | null },
  caller: Caller,
): boolean {
  if (step.approver_type === 'role') return step.approver_role === caller.role;
  return (
    caller.employeeId !== null &&
    (Number(step.approver_employee_id) === caller.employeeId || Number(step.alternate_employee_id) === caller.employeeId)
  );
}

/** Final approval: status, the type's effects, the audit line. */
export async function completeApproval(
  trx: Database,
  actor: AuditActor,
  application: { id: number; employee_id: number; date_from: string; date_to: string; application_type: ApplicationType },
): Promise<Affected> {
  await trx
    .updateTable('applications')
    .set({ status: 'approved', current_level: null, decided_at: new Date(), updated_by: actor.userId })
    .where('id', '=', application.id)
    .execute();
  await TYPE_SPECS[application.application_type].apply(trx, application, actor.userId);
  return { employeeId: application.employee_id, dateFrom: application.date_from, dateTo: application.date_to };
}

export async function approveApplication(
  trx: Database,
  companyId: number,
  caller: Caller,
  id: number,
  decision: { remarks?: string; approved_minutes?: number },
): Promise<{ message: string; affected: Affected | null }> {
  const application = await lockApplication(trx, companyId, id);
  if (application.status !== 'pending')
    throw new ConflictError(`${application.reference_no} is ${application.status.replace('_', ' ')}; there is nothing to approve.`);
  const step = await currentStep(trx, application);
  assertMayAct(step, caller, application);
  const missing = await missingCertificate(trx, id, application.reference_no);
  if (missing) throw new ConflictError(missing);
  if (decision.approved_minutes !== undefined) {
    if (application.application_type !== 'overtime')
      throw new ValidationError({ approved_minutes: ['only overtime has approved minutes'] });
    const ot = await trx
      .selectFrom('overtime_applications')
      .select('requested_minutes')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    if (decision.approved_minutes > ot.requested_minutes)
      throw new ValidationError({ approved_minutes: [`may not exceed the ${ot.requested_minutes} minutes requested`] });
    await trx
      .updateTable('overtime_applications')
      .set({ approved_minutes: decision.approved_minutes })
      .where('application_id', '=', id)
      .execute();
  }
  await trx
    .updateTable('application_approvals')
    .set({ status: 'approved', acted_by_user_id: caller.actor.userId, acted_at: new Date(), remarks: decision.remarks?.trim() || null })
    .where('id', '=', step.id)
    .execute();
  const next = await trx
    .selectFrom('application_approvals')
    .select(['id', 'level'])
    .where('application_id', '=', id)
    .where('round', '=', step.round)
    .where('status', '=', 'waiting')
    .orderBy('level')
    .executeTakeFirst();
  let affected: Affected | null = null;
  if (next) {
    await trx.updateTable('application_approvals').set({ status: 'pending' }).where('id', '=', next.id).execute();
    await trx
      .updateTable('applications')
      .set({ current_level: next.level, updated_by: caller.actor.userId })
      .where('id', '=', id)
      .execute();
    await tellApprovers(trx, id, caller.actor.userId);
  } else {
    affected = await completeApproval(trx, caller.actor, application);
    await tellApplicant(trx, id, 'approved', caller.actor.userId, decision.remarks?.trim() || undefined);
  }
  await audit(trx, caller.actor, {
    resource: 'applications',
    action: 'approve',
    recordId: id,
    summary: `${application.reference_no} level ${step.level} approved${next ? '' : '; the application is approved'}`,
  });
  return {
    message: next
      ? `${application.reference_no}: level ${step.level} approved; level ${next.level} is next.`
      : `${application.reference_no} is approved.`,
    affected,
  };
}

/** Approves each application at its current level, in the order given (the bulk approve of a queue). */
export async function approveApplications(
  trx: Database,
  companyId: number,
  caller: Caller,
  ids: readonly number[],
): Promise<{ message: string; affected: Affected | null }[]> {
  const results = [];
  for (const id of ids) results.push(await approveApplication(trx, companyId, caller, id, {}));
  return results;
}

export async function rejectApplication(
  trx: Database,
  companyId: number,
  caller: Caller,
  id: number,
  remarks: string,
): Promise<{ message: string }> {
  const application = await lockApplication(trx, companyId, id);
  if (application.status !== 'pending')
    throw new ConflictError(`${application.reference_no} is ${application.status.replace('_', ' ')}; there is nothing to reject.`);
  const step = await currentStep(trx, application);
  assertMayAct(step, caller, application);
  await trx
    .updateTable('application_approvals')
    .set({ status: 'rejected', remarks: remarks.trim(), acted_by_user_id: caller.actor.userId, acted_at: new Date() })
    .where('id', '=', step.id)
    .execute();
  await trx
    .updateTable('application_approvals')
    .set({ status: 'cancelled' })
    .where('application_id', '=', id)
    .where('status', '=', 'waiting')
    .execute();
  await trx
    .updateTable('applications')
    .set({ status: 'rejected', current_level: null, decided_at: new Date(), updated_by: caller.actor.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, caller.actor, {
    resource: 'applications',
    action: 'reject',
    recordId: id,
    summary: `${application.reference_no} rejected at level ${step.level}: ${remarks.trim()}`,
  });
  await tellApplicant(trx, id, 'rejected', caller.actor.userId, remarks.trim());
  return { message: `${application.reference_no} is rejected.` };
}

/** The applicant (or whoever filed) takes back a filing no level has decided yet. */
export async function withdrawApplication(trx: Database, companyId: number, actor: AuditActor, id: number): Promise<{ message: string }> {
  const application = await lockApplication(trx, companyId, id);
  if (application.status !== 'pending')
    throw new ConflictError(
      `${application.reference_no} is ${application.status.replace('_', ' ')}; only a pending application is withdrawn.`,
    );
  await trx
    .updateTable('application_approvals')
    .set({ status: 'cancelled' })
    .where('application_id', '=', id)
    .where('status', 'in', ['pending', 'waiting'])
    .execute();
  await trx
    .updateTable('applications')
    .set({ status: 'cancelled', current_level: null, cancelled_at: new Date(), updated_by: actor.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, actor, { resource: 'applications', action: 'withdraw', recordId: id, summary: `${application.reference_no} withdrawn` });
  return { message: `${application.reference_no} is withdrawn.` };
}

/** An approved application goes to timekeeping for cancellation (round 2, one level: the timekeeping role). */
export async function requestCancellation(
  trx: Database,
  companyId: number,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<{ message: string }> {
  const application = await lockApplication(trx, companyId, id);
  if (application.status !== 'approved')
    throw new ConflictError(
      `${application.reference_no} is ${application.status.replace('_', ' ')}; only an approved application is cancelled this way.`,
    );
  const round = await trx
    .selectFrom('application_approvals')
    .select(sql<number>`coalesce(max(round), 1)`.as('round'))
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_approvals')
    .values({
      application_id: id,
      round: Number(round.round) + 1,
      level: 1,
      approver_type: 'role',
      approver_role: TIMEKEEPING_ROLE,
      status: 'pending',
      // a timekeeping officer's own cancellation is decided by another timekeeping officer
      skip_reason: (await employeeHoldsRole(trx, application.employee_id, TIMEKEEPING_ROLE)) ? 'self_approval' : null,
      created_by: actor.userId,
      ...(await queueKeysOf(trx, id)),
    })
    .execute();
  await trx
    .updateTable('applications')
    .set({ status: 'for_cancellation', cancellation_reason: reason.trim(), updated_by: actor.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, actor, {
    resource: 'applications',
    action: 'request-cancellation',
    recordId: id,
    summary: `Cancellation of ${application.reference_no} requested: ${reason.trim()}`,
  });
  await tellApprovers(trx, id, actor.userId);
  return { message: `Cancellation of ${application.reference_no} is requested; timekeeping decides.` };
}

export async function decideCancellation(
  trx: Database,
  companyId: number,
  caller: Caller,
  id: number,
  approve: boolean,
  remarks?: string,
): Promise<{ message: string; affected: Affected | null }> {
  const application = await lockApplication(trx, companyId, id);
  if (application.status !== 'for_cancellation')
    throw new ConflictError(
      `${application.reference_no} is ${application.status.replace('_', ' ')}; no cancellation waits for a decision.`,
    );
  const step = await currentStep(trx, application);
  assertMayAct(step, caller, application, 'Cancellations are decided by timekeeping.');
  if (!approve && !remarks?.trim()) throw new ValidationError({ remarks: ['say why the cancellation is denied'] });
  await trx
    .updateTable('application_approvals')
    .set({
      status: approve ? 'approved' : 'rejected',
      remarks: remarks?.trim() || null,
      acted_by_user_id: caller.actor.userId,
      acted_at: new Date(),
    })
    .where('id', '=', step.id)
    .execute();
  let affected: Affected | null = null;
  if (approve) {
    await trx
      .updateTable('applications')
      .set({ status: 'cancelled', cancelled_at: new Date(), updated_by: caller.actor.userId })
      .where('id', '=', id)
      .execute();
    await TYPE_SPECS[application.application_type].reverse(trx, application, caller.actor.userId);
    affected = { employeeId: application.employee_id, dateFrom: application.date_from, dateTo: application.date_to };
  } else {
    await trx.updateTable('applications').set({ status: 'approved', updated_by: caller.actor.userId }).where('id', '=', id).execute();
  }
  await audit(trx, caller.actor, {
    resource: 'applications',
    action: approve ? 'approve-cancellation' : 'deny-cancellation',
    recordId: id,
    summary: `Cancellation of ${application.reference_no} ${approve ? 'approved: its effects are reversed' : `denied: ${remarks!.trim()}`}`,
  });
  await tellApplicant(
    trx,
    id,
    'cancellation_decided',
    caller.actor.userId,
    approve ? 'approved, the application is cancelled' : `denied: ${remarks!.trim()}`,
  );
  return {
    message: approve ? `${application.reference_no} is cancelled and its effects reversed.` : `${application.reference_no} stays approved.`,
    affected,
  };
}
