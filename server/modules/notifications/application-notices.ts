import { sql } from 'kysely';
import { APPLICATION_TYPES } from '@core/resources/applications.resource';
import type { Database } from '../../db/database';
import { ADMINISTRATOR_ROLE, TIMEKEEPING_ROLE } from '../applications/routing';
import { notifyUsers, usersOfEmployees, usersWithRole, type NoticeKind } from './notify';

// What an application's steps tell people (issue 12): its approvers when a level starts
// waiting for them, the employee when it is filed on their behalf, approved, rejected, or
// when its cancellation is decided.

const MANAGER_QUEUE = '/manager/menu/applications-request';
const TIMEKEEPING_QUEUE = '/timekeeping/applications';
const OWN_APPLICATIONS = '/employee/application-status';

async function applicationOf(trx: Database, id: number) {
  return trx
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      'a.id',
      'a.reference_no',
      'a.application_type',
      'a.employee_id',
      'a.details_summary',
      'a.current_level',
      'a.required_levels',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
}

const typeName = (type: string) => APPLICATION_TYPES.find((t) => t.id === type)?.name ?? type;

/** The approvers of the level now waiting: their users are asked to decide. */
export async function tellApprovers(trx: Database, applicationId: number, actorUserId: number | null): Promise<void> {
  const step = await trx
    .selectFrom('application_approvals')
    .select(['approver_type', 'approver_employee_id', 'alternate_employee_id', 'approver_role', 'round', 'level'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'pending')
    .orderBy('round', 'desc')
    .executeTakeFirst();
  if (!step) return;
  const application = await applicationOf(trx, applicationId);
  const byRole = step.approver_type === 'role' && step.approver_role !== null;
  const users = byRole
    ? await usersWithRole(trx, Number(step.approver_role), Number(application.employee_id))
    : await usersOfEmployees(
        trx,
        // an alternate who is the applicant is not asked to decide
        [step.approver_employee_id, step.alternate_employee_id].filter((id) => Number(id) !== Number(application.employee_id)),
      );
  const cancellation = step.round > 1;
  await notifyUsers(
    trx,
    users,
    {
      kind: cancellation ? 'cancellation_requested' : 'awaiting_approval',
      title: cancellation
        ? `${application.employee_name} asks to cancel ${application.reference_no}`
        : `${typeName(application.application_type)} ${application.reference_no} of ${application.employee_name} awaits your approval`,
      body: cancellation
        ? `${application.details_summary ?? ''}`.trim() || undefined
        : `Level ${step.level} of ${application.required_levels ?? step.level}. ${application.details_summary ?? ''}`.trim(),
      link: byRole && [TIMEKEEPING_ROLE, ADMINISTRATOR_ROLE].includes(Number(step.approver_role)) ? TIMEKEEPING_QUEUE : MANAGER_QUEUE,
    },
    actorUserId,
  );
}

const OUTCOME: Partial<Record<NoticeKind, string>> = {
  filed_for_you: 'was filed for you',
  approved: 'is approved',
  rejected: 'is rejected',
};

/** The employee whose application it is hears what became of it. */
export async function tellApplicant(
  trx: Database,
  applicationId: number,
  kind: 'filed_for_you' | 'approved' | 'rejected' | 'cancellation_decided',
  actorUserId: number | null,
  detail?: string,
): Promise<void> {
  const application = await applicationOf(trx, applicationId);
  const what = `${typeName(application.application_type)} ${application.reference_no}`;
  const title = kind === 'cancellation_decided' ? `The cancellation of ${what}: ${detail ?? 'decided'}` : `${what} ${OUTCOME[kind]}`;
  await notifyUsers(
    trx,
    await usersOfEmployees(trx, [Number(application.employee_id)]),
    {
      kind,
      title,
      body: [application.details_summary, kind === 'cancellation_decided' ? undefined : detail].filter(Boolean).join(' — ') || undefined,
      link: OWN_APPLICATIONS,
    },
    actorUserId,
  );
}
