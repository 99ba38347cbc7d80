import type { FastifyStaticOptions } from '@fastify/static';
import { relative, sep } from 'node:path';

// How the built console (dist/) is served. Vite names every file under
// assets/ by its content's hash, so a browser may keep those for a year; the
// build writes a brotli and a gzip twin beside each, sent as they are to a
// browser that accepts them. index.html names the current hashes: it is
// checked with the server on every visit.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function consoleAssetsOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the twins are found through Accept-Encoding, not requested by name
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = relative(root, path).startsWith(`assets${sep}`);
      response.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      // a shared cache keeps the brotli, gzip and plain answers apart
      if (hashed) response.setHeader('Vary', 'Accept-Encoding');
    },
  };
}
