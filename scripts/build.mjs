// npm run build: the console into dist/ (Vite) and the server into build/
// (esbuild: one ES module per entry, packages left to node_modules, `@core/...`
// resolved through tsconfig's paths), so that `npm start` runs plain node.
// Plain JavaScript, no TypeScript loader: scripts/start.mjs imports it too.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'build', 'server.js');
export const CONSOLE_INDEX = join(ROOT, 'dist', 'index.html');
/** What the two builds are made from: a change to any of them makes the build stale. */
export const SOURCES = ['core', 'server', 'src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

const SERVER_ENTRIES = {
  server: 'server/main.ts',
  cli: 'server/cli.ts',
  // a worker thread written in TypeScript: bundled on its own, beside the server (engine-thread.ts)
  'timesheet-engine.worker': 'server/modules/timekeeping/timesheets/timesheet-engine.worker.ts',
};

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

function newestChange(path) {
  return filesUnder(path).reduce((newest, file) => Math.max(newest, statSync(file).mtimeMs), statSync(path).mtimeMs);
}

/** True when dist/ or build/ is missing, or older than one of its sources. */
export function buildIsStale(root = ROOT) {
  const outputs = [join(root, 'build', 'server.js'), join(root, 'dist', 'index.html')];
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const sources = SOURCES.map((source) => join(root, source)).filter(existsSync);
  return sources.some((source) => newestChange(source) > built);
}

export async function buildConsole(root = ROOT) {
  const { build } = await import('vite');
  // Vite keeps a NODE_ENV it finds (vitest sets `test`), and React then ships
  // its development build: the console is always built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function buildServer(root = ROOT) {
  const { build } = await import('esbuild');
  const outdir = join(root, 'build');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  // Worker threads are started from their own files, next to the module that
  // starts them (`new URL('./x.worker.mjs', import.meta.url)`): beside the bundle.
  mkdirSync(outdir, { recursive: true });
  for (const worker of filesUnder(join(root, 'server')).filter((file) => file.endsWith('.worker.mjs'))) {
    copyFileSync(worker, join(outdir, basename(worker)));
  }
}

export async function buildAll(root = ROOT) {
  await buildConsole(root);
  await buildServer(root);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildAll();
}
