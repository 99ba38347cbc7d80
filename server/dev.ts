import { createServer } from 'vite';
import { readConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './start';
import { markDataDirInUse } from './db/server-pid';
import { jobsFor, startScheduler } from './jobs/scheduler';
import { startComputationWorker } from './jobs/computation-worker';
import { startEmailSender } from './modules/notifications/email-sender';

// npm run dev: the API on PORT+1 and Vite's dev server on PORT proxying to it.
async function main(): Promise<void> {
  const config = readConfig();
  const apiPort = config.port + 1;
  const releaseDataDir = config.databaseUrl ? () => {} : markDataDirInUse(config.dataDir);
  const database = await prepareDatabase(config);
  const api = await buildApp(
    { db: database.db, config, now: () => new Date(), dumpDatabase: database.dump },
    { logger: { level: config.logLevel } },
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
    await api.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await api.listen({ port: apiPort, host: '127.0.0.1' });
  const target = `http://127.0.0.1:${apiPort}`;
  const vite = await createServer({
    server: { port: config.port, host: config.host, proxy: { '/api': target, '/sanctum': target } },
  });
  await vite.listen();
  vite.printUrls();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
