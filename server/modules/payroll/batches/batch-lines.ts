import { untyped, type Database } from '../../../db/database';

/** A batch's rebuilt lines, inserted 500 rows a statement. */
export async function insertLines(trx: Database, table: string, lines: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 500)
    await untyped(trx)
      .insertInto(table)
      .values(lines.slice(i, i + 500))
      .execute();
}
