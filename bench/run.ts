import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// npm run bench: runs every bench/*.bench.ts in turn (or those named on the
// command line); each bench's run() returns its figures, printed as one JSON line.
const folder = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(join(folder, file)).href)) as { run?: () => Promise<unknown> | unknown };
  if (typeof module.run !== 'function') {
    console.error(`${file} exports no run()`);
    process.exitCode = 1;
    continue;
  }
  const result = await module.run();
  if (result !== undefined) console.log(JSON.stringify(result));
}
