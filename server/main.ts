import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './start';
import { startScheduler } from './jobs/scheduler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.seed';

// npm start: build the console when it is missing or older than its sources,
// open and migrate the database, seed it when empty, serve everything on one port.

const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

async function buildConsoleIfStale(): Promise<void> {
  const built = join(DIST, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(ROOT, p)).filter(existsSync);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  console.log('Building the console…');
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn' });
}

async function main(): Promise<void> {
  const config = readConfig();
  await buildConsoleIfStale();
  const database = await prepareDatabase(config);
  const app = await buildApp(
    { db: database.db, config, now: () => new Date() },
    { staticDir: DIST, logger: { level: config.logLevel } },
  );
  const scheduler = startScheduler({ db: database.db, intervalMinutes: config.jobsIntervalMinutes });
  const shutdown = async () => {
    await scheduler.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nSUB HR & Payroll is running at ${url} (${database.kind} database)`);
  if (config.seed === 'demo') {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(26)} role ${account.role}${account.extraFlags ? ' + payroll portal' : ''}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
