import { describe, expect, it } from 'vitest';
import { build, type Metafile } from 'esbuild';
import { join } from 'node:path';

// The guest pages load before anyone has logged in: their code must not reach
// react-admin, MUI or emotion, which only the lazily loaded portals need.

const ROOT = join(import.meta.dirname, '../../..');

/** The source files that loading the entry runs, without following dynamic imports. */
async function staticInputs(entry: string): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: { '.json': 'json', '.css': 'empty' },
    tsconfig: join(ROOT, 'tsconfig.json'),
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const entryOutput = Object.keys(outputs).find((name) => outputs[name].entryPoint === entry)!;
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of outputs[name].imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryOutput);
  return [...seen].flatMap((name) => Object.keys(outputs[name].inputs));
}

describe('the guest entry', () => {
  it('loads neither react-admin, MUI nor emotion, and still loads React, the router and the session', async () => {
    const inputs = await staticInputs('src/main.tsx');
    expect(inputs.filter((input) => /node_modules\/(react-admin|ra-[^/]+|@mui|@emotion)\//.test(input))).toEqual([]);
    expect(inputs).toEqual(expect.arrayContaining(['src/pages/LoginPage.tsx', 'src/providers/session.ts']));
    expect(inputs.some((input) => input.includes('node_modules/react-router/'))).toBe(true);
  }, 60_000);

  it('reaches react-admin through the portals, lazily', async () => {
    const inputs = await staticInputs('src/portals/PortalAdmin.tsx');
    expect(inputs.some((input) => input.includes('node_modules/ra-core/'))).toBe(true);
  }, 60_000);
});
