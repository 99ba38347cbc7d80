import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/database';
import { NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import type { PayslipDetail } from './payslip-detail';
import { payslipsPdf } from './payslip.pdf';

/** Sends payslips as one PDF, named by employee and period, and records who printed them. */
export async function sendPayslipsPdf(
  db: Database,
  actor: AuditActor,
  payslips: readonly PayslipDetail[],
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (payslips.length === 0) throw new NotFoundError('There is no payslip to print.');
  const [first] = payslips;
  await audit(db, actor, {
    resource: 'payslips',
    action: 'print',
    recordId: payslips.length === 1 ? first.id : null,
    summary:
      payslips.length === 1
        ? `Printed the payslip of ${first.employee_no} for ${first.period_code}`
        : `Printed ${payslips.length} payslips of ${first.period_code}`,
  });
  const name = payslips.length === 1 ? `payslip-${first.period_code}-${first.employee_no}.pdf` : `payslips-${first.period_code}.pdf`;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .send(payslipsPdf(payslips));
}
