import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

// The embedded database can be opened by one process only, and PGlite does not
// lock its directory: the server writes its pid beside it (./data.pid for
// ./data) before opening it and removes the file when it stops; `npm run restore`
// (scripts/restore.mjs) refuses while that process is alive, and so does a
// second server on the same directory. Beside, not inside: a backup of the
// directory must not carry it.

/** ./data → ./data.pid */
export function pidFileOf(dataDir: string): string {
  const full = resolve(dataDir);
  return join(dirname(full), `${basename(full)}.pid`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks the data directory as in use by this process; the returned function clears the mark. */
export function markDataDirInUse(dataDir: string): () => void {
  const file = pidFileOf(dataDir);
  const other = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN;
  if (Number.isInteger(other) && other !== process.pid && alive(other))
    throw new Error(`The database in ${dataDir} is in use by process ${other}: stop that server first.`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}
