import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openTestApp, type TestApp } from './test-app';

// One port serves the console too: deep links get index.html, the API keeps JSON 404s.
let t: TestApp;
let app: FastifyInstance;
let folder: string;
const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
beforeAll(async () => {
  t = await openTestApp();
  folder = mkdtempSync(join(tmpdir(), 'sub-dist-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(folder, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(folder, 'assets', 'big-Hash1.js'), BIG_SCRIPT);
  writeFileSync(join(folder, 'assets', 'big-Hash1.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(folder, 'assets', 'big-Hash1.js.gz'), gzipSync(BIG_SCRIPT));
  app = await buildApp({ db: t.db, config: readConfig({}), now: () => new Date() }, { staticDir: folder });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('answers index.html for a deep link', async () => {
    const response = await app.inject({ method: 'GET', url: '/payroll/sss/table' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('keeps JSON 404s under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The requested resource was not found.');
  });
});

describe('caching and precompressed assets', () => {
  it('sends the brotli twin of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/big-Hash1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the gzip twin when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-Hash1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-Hash1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser check index.html on every visit, at the root and on a deep link', async () => {
    for (const url of ['/', '/login', '/hr/employees/12']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy the console passes, no framing and no sniffing, on pages and API answers', async () => {
    for (const url of ['/hr/employees', '/api/account']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks for HTTPS only from a client that came over HTTPS', async () => {
    const secure = await buildApp(
      { db: t.db, config: readConfig({ TRUST_PROXY: '127.0.0.1' }), now: () => new Date() },
      { staticDir: folder },
    );
    try {
      const response = await secure.inject({ method: 'GET', url: '/hr/employees', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
