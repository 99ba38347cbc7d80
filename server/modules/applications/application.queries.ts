import { sql } from 'kysely';
import type { FiledValues } from '@core/contract/applications';
import type { Database } from '../../db/database';
import { TYPE_SPECS } from './application-types';

const BOOKKEEPING = ['id', 'application_id', 'created_at', 'updated_at', 'created_by', 'updated_by'];

/** What was filed: the common fields and the type's own row, as the filing form sends them. */
export async function filedValues(db: Database, id: number): Promise<FiledValues> {
  const application = await db
    .selectFrom('applications')
    .select([
      'application_type',
      'employee_id',
      sql<string>`date_from::text`.as('date_from'),
      sql<string>`date_to::text`.as('date_to'),
      'reason',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const own: Record<string, unknown> =
    (await db
      .selectFrom(TYPE_SPECS[application.application_type as keyof typeof TYPE_SPECS].table)
      .selectAll()
      .where('application_id', '=', id)
      .executeTakeFirst()) ?? {};
  const values = Object.fromEntries(Object.entries(own).filter(([name, value]) => !BOOKKEEPING.includes(name) && value !== null));
  return { ...values, ...application, id };
}
