import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import type { StatutoryTables } from '../engine/statutory-tables';
import { statutoryTablesFromRows } from './statutory-rows';

/** Every stored version of every government table (a few hundred rows). */
export async function loadStatutoryTables(db: Database): Promise<StatutoryTables> {
  const [contributionTables, contributionBrackets, taxTables, taxBrackets, benefitCeilings, overtimeRates] = await Promise.all([
    db.selectFrom('contribution_tables').selectAll().execute(),
    db.selectFrom('contribution_brackets').selectAll().execute(),
    db.selectFrom('tax_tables').selectAll().execute(),
    db.selectFrom('tax_brackets').selectAll().execute(),
    db.selectFrom('benefit_ceilings').selectAll().execute(),
    db.selectFrom('overtime_rates').selectAll().execute(),
  ]);
  return statutoryTablesFromRows({ contributionTables, contributionBrackets, taxTables, taxBrackets, benefitCeilings, overtimeRates });
}

// Loaded once per request, never kept across requests: another process may
// have added a version in between (docs/architecture.md, no shared process state).
const perRequest = new WeakMap<FastifyRequest, Promise<StatutoryTables>>();

export function statutoryTablesFor(request: FastifyRequest, db: Database): Promise<StatutoryTables> {
  let tables = perRequest.get(request);
  if (!tables) {
    tables = loadStatutoryTables(db);
    perRequest.set(request, tables);
  }
  return tables;
}
