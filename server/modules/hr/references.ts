import { sql } from 'kysely';
import type { ResourceDefinition } from '@core/resources/define';
import { untyped, type Database } from '../../db/database';
import { ConflictError, type FieldErrorCollector } from '../../http/errors';

// Two checks every HR resource shares: a referenced record must exist in the
// caller's company (422 on the field), and a record still referenced cannot
// be deleted (409 saying where it is used).

/** The company-owned tables behind the resources a field may reference. */
const COMPANY_TABLES: Record<string, { table: string; companyColumn: string | null }> = {
  employees: { table: 'employees', companyColumn: 'company_id' },
  'business-units': { table: 'business_units', companyColumn: 'company_id' },
  positions: { table: 'positions', companyColumn: 'company_id' },
  'org-levels': { table: 'org_levels', companyColumn: 'company_id' },
  'incident-reports': { table: 'incident_reports', companyColumn: 'company_id' },
  'leave-types': { table: 'leave_types', companyColumn: 'company_id' },
};

export async function checkReferences(
  db: Database,
  definition: ResourceDefinition,
  values: Record<string, unknown>,
  companyId: number,
  problems: FieldErrorCollector,
): Promise<void> {
  for (const [name, field] of Object.entries(definition.fields)) {
    const target = field.reference ? COMPANY_TABLES[field.reference] : undefined;
    const value = values[name];
    if (!target || value === null || value === undefined || field.readOnly) continue;
    let query = untyped(db).selectFrom(target.table).select('id').where('id', '=', Number(value));
    if (target.companyColumn) query = query.where(target.companyColumn, '=', companyId);
    if (!(await query.executeTakeFirst())) problems.add(name, `The selected ${field.label} is invalid.`);
  }
}

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
