import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isEmpty } from './seed';
import { seedEmptyDatabase } from './seed/first-start';

// npm run migrate | npm run seed, for operators.
async function main(command: string | undefined): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    if (command === 'seed') {
      if (!(await isEmpty(handle.db))) console.log('The database already has accounts; nothing seeded.');
      else {
        await seedEmptyDatabase(handle.db, config, console.log);
        console.log('Seeded.');
      }
    }
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
