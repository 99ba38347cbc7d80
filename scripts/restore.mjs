// npm run restore -- <backup file> [--yes]: puts a backup made by `npm run
// backup` back as the embedded database in DATA_DIR (default ./data). The server
// must be stopped (it marks DATA_DIR.pid while it runs). Before anything is
// replaced it shows what the backup holds and what DATA_DIR holds now, and asks
// (--yes answers for scripts); the current directory is kept beside it as
// DATA_DIR.before-restore-<time>, not deleted.
//
// On PostgreSQL (DATABASE_URL) use pg_restore instead: see "Backups" in the README.
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { PGlite } from '@electric-sql/pglite';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const confirmed = args.includes('--yes');
const dataDir = resolve(process.env.DATA_DIR || 'data');
const pidFile = join(dirname(dataDir), `${basename(dataDir)}.pid`); // as server/db/server-pid.ts writes it

function fail(message) {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
}

function runningServer() {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

/** What a database holds, in a payroll officer's words. */
async function describe(db) {
  const { rows } = await db.query(`select (select count(*) from employees)::int as employees,
    (select count(*) from users)::int as users,
    (select count(*) from payslips)::int as payslips,
    (select to_char(max(occurred_at), 'YYYY-MM-DD HH24:MI') from transaction_logs) as last_change`);
  const r = rows[0];
  return `${r.employees} employees, ${r.users} user accounts, ${r.payslips} payslips, last change ${r.last_change ?? 'none'}`;
}

async function describeFolder(folder) {
  const db = await PGlite.create(folder);
  try {
    return await describe(db);
  } finally {
    await db.close();
  }
}

if (process.env.DATABASE_URL) fail('DATABASE_URL is set: this server uses PostgreSQL; restore it with pg_restore (README, "Backups").');
if (!file) fail('name the backup file: npm run restore -- backups/sub-backup-….tar.gz');
if (!existsSync(file)) fail(`no file ${file}.`);
const pid = runningServer();
if (pid) fail(`the server (process ${pid}) is running on ${dataDir}: stop it first.`);

const backup = new Blob([readFileSync(file)]);
let holds;
try {
  const check = await PGlite.create({ loadDataDir: backup });
  holds = await describe(check);
  await check.close();
} catch (error) {
  fail(`${file} is not a backup of this application (${error.message ?? error}).`);
}
const current = existsSync(dataDir) && readdirSync(dataDir).length > 0 ? await describeFolder(dataDir) : undefined;

console.log(`Backup ${file}: ${holds}.`);
console.log(current ? `This replaces the database in ${dataDir}: ${current}.` : `${dataDir} is empty: the backup becomes the database.`);
if (current && !confirmed) {
  if (!process.stdin.isTTY) fail('add --yes to replace it (no terminal to ask).');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Type yes to replace it: ');
  prompt.close();
  if (answer.trim().toLowerCase() !== 'yes') fail('not confirmed; nothing changed.');
}

let keptAs;
if (existsSync(dataDir)) {
  keptAs = `${dataDir}.before-restore-${new Date().toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-')}`;
  renameSync(dataDir, keptAs);
}
const restored = await PGlite.create({ dataDir, loadDataDir: backup });
const now = await describe(restored);
await restored.close();
console.log(`Restored into ${dataDir}: ${now}.`);
if (keptAs) console.log(`The database it replaced is kept in ${keptAs} (delete it once you are satisfied).`);
