import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The console in dist/ is rebuilt when any of its sources is newer, as `npm start` does.

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export async function buildConsoleIfStale(root: string = process.cwd()): Promise<void> {
  const built = join(root, 'dist', 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((path) => join(root, path)).filter(existsSync);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  const { build } = await import('vite');
  await build({ root, logLevel: 'error' });
}
