import { sql } from 'kysely';
import { untyped, type Database } from '../../db/database';
import { ConflictError, FieldErrorCollector, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';
import { preferenceNumber } from '../hr/preferences';
import { tellApplicant, tellApprovers } from '../notifications/application-notices';
import { daysOfNotice, TYPE_SPECS, type Applicant, type FilingBody, type SubtypeValues } from './application-types';
import { certificateRuleOf } from './certificate';
import { completeApproval } from './decision.service';
import { queueKeysOf } from './queue-keys';
import { loadRouting } from './routing-context';
import { resolveRoute, type ApplicationType } from './routing';

// Filing an application (docs/domain.md §5 filing rules, §13.1 submit): the type's own checks,
// then what every type shares — the applicant in service on every date, no overlap with
// their own open filings of the type, dates of a closed timesheet only within the
// late-filing window — then the route snapshot of round 1 and the first level waiting.

export const APPLICATION_TYPES = Object.keys(TYPE_SPECS) as ApplicationType[];

export interface FilingContext {
  companyId: number;
  actor: AuditActor;
  filedVia: 'self' | 'in_behalf' | 'tk_encoded';
  /** the employee record of whoever files (null for a timekeeping account without one) */
  filerEmployeeId: number | null;
  today: string;
}

export async function applicantOf(trx: Database, companyId: number, employeeId: unknown): Promise<Applicant | undefined> {
  if (!Number.isSafeInteger(Number(employeeId))) return undefined;
  const row = await trx
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select([
      'e.id',
      'e.employee_no',
      'e.sex',
      sql<string>`e.hire_date::text`.as('hire_date'),
      sql<string | null>`e.separation_date::text`.as('separation_date'),
      'e.business_unit_id',
      'e.immediate_superior_id',
      'e.rest_days',
      'e.time_recorder_id',
      'e.default_shift_schedule_id',
      'e.payroll_group_id',
      'p.labor_code_exempt',
    ])
    .where('e.id', '=', Number(employeeId))
    .where('e.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    business_unit_id: Number(row.business_unit_id),
    immediate_superior_id: row.immediate_superior_id === null ? null : Number(row.immediate_superior_id),
    rest_days: row.rest_days as number[],
    default_shift_schedule_id: row.default_shift_schedule_id === null ? null : Number(row.default_shift_schedule_id),
    payroll_group_id: row.payroll_group_id === null ? null : Number(row.payroll_group_id),
  };
}

export async function nextReference(trx: Database, prefix: string, year: string): Promise<string> {
  const stem = `${prefix}-${year}-`;
  const last = await trx
    .selectFrom('applications')
    .select(sql<string | null>`max(reference_no)`.as('last'))
    .where('reference_no', 'like', `${stem}%`)
    .executeTakeFirstOrThrow();
  const next = last.last ? Number(last.last.slice(stem.length)) + 1 : 1;
  return `${stem}${String(next).padStart(5, '0')}`;
}

/** A filing that passed every rule: the type, its applicant, the type's own rows and whether it is late. */
interface CheckedFiling {
  type: ApplicationType;
  applicant: Applicant;
  from: string;
  to: string;
  reason: string;
  isLate: boolean;
  summary: string;
  subtype: SubtypeValues;
}

/** The type's own checks and the shared ones; 422 with every problem. `body.id` is the filing being edited, if any. */
async function checkFiling(trx: Database, context: FilingContext, body: FilingBody): Promise<CheckedFiling> {
  const type = body.application_type as ApplicationType;
  const spec = TYPE_SPECS[type];
  if (!spec) throw new ValidationError({ application_type: [`must be one of ${APPLICATION_TYPES.join(', ')}`] });
  const applicant = await applicantOf(trx, context.companyId, body.employee_id);
  if (!applicant) throw new ValidationError({ employee_id: ['is not an employee of your company'] });
  const problems = new FieldErrorCollector();
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (spec.reasonRequired && !reason) problems.add('reason', 'The reason is required.');
  const advanceDays = await preferenceNumber(trx, context.companyId, 'advance_filing_days_default', 3);
  const filing = await spec.file(trx, body, applicant, problems, { advanceDays });
  if (!filing) problems.throwIfAny();
  const { date_from: from, date_to: to } = filing!;

  if (from < applicant.hire_date) problems.add('date_from', `${applicant.employee_no} was hired on ${applicant.hire_date}.`);
  if (applicant.separation_date && to > applicant.separation_date)
    problems.add('date_to', `${applicant.employee_no} separated on ${applicant.separation_date}.`);
  const overlap = await trx
    .selectFrom('applications')
    .select(['reference_no', 'status'])
    .where('employee_id', '=', applicant.id)
    .where('application_type', '=', type)
    .where('status', 'in', ['pending', 'approved', 'for_cancellation'])
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .where('id', '<>', Number(body.id ?? 0))
    .executeTakeFirst();
  if (overlap) problems.add('date_from', `These dates overlap ${overlap.reference_no} (${overlap.status.replace('_', ' ')}).`);
  const lateFilingDays = await preferenceNumber(trx, context.companyId, 'late_filing_days', 30);
  const closed = await trx
    .selectFrom('timesheets')
    .select([sql<string>`cutoff_end::text`.as('cutoff_end')])
    .where('payroll_group_id', '=', applicant.payroll_group_id ?? 0)
    .where('status', 'in', ['closed', 'linked'])
    .where('cutoff_start', '<=', to)
    .where('cutoff_end', '>=', from)
    .orderBy('cutoff_end')
    .execute();
  const tooLate = closed.find((c) => daysOfNotice(c.cutoff_end, context.today) > lateFilingDays);
  if (tooLate)
    problems.add(
      'date_from',
      `The cut-off ending ${tooLate.cutoff_end} closed more than ${lateFilingDays} days ago; it can no longer be filed.`,
    );
  problems.throwIfAny();
  const isLate = closed.length > 0 || daysOfNotice(context.today, from) < filing!.advance_days;
  return { type, applicant, from, to, reason, isLate, summary: filing!.summary, subtype: filing!.subtype };
}

export async function fileApplication(
  trx: Database,
  context: FilingContext,
  body: FilingBody,
): Promise<{ id: number; reference_no: string; status: string; message: string }> {
  const { type, applicant, from, to, reason, isLate, summary, subtype } = await checkFiling(trx, context, body);
  const spec = TYPE_SPECS[type];
  const referenceNo = await nextReference(trx, spec.prefix, from.slice(0, 4));
  const application = await trx
    .insertInto('applications')
    .values({
      reference_no: referenceNo,
      application_type: type,
      employee_id: applicant.id,
      business_unit_id: applicant.business_unit_id,
      filed_by_user_id: context.actor.userId,
      filed_via: context.filedVia,
      date_from: from,
      date_to: to,
      reason: reason || null,
      status: 'pending',
      is_late_filing: isLate,
      submitted_at: new Date(),
      details_summary: summary.slice(0, 255),
      created_by: context.actor.userId,
      updated_by: context.actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(application.id);
  // the subtype table is the type's own: one typed insert per table would say the same six times
  await untyped(trx)
    .insertInto(spec.table)
    .values({ application_id: id, ...subtype })
    .execute();

  return routeFiling(trx, context, applicant, { id, referenceNo, type, from, to, isLate, summary });
}

/**
 * The applicant or whoever filed changes a pending filing that no approver has decided
 * yet (§13.1 edit): the same rules as a new filing, its type's row replaced, its route
 * resolved again from the matrix, the new first level told.
 */
export async function editApplication(
  trx: Database,
  context: FilingContext,
  id: number,
  body: FilingBody,
): Promise<{ id: number; reference_no: string; status: string; message: string }> {
  const current = await trx
    .selectFrom('applications')
    .select(['reference_no', 'application_type', 'employee_id', 'status', 'filed_by_user_id', 'filed_via'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (current.status !== 'pending')
    throw new ConflictError(`${current.reference_no} is ${current.status.replace('_', ' ')}; only a pending filing can be edited.`);
  const decided = await trx
    .selectFrom('application_approvals')
    .select('level')
    .where('application_id', '=', id)
    .where('status', 'in', ['approved', 'rejected'])
    // levels its own approver filed were approved at filing; they are resolved again
    .where((eb) => eb.or([eb('acted_by_user_id', 'is', null), eb('acted_by_user_id', '<>', current.filed_by_user_id)]))
    .executeTakeFirst();
  if (decided)
    throw new ConflictError(`Level ${decided.level} already decided ${current.reference_no}; withdraw it and file again instead.`);
  if (body.application_type !== undefined && body.application_type !== current.application_type)
    throw new ValidationError({ application_type: ['The type of a filing cannot change; withdraw it and file the other type.'] });
  const checked = await checkFiling(trx, context, {
    ...body,
    id,
    application_type: current.application_type,
    employee_id: current.employee_id,
  });
  const spec = TYPE_SPECS[checked.type];
  await trx
    .updateTable('applications')
    .set({
      date_from: checked.from,
      date_to: checked.to,
      reason: checked.reason || null,
      is_late_filing: checked.isLate,
      details_summary: checked.summary.slice(0, 255),
      updated_by: context.actor.userId,
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom(spec.table).where('application_id', '=', id).execute();
  // the subtype table is the type's own, chosen at run time (see SubtypeValues)
  await untyped(trx)
    .insertInto(spec.table)
    .values({ application_id: id, ...checked.subtype })
    .execute();
  await trx.deleteFrom('application_approvals').where('application_id', '=', id).execute();
  return routeFiling(
    trx,
    { ...context, filedVia: current.filed_via as FilingContext['filedVia'] },
    checked.applicant,
    {
      id,
      referenceNo: current.reference_no,
      type: checked.type,
      from: checked.from,
      to: checked.to,
      isLate: checked.isLate,
      summary: checked.summary,
    },
    'edit',
  );
}

/**
 * Submits a filed application (§13.1): the route snapshot of round 1 from the approver
 * matrix, the first level waiting, the audit line; approved at once when no level is left
 * to act (its approvers filed it).
 */
export async function routeFiling(
  trx: Database,
  context: FilingContext,
  applicant: Applicant,
  filed: { id: number; referenceNo: string; type: ApplicationType; from: string; to: string; isLate: boolean; summary: string },
  action: 'submit' | 'edit' = 'submit',
): Promise<{ id: number; reference_no: string; status: string; message: string }> {
  const { id, referenceNo, type, from, to, isLate } = filed;
  const { rows, context: routing } = await loadRouting(trx, context.companyId, applicant, context.filerEmployeeId, context.today);
  const route = resolveRoute(rows, type, routing);
  // a leave that needs a medical certificate is not approved by its filer at filing: the
  // last level the filer holds stays pending until the certificate is attached (§5)
  const certificate = await certificateRuleOf(trx, id);
  const needsCertificate = certificate?.required === true && !certificate.attached;
  if (needsCertificate && route.length > 0 && !route.some((l) => l.status === 'pending')) {
    const last = [...route].reverse().find((l) => l.status === 'approved');
    if (last) Object.assign(last, { status: 'pending', skip_reason: null });
  }
  const queueKeys = await queueKeysOf(trx, id);
  await trx
    .insertInto('application_approvals')
    .values(
      route.map((level) => ({
        application_id: id,
        round: 1,
        ...queueKeys,
        ...level,
        acted_at: level.status === 'approved' ? new Date() : null,
        acted_by_user_id: level.status === 'approved' ? context.actor.userId : null,
        created_by: context.actor.userId,
      })),
    )
    .execute();
  const current = route.find((l) => l.status === 'pending');
  await trx
    .updateTable('applications')
    .set({ current_level: current?.level ?? null, required_levels: route.length })
    .where('id', '=', id)
    .execute();
  await audit(trx, context.actor, {
    resource: 'applications',
    action,
    recordId: id,
    summary: `${referenceNo} ${action === 'edit' ? 'edited' : 'filed'} (${context.filedVia.replace('_', ' ')}) for ${applicant.employee_no}: ${filed.summary}`,
  });
  if (action === 'submit' && context.filedVia !== 'self') await tellApplicant(trx, id, 'filed_for_you', context.actor.userId);
  if (!current) {
    await completeApproval(trx, context.actor, { id, employee_id: applicant.id, date_from: from, date_to: to, application_type: type });
    await tellApplicant(trx, id, 'approved', context.actor.userId);
    return {
      id,
      reference_no: referenceNo,
      status: 'approved',
      message: `${referenceNo} is ${action === 'edit' ? 'changed' : 'filed'} and approved: its approver filed it.`,
    };
  }
  await tellApprovers(trx, id, context.actor.userId);
  return {
    id,
    reference_no: referenceNo,
    status: 'pending',
    message: `${referenceNo} is ${action === 'edit' ? 'changed' : 'filed'} and waits for level ${current.level} of ${route.length}${isLate ? ' (late filing)' : ''}.${needsCertificate ? ' Attach the medical certificate: it cannot be approved without one.' : ''}`,
  };
}
