import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';
import { issuedCertificateOf } from '../payroll/bir/certificate-2316.service';
import { form2316Pdf } from '../payroll/bir/form-2316.pdf';

/** The employee's own issued BIR Form 2316 as a PDF, its download audited (404 for anyone else's, or one not issued). */
export async function ownCertificatePdf(db: Database, actor: AuditActor, employeeId: number, id: number) {
  const { certificate, agent } = await issuedCertificateOf(db, employeeId, id);
  const pdf = form2316Pdf([certificate], agent, new Map([[certificate.employee_id, agent]]));
  await audit(db, actor, {
    resource: 'bir-2316-certificates',
    action: 'print',
    recordId: id,
    summary: `Downloaded one's own BIR Form 2316 of ${certificate.year}`,
  });
  return { pdf, fileName: `2316-${certificate.year}-${certificate.employee_no}.pdf` };
}
