import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty } from './seed';
import { seedEmptyDatabase } from './seed/first-start';

/** Opens the configured database, migrates it and seeds it when it has no account yet. */
export async function prepareDatabase(config: Config, log: (line: string) => void = console.log): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    countCacheSeconds: config.countCacheSeconds,
  });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) log(`Applied ${applied.length} migration(s).`);
  if (await isEmpty(handle.db)) await seedEmptyDatabase(handle.db, config, log);
  return handle;
}
