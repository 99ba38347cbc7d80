import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedAdministrator, seedDemo } from './db/seed';

/** Opens the configured database, migrates it and seeds it when it has no account yet. */
export async function prepareDatabase(config: Config, log: (line: string) => void = console.log): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    countCacheSeconds: config.countCacheSeconds,
  });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) log(`Applied ${applied.length} migration(s).`);
  if (await isEmpty(handle.db)) {
    if (config.seed === 'demo') {
      log('Empty database: seeding the demo company…');
      await seedDemo(handle.db);
    } else {
      await seedAdministrator(handle.db, config.adminEmail, config.adminPassword);
      log(`Empty database: created the administrator ${config.adminEmail}.`);
    }
  }
  return handle;
}
