import { sql } from 'kysely';
import type { Database } from '../../db/database';

// The medical-certificate rule of a leave (docs/domain.md §5 leave_applications): a filing of
// more days than its leave type's `attachment_required_after_days` needs an attachment of
// document type medical_certificate. A type without the setting needs none. The filing
// itself may go in without it (sick leave is filed after the fact, often before the
// certificate is in hand, and the pending filing holds the balance); no level approves
// it until the certificate is attached, so the approver decides with it in view.

export const MEDICAL_CERTIFICATE = 'medical_certificate';
export const LEAVE_ATTACHMENTS = 'leave_applications';

export interface CertificateRule {
  required: boolean;
  attached: boolean;
  days: string;
  afterDays: string | null;
  leaveType: string;
}

/** The rule for one application; undefined for a type other than leave. */
export async function certificateRuleOf(db: Database, applicationId: number): Promise<CertificateRule | undefined> {
  const row = await db
    .selectFrom('leave_applications as la')
    .innerJoin('leave_types as lt', 'lt.id', 'la.leave_type_id')
    .select([
      sql<string>`la.days::text`.as('days'),
      sql<string | null>`lt.attachment_required_after_days::text`.as('after_days'),
      'lt.name',
      sql<boolean>`coalesce(la.days > lt.attachment_required_after_days, false)`.as('required'),
      sql<boolean>`exists (select 1 from attachments m where m.attachable_type = ${LEAVE_ATTACHMENTS}
        and m.attachable_id = la.application_id and m.document_type = ${MEDICAL_CERTIFICATE})`.as('attached'),
    ])
    .where('la.application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { required: row.required, attached: row.attached, days: row.days, afterDays: row.after_days, leaveType: row.name };
}

/** What stops an approval, if anything: the certificate the leave needs and does not have. */
export async function missingCertificate(db: Database, applicationId: number, referenceNo: string): Promise<string | null> {
  const rule = await certificateRuleOf(db, applicationId);
  if (!rule?.required || rule.attached) return null;
  return `${referenceNo} needs a medical certificate: ${rule.leaveType} of more than ${Number(rule.afterDays)} day(s) (${Number(rule.days)} filed); attach it before it is approved.`;
}
