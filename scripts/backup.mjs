// npm run backup: a copy of the embedded database, taken while the server runs.
// PGlite lives inside the server process and nobody else may open its files, so
// the server makes the copy (POST /api/admin/backup, the system administrator's alone:
// it holds every company's data and every account's password hash) and this script
// signs in, fetches it and writes it as a timestamped file.
//
//   BACKUP_URL       the running server (default http://127.0.0.1:$PORT, PORT 8080)
//   BACKUP_EMAIL     the system administrator's email (default $ADMIN_EMAIL)
//   BACKUP_PASSWORD  its password (asked for when not set and a terminal is attached)
//   BACKUP_DIR       where the file goes (default ./backups)
//
// On PostgreSQL (DATABASE_URL) use pg_dump instead: see "Backups" in the README.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';

const env = process.env;
const server = (env.BACKUP_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/$/, '');
const email = env.BACKUP_EMAIL || env.ADMIN_EMAIL;
const folder = resolve(env.BACKUP_DIR || 'backups');

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

async function password() {
  if (env.BACKUP_PASSWORD) return env.BACKUP_PASSWORD;
  if (!process.stdin.isTTY) fail('set BACKUP_PASSWORD (no terminal to ask for it).');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`Password for ${email}: `);
  prompt.close();
  return answer;
}

async function call(path, token, body) {
  try {
    return await fetch(`${server}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    return fail(`no server answers at ${server} (start it, or set BACKUP_URL).`);
  }
}

const messageOf = async (response) => (await response.json().catch(() => ({}))).message ?? `HTTP ${response.status}`;

if (!email) fail('set BACKUP_EMAIL to the system administrator account.');
const signedIn = await call('/api/login', undefined, { email, password: await password() });
if (!signedIn.ok) fail(`signing in as ${email}: ${await messageOf(signedIn)}`);
const { token } = await signedIn.json();
try {
  const response = await call('/api/admin/backup', token);
  if (!response.ok) fail(await messageOf(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `sub-backup-${Date.now()}.tar.gz`;
  const bytes = Buffer.from(await response.arrayBuffer());
  mkdirSync(folder, { recursive: true });
  const file = join(folder, name);
  writeFileSync(file, bytes, { flag: 'wx' });
  console.log(`Backup written: ${file} (${(bytes.length / 1024 / 1024).toFixed(1)} MB)`);
} finally {
  await call('/api/logout', token);
}
