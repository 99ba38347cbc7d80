import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { FORMER_NAMES, migrations as currentMigrations } from './migrations';

// Migrations are listed explicitly (not read from a folder) so they run the
// same under tsx, vitest and a bundled build.
class ListedMigrations implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/** Renames the applied migrations of a database made by the first release to their current names (once; a no-op after). */
async function renameFormerMigrations(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(trx);
    if (!rows[0].exists) return;
    for (const [former, current] of Object.entries(FORMER_NAMES)) {
      await sql`update kysely_migration set name = ${current} where name = ${former}`.execute(trx);
    }
  });
}

export async function migrateToLatest(db: Database, migrations: Record<string, Migration> = currentMigrations): Promise<string[]> {
  await renameFormerMigrations(db);
  const migrator = new Migrator({ db, provider: new ListedMigrations(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations not yet applied to this database (the health check reports them): one read of
 * the applied names, as a load balancer asks every few seconds (Kysely's Migrator would first
 * make sure its tables exist and read their lock, five statements). The server migrates before it serves, so the table is there.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map(({ name }) => name));
  return Object.keys(currentMigrations).filter((name) => !applied.has(name));
}
