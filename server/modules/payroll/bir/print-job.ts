import type { Database } from '../../../db/database';
import { NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { yearCertificates } from './annual.service';
import { withholdingAgent } from './employer';
import { form2316Page } from './form-2316.pdf';
import { pdfDocument, writtenPage, type WrittenPdfPage } from './pdf-writer';

// All of a year's BIR Form 2316 as one PDF, printed in the background with its progress
// (print_jobs), as the payroll computation reports its own: the screen starts the job,
// polls progress_done of progress_total, then downloads the PDF the job keeps.

const CHUNK = 250;

export interface PrintJobStarted {
  id: number;
}

export async function startPrintJob(
  db: Database,
  companyId: number,
  year: number,
  employeeIds: readonly number[] | undefined,
  actor: AuditActor,
): Promise<PrintJobStarted> {
  const row = await db
    .insertInto('print_jobs')
    .values({
      company_id: companyId,
      document: 'bir_2316',
      year,
      employee_ids: employeeIds?.length ? JSON.stringify(employeeIds) : null,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

/** Prints the job's certificates chunk by chunk, recording the progress after each; never throws (a failure is the job's). */
export async function runPrintJob(db: Database, id: number, actor: AuditActor, onProgress?: () => void): Promise<void> {
  const job = await db.selectFrom('print_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  try {
    const ids = job.employee_ids
      ? ((typeof job.employee_ids === 'string' ? JSON.parse(job.employee_ids) : job.employee_ids) as number[])
      : undefined;
    const companyId = Number(job.company_id);
    const { certificates, agents } = await yearCertificates(db, companyId, job.year, ids);
    if (certificates.length === 0) throw new Error('No employee was paid in that year.');
    await db.updateTable('print_jobs').set({ progress_total: certificates.length }).where('id', '=', id).execute();
    const agent = await withholdingAgent(db, companyId);
    // each page's stream compressed as it is built (a year of certificates runs to thousands of pages: about a
    // quarter of the size, and the operators of one page at a time in memory)
    const pages: WrittenPdfPage[] = [];
    for (let i = 0; i < certificates.length; i += CHUNK) {
      for (const c of certificates.slice(i, i + CHUNK)) pages.push(writtenPage(form2316Page(c, agents.get(c.employee_id) ?? agent), true));
      await db
        .updateTable('print_jobs')
        .set({ progress_done: Math.min(i + CHUNK, certificates.length) })
        .where('id', '=', id)
        .execute();
      onProgress?.();
    }
    const pdf = pdfDocument(
      pages,
      certificates.length === 1 ? `BIR Form 2316 ${job.year} ${certificates[0].employee_name}` : 'BIR Form 2316',
    );
    const name = certificates.length === 1 ? `2316-${job.year}-${certificates[0].employee_no}.pdf` : `2316-${job.year}.pdf`;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('print_jobs')
        .set({
          status: 'done',
          file_name: name,
          size_bytes: pdf.length,
          content: pdf,
          finished_at: new Date().toISOString(),
          message: `${certificates.length} BIR Form 2316 of ${job.year} printed.`,
        })
        .where('id', '=', id)
        .execute();
      await audit(trx, actor, {
        resource: 'bir-2316-certificates',
        action: 'print',
        recordId: certificates.length === 1 ? certificates[0].employee_id : null,
        summary: `Printed ${certificates.length} BIR Form 2316 of ${job.year}`,
      });
    });
  } catch (error) {
    await db
      .updateTable('print_jobs')
      .set({ status: 'failed', finished_at: new Date().toISOString(), message: String((error as Error).message).slice(0, 500) })
      .where('id', '=', id)
      .execute();
  }
}

/** The job as the screen polls it; another company's job is not found. */
export async function printJobOf(db: Database, id: number, companyId: number) {
  const job = await db
    .selectFrom('print_jobs')
    .select(['id', 'document', 'year', 'status', 'progress_total', 'progress_done', 'message', 'created_at', 'finished_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!job) throw new NotFoundError('The print job was not found.');
  return { ...job, id: Number(job.id) };
}

/** The printed PDF of a finished job. */
export async function printJobFile(db: Database, id: number, companyId: number) {
  const row = await db
    .selectFrom('print_jobs')
    .select(['file_name', 'content'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', '=', 'done')
    .executeTakeFirst();
  if (!row?.content) throw new NotFoundError('The print job has no PDF yet.');
  return { file_name: row.file_name ?? 'document.pdf', mime_type: 'application/pdf', content: row.content };
}
