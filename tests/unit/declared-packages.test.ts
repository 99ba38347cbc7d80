import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every package the code imports is declared in package.json: a package that is
// only there as another's dependency can vanish with that package's next release.

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['core', 'src', 'server', 'tests', 'bench', 'scripts'];
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

describe('declared packages', () => {
  it('declares every package imported by the code, the tests and the benches', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const builtins = new Set(builtinModules);
    const undeclared = new Set<string>();
    for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('@core/'))
          continue;
        const name = packageOf(specifier);
        if (!builtins.has(name) && !declared.has(name)) undeclared.add(`${name} (${file.slice(ROOT.length + 1)})`);
      }
    }
    expect([...undeclared].sort()).toEqual([]);
  });
});
