import type { Insertable } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { LinesTable } from './batch-kind';

/** A batch's rebuilt lines, inserted 500 rows a statement. */
export async function insertLines<L extends LinesTable>(trx: Database, table: L, lines: readonly Insertable<DB[L]>[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 500)
    await trx
      .insertInto(table)
      .values(lines.slice(i, i + 500))
      .execute();
}
