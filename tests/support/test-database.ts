import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';

// Test databases. On PGlite (the default) the template is a dumped data
// directory that each test file loads; with DATABASE_URL set it is a template
// database on that server that each test file clones.

function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function prepareTestTemplate(): Promise<{ reference: string; dispose: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const TEMPLATE_DATABASE = `${new URL(databaseUrl).pathname.slice(1) || 'sub'}_template`;
    await admin(databaseUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
    await admin(databaseUrl, `create database ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({ databaseUrl: serverUrl(databaseUrl, TEMPLATE_DATABASE) });
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await handle.close();
    return {
      reference: `postgres:${TEMPLATE_DATABASE}`,
      dispose: () => admin(databaseUrl, `drop database if exists ${TEMPLATE_DATABASE}`),
    };
  }
  // The fewest recycled WAL segments the server allows, and a gzipped dump: every
  // test file loads this dump, and its load time grows with the archive's size.
  const pglite = await PGlite.create({ startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB'] });
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await handle.close();
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const folder = mkdtempSync(join(tmpdir(), 'sub-test-'));
  const file = join(folder, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { reference: `pglite:${file}`, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
}

/** The PGlite template's data directory archive, to load into a new PGlite. */
export function templateArchive(file: string): Blob {
  return new Blob([readFileSync(file)], { type: 'application/x-gzip' });
}

let cloneCounter = 0;

/** An empty database on the PostgreSQL server of `databaseUrl`. */
export async function createScratchDatabase(databaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sub_scratch_${process.pid}_${Date.now()}_${cloneCounter++}`;
  await admin(databaseUrl, `create database ${name}`);
  return { url: serverUrl(databaseUrl, name), drop: () => admin(databaseUrl, `drop database if exists ${name}`) };
}

/** A copy of the run's template database on the PostgreSQL server of DATABASE_URL, for server processes to share. */
export async function clonePostgresTemplate(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL!;
  const name = `sub_test_${process.pid}_${Date.now()}_${cloneCounter++}`;
  await admin(databaseUrl, `create database ${name} template ${template}`);
  return { url: serverUrl(databaseUrl, name), drop: () => admin(databaseUrl, `drop database if exists ${name}`) };
}

/** A private database for one test file, copied from the run's template. */
export async function openTestDatabase(reference: string): Promise<DatabaseHandle> {
  const [kind, location] = [reference.slice(0, reference.indexOf(':')), reference.slice(reference.indexOf(':') + 1)];
  if (kind === 'postgres') {
    const clone = await clonePostgresTemplate(location);
    const handle = await openDatabase({ databaseUrl: clone.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await clone.drop();
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: templateArchive(location) });
  const handle = await openDatabase({ pglite });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await pglite.close();
    },
  };
}
