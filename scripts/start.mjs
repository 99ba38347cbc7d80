// npm start: runs the compiled server (build/server.js) with plain node.
// In a fresh clone, or after a source changed, it builds first when the dev
// tools are installed; a production install (`npm ci --omit=dev` after
// `npm run build`) has none, and starts what was built.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, buildIsStale, ROOT, SERVER_BUNDLE } from './build.mjs';

const devToolsInstalled = ['vite', 'esbuild'].every((name) => existsSync(join(ROOT, 'node_modules', name, 'package.json')));

if (buildIsStale()) {
  if (devToolsInstalled) {
    console.log('Building the console and the server…');
    await buildAll();
  } else if (!existsSync(SERVER_BUNDLE)) {
    console.error('No build to start: run `npm ci && npm run build` first (it needs the dev dependencies).');
    process.exit(1);
  } else {
    console.warn('The build is older than its sources; starting it anyway (no dev tools here to rebuild).');
  }
}

// stack traces name the TypeScript sources (build/*.js.map)
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
