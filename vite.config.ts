import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** `@core/...`: the pure code that the console and the server share. */
export const alias = { '@core': fileURLToPath(new URL('./core', import.meta.url)) };

// react-admin's packages re-export each other in cycles; kept in one chunk
// they load in order (and rollup stops warning about split cycles). MUI and
// the rest are left to rollup, so each page loads only the parts it uses.
// React and the router are named too: otherwise rollup pulls them into
// admin-vendor, its dependant, and the guest pages would load it all.
const ADMIN_VENDOR = /node_modules\/(react-admin|ra-[^/]+)\//;
const REACT_VENDOR = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;

function vendorChunk(id: string): string | undefined {
  if (ADMIN_VENDOR.test(id)) return 'admin-vendor';
  if (REACT_VENDOR.test(id)) return 'react-vendor';
  return undefined;
}

const COMPRESSIBLE = /^assets\/.*\.(js|mjs|css|svg|json|html|txt|wasm)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` twin beside each hashed asset, once at build
 * time and at the highest levels, for @fastify/static's `preCompressed`.
 */
export function precompress(): Plugin {
  return {
    name: 'sub:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            toBrotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            toGzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // terser packs the console about 4 % tighter than esbuild once compressed,
    // which keeps a portal's first screen within its 400 kB: worth the slower build
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // .vite/manifest.json: the chunk graph that bench/bundle.bench.ts weighs
    manifest: true,
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
  server: { port: 5173 },
});
