import type { Database } from '../../server/db/database';

export interface UnlinkedEmployee {
  id: number;
  employee_no: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Active employees with an e-mail on their 201 file and no account yet, newest first: the people who may register. */
export async function unlinkedEmployees(db: Database, limit: number): Promise<UnlinkedEmployee[]> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.employee_id', 'e.id')
    .select(['e.id', 'e.employee_no', 'e.email', 'e.first_name', 'e.last_name'])
    .where('u.id', 'is', null)
    .where('e.status', '=', 'active')
    .where('e.email', 'is not', null)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), email: row.email! }));
}
