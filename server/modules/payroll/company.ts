import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ValidationError } from '../../http/errors';

/** The caller's company: their employee record's, else the only (first) company. */
export async function callerCompanyId(db: Database, request: FastifyRequest): Promise<number> {
  const employeeId = request.auth?.user.employee_id ?? null;
  if (employeeId !== null) {
    const row = await db.selectFrom('employees').select('company_id').where('id', '=', employeeId).executeTakeFirst();
    if (row) return row.company_id;
  }
  const first = await db.selectFrom('companies').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!first) throw new ValidationError({ company_id: ['Set up the company first.'] });
  return first.id;
}
