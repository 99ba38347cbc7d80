import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { isCompanyOwned, OWNERSHIP, ownedBy, type TableName } from '../../http/company-tables';

// One company's data, for its administrator: every company-owned table's rows of that company
// (server/http/company-tables.ts says how a row reaches its company), as one JSON document,
// gzipped. Installation-wide tables (statutory tables, banks, pay codes) and the installation's
// own bookkeeping (accounts, sessions, attachments' storage) are not in it, and no column or
// audited value that holds a password, token or other secret is written.

/** Names of columns and audited fields that hold secrets (password_hash, token_hash, code_hash, …). */
const SECRET = /password|token|secret|hash|api_?key|private/i;

/** The tables of one company's export, in name order. */
export const EXPORTED_TABLES: readonly TableName[] = (Object.keys(OWNERSHIP) as TableName[]).filter(isCompanyOwned).sort();

/** A value as JSON holds it: bytes as base64, objects and lists without secret fields. */
function clean(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET.test(key))
        .map(([key, inner]) => [key, clean(inner)]),
    );
  }
  return value;
}

/** The company's rows of one table, oldest first. */
async function rowsOf(db: Database, table: TableName, companyId: number): Promise<unknown[]> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select r.* from ${sql.table(table)} as r where ${ownedBy(table, 'r', companyId)} order by 1`.execute(db);
  return rows.map(clean);
}

export interface CompanyExport {
  fileName: string;
  bytes: Buffer;
  rowCount: number;
}

/** The company's export at `at`, read from one snapshot of the database. */
export async function exportCompany(db: Database, companyId: number, at: Date): Promise<CompanyExport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const company = await trx.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
      const tables: Record<string, unknown[]> = {};
      let rowCount = 0;
      for (const table of EXPORTED_TABLES) {
        tables[table] = await rowsOf(trx, table, companyId);
        rowCount += tables[table].length;
      }
      const document = { company: { id: company.id, name: company.name }, exported_at: at.toISOString(), tables };
      const stamp = at.toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
      return { fileName: `company-export-${company.id}-${stamp}.json.gz`, bytes: gzipSync(JSON.stringify(document)), rowCount };
    });
}
