import type { Database } from '../../../db/database';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { alphalistDat, alphalistFileName, DAT_NOT_VERIFIED } from './alphalist-dat';
import { amend1604c, finalize1604c, generate1604c, markFiled1604c, reconcile1604c, stored1604c, yearCertificates } from './annual.service';
import { amend2316, issue2316, regenerate2316, store2316 } from './certificate-2316.service';
import { withholdingAgent } from './employer';
import { form1604cPdf } from './form-1604c.pdf';
import { form2316Pdf } from './form-2316.pdf';
import { proposedItems1604c, type Items1604cInput } from './return-1604c';

// The annual BIR outputs as the payroll portal's routes ask for them: each write is one
// transaction with its audit row; each print or export is audited.

/** A downloadable document: its bytes (or text) and the file name it is saved under. */
export interface Download<T extends Buffer | string = Buffer> {
  content: T;
  fileName: string;
}

/** Stores the year's 2316 certificates and says what became of them. */
export async function generate2316Certificates(db: Database, companyId: number, year: number, actor: AuditActor) {
  const done = await db.transaction().execute((trx) => store2316(trx, companyId, year, actor));
  return {
    ...done,
    message: `BIR Form 2316 of ${year}: ${done.stored} stored, ${done.regenerated} drafts regenerated, ${done.finalized} final, ${done.kept} final or issued kept as they are; ${done.provisional} stay drafts until their year-end annualisation or final pay is posted.`,
  };
}

export function regenerate2316Certificate(db: Database, companyId: number, employeeId: number, year: number, actor: AuditActor) {
  return db.transaction().execute((trx) => regenerate2316(trx, companyId, employeeId, year, actor));
}

export function issue2316Certificate(
  db: Database,
  companyId: number,
  employeeId: number,
  year: number,
  issuedAt: string,
  actor: AuditActor,
) {
  return db.transaction().execute((trx) => issue2316(trx, companyId, employeeId, year, issuedAt, actor));
}

/** Replaces a final or issued certificate; the reason is required once trimmed. */
export function amend2316Certificate(db: Database, companyId: number, employeeId: number, year: number, reason: string, actor: AuditActor) {
  const stated = reason.trim();
  if (stated.length < 5) throw new ValidationError({ reason: ['Say why the certificate is replaced.'] });
  return db.transaction().execute((trx) => amend2316(trx, companyId, employeeId, year, stated, actor));
}

/** The year's certificates of these employees (all when none are named) as one PDF; 404 when nobody was paid. */
export async function print2316Certificates(
  db: Database,
  companyId: number,
  year: number,
  employeeIds: number[] | undefined,
  actor: AuditActor,
): Promise<Download> {
  const { certificates, agents } = await yearCertificates(db, companyId, year, employeeIds);
  if (certificates.length === 0) throw new NotFoundError('No employee was paid in that year.');
  const pdf = form2316Pdf(certificates, await withholdingAgent(db, companyId), agents);
  await audit(db, actor, {
    resource: 'bir-2316-certificates',
    action: 'print',
    recordId: certificates.length === 1 ? certificates[0].employee_id : null,
    summary: `Printed ${certificates.length} BIR Form 2316 of ${year}`,
  });
  const fileName = certificates.length === 1 ? `2316-${year}-${certificates[0].employee_no}.pdf` : `2316-${year}.pdf`;
  return { content: pdf, fileName };
}

/** The 1604-C screen: the Part II check, Part I items (as stored on the latest return, else as the posted payroll proposes them), the stored return and the agent. */
export async function overview1604c(db: Database, companyId: number, year: number) {
  const annual = await yearCertificates(db, companyId, year);
  const stored = await stored1604c(db, companyId, year);
  return {
    ...(await reconcile1604c(db, companyId, year, annual)),
    items: stored?.items ?? (await proposedItems1604c(db, companyId, year, annual.alphalist, 0)),
    stored_return: stored && {
      id: stored.id,
      amendment_no: stored.amendment_no,
      status: stored.status,
      filed_at: stored.filed_at,
      filing_reference: stored.filing_reference,
    },
    withholding_agent: await withholdingAgent(db, companyId),
    dat_not_verified: [...DAT_NOT_VERIFIED],
  };
}

export function generate1604cReturn(db: Database, companyId: number, year: number, actor: AuditActor, input: Items1604cInput) {
  return db.transaction().execute((trx) => generate1604c(trx, companyId, year, actor, input));
}

export function finalize1604cReturn(db: Database, companyId: number, year: number, actor: AuditActor) {
  return db.transaction().execute((trx) => finalize1604c(trx, companyId, year, actor));
}

/** Marks the final return filed; the reference is required once trimmed. */
export function markFiled1604cReturn(
  db: Database,
  companyId: number,
  year: number,
  filing: { filed_at: string; filing_reference: string },
  actor: AuditActor,
) {
  const reference = filing.filing_reference.trim();
  if (!reference) throw new ValidationError({ filing_reference: ['Give the filing reference.'] });
  return db
    .transaction()
    .execute((trx) => markFiled1604c(trx, companyId, year, { filed_at: filing.filed_at, filing_reference: reference }, actor));
}

export function amend1604cReturn(db: Database, companyId: number, year: number, actor: AuditActor) {
  return db.transaction().execute((trx) => amend1604c(trx, companyId, year, actor));
}

/** What the 1604-C prints: the latest stored return as stored, else the return as computed now (marked not generated). */
async function printable1604c(db: Database, companyId: number, year: number) {
  const stored = await stored1604c(db, companyId, year);
  if (stored) return { stored, print: { year, ...stored } };
  const annual = await yearCertificates(db, companyId, year);
  const check = await reconcile1604c(db, companyId, year, annual);
  return {
    stored,
    print: {
      year,
      amendment_no: 0,
      status: 'not generated (computed now)',
      items: await proposedItems1604c(db, companyId, year, annual.alphalist, 0),
      months: check.months,
      schedule_1_count: check.schedule_1_count,
      schedule_2_count: check.schedule_2_count,
      schedule_tax_withheld_total: check.schedule_tax_withheld_total,
    },
  };
}

/** The year's 1604-C in the form's layout, audited as printed. */
export async function print1604c(db: Database, companyId: number, year: number, actor: AuditActor): Promise<Download> {
  const { stored, print } = await printable1604c(db, companyId, year);
  const pdf = form1604cPdf(print, await withholdingAgent(db, companyId));
  await audit(db, actor, {
    resource: 'bir-1604c-returns',
    action: 'print',
    recordId: stored?.id ?? null,
    summary: `Printed the ${year} 1604-C`,
  });
  return { content: pdf, fileName: `1604C-${year}.pdf` };
}

/** The year's alphalist data file (DAT), audited as exported. */
export async function exportAlphalist(db: Database, companyId: number, year: number, actor: AuditActor): Promise<Download<string>> {
  const { alphalist } = await yearCertificates(db, companyId, year);
  const agent = await withholdingAgent(db, companyId);
  const text = alphalistDat(agent, year, alphalist);
  await audit(db, actor, {
    resource: 'alphalist-entries',
    action: 'export',
    summary: `Exported the ${year} alphalist data file (${alphalist.length} employees)`,
  });
  return { content: text, fileName: alphalistFileName(agent, year) };
}
