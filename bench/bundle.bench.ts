// Weighs what a browser downloads: the compressed JavaScript of /login, and of
// each portal's first screen after login (the guest entry, then the portal's
// lazy chunks), walked through the build's manifest (dist/.vite/manifest.json).
// Run: npx tsx bench/bundle.bench.ts  → one JSON line (builds dist/ when it has no manifest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PORTALS } from '@core/access';
import { buildConsole } from '../scripts/build.mjs';

/** The goals of issue 10, in compressed bytes. */
export const LOGIN_GOAL = 150_000;
export const PORTAL_GOAL = 400_000;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const GUEST_ENTRY = 'index.html';
const PORTAL_ADMIN = 'src/portals/PortalAdmin.tsx';
const portalScreens = (portal: string) => `src/portals/${portal}/screens.tsx`;

/** The JavaScript files that loading `keys` brings in: each chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).sort();
}

interface Weight {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/** The bytes on the wire: the build's .br and .gz twins (compressed here when a twin is missing). */
function weigh(dist: string, files: string[]): Weight {
  const weight: Weight = { files: files.length, raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const path = join(dist, file);
    const content = readFileSync(path);
    weight.raw += content.length;
    weight.brotli += existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    weight.gzip += existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(content, { level: 9 }).length;
  }
  return weight;
}

export async function run(root: string = process.cwd()) {
  const dist = join(root, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) await buildConsole(root);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const login = weigh(dist, staticClosure(manifest, [GUEST_ENTRY]));
  const portals = Object.fromEntries(
    PORTALS.map((portal) => [portal, weigh(dist, staticClosure(manifest, [GUEST_ENTRY, PORTAL_ADMIN, portalScreens(portal)]))]),
  );
  const heaviest = Math.max(...Object.values(portals).map((weight) => weight.brotli));
  return {
    bench: 'bundle',
    login,
    portals,
    goals: { login_max: LOGIN_GOAL, portal_max: PORTAL_GOAL, measured_as: 'brotli' },
    login_within_goal: login.brotli <= LOGIN_GOAL,
    portals_within_goal: heaviest <= PORTAL_GOAL,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await run()));
}
