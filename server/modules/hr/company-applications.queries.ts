import type { Database } from '../../db/database';

/** The reference number and type of an application of the company's employees, or undefined. */
export async function companyApplication(db: Database, id: number, companyId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.reference_no', 'a.application_type'])
    .where('a.id', '=', id)
    .where('e.company_id', '=', companyId)
    .executeTakeFirst();
}
