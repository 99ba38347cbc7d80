import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { ConflictError } from '../../http/errors';

// A record still referenced cannot be deleted (409 saying where it is used). That a
// referenced record is the caller's company's is checked for every write route by
// server/http/company-references.ts.

export interface Usage {
  table: string;
  column: string;
  /** plural words for the message: "employees", "positions" */
  label: string;
  /** extra condition, e.g. "movement_type <> 'hire'" */
  where?: string;
}

/** Throws 409 naming every place that still refers to the record. */
export async function assertNotInUse(db: Database, what: string, id: number, usages: readonly Usage[]): Promise<void> {
  const found: string[] = [];
  for (const usage of usages) {
    const condition = usage.where ? sql` and ${sql.raw(usage.where)}` : sql``;
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from ${sql.table(usage.table)} where ${sql.ref(usage.column)} = ${id}${condition}`.execute(db);
    const count = rows[0]?.count ?? 0;
    if (count > 0) found.push(`${count} ${usage.label}`);
  }
  if (found.length > 0) {
    throw new ConflictError(`This ${what} is still used by ${listing(found)} and cannot be deleted.`);
  }
}

function listing(items: string[]): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
