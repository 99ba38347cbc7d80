import { join } from 'node:path';
import { readConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './start';
import { jobsFor, startScheduler } from './jobs/scheduler';
import { startComputationWorker } from './jobs/computation-worker';
import { startEmailSender } from './modules/notifications/email-sender';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.seed';
import { markDataDirInUse } from './db/server-pid';

// The server: open and migrate the database, seed it when empty, serve the
// console built in dist/ and the API on one port. `npm start` runs it compiled
// (build/server.js, through scripts/start.mjs), the e2e suite through tsx.

const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');

async function main(): Promise<void> {
  const config = readConfig();
  const releaseDataDir = config.databaseUrl ? () => {} : markDataDirInUse(config.dataDir);
  const database = await prepareDatabase(config);
  const app = await buildApp(
    { db: database.db, config, now: () => new Date(), dumpDatabase: database.dump },
    { staticDir: DIST, logger: { level: config.logLevel } },
  );
  const scheduler = startScheduler({ db: database.db, intervalMinutes: config.jobsIntervalMinutes, jobs: jobsFor(config) });
  const computations = startComputationWorker(database.db);
  const mail = startEmailSender({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.smtpFrom,
    intervalSeconds: config.smtpIntervalSeconds,
  });
  const shutdown = async () => {
    await scheduler.stop();
    await computations.stop();
    await mail.stop();
    await app.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nSUB HR & Payroll is running at ${url} (${database.kind} database)`);
  if (config.seed === 'demo') {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.email.padEnd(26)} role ${account.role}${account.extraFlags ? ' + payroll portal' : ''}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
