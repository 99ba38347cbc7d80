import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openTestApp, type TestApp } from './test-app';

// One port serves the console too: deep links get index.html, the API keeps JSON 404s.
let t: TestApp;
let app: FastifyInstance;
let folder: string;
beforeAll(async () => {
  t = await openTestApp();
  folder = mkdtempSync(join(tmpdir(), 'sub-dist-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(folder, 'assets', 'app.js'), 'console.log(1)');
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
