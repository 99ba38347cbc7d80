import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject as vitestInject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from '../support/test-database';

// Each API test file gets its own database (copied from the run's template),
// the real Fastify app, and a clock the test can move.

export const DEMO_PASSWORD = 'Passw0rd!';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: { now: Date; advanceMinutes(minutes: number): void };
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function openTestApp(): Promise<TestApp> {
  const database = await openTestDatabase(vitestInject('databaseTemplate'));
  const clock = {
    now: new Date(),
    advanceMinutes(minutes: number) {
      this.now = new Date(this.now.getTime() + minutes * 60_000);
    },
  };
  const config = { ...readConfig({}), logLevel: 'silent' };
  const app = await buildApp({ db: database.db, config, now: () => clock.now });
  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  return {
    app,
    db: database.db,
    clock,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test file's app: opened before its tests and closed after them. The
 * object forwards to the app opened in beforeAll, so it can be a module constant.
 */
export function useTestApp(): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await openTestApp();
  });
  afterAll(async () => opened?.close());
  const current = (): TestApp => {
    if (!opened) throw new Error('The test app opens in beforeAll.');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    request: (options) => current().request(options),
    login: (email, password) => current().login(email, password),
    close: () => current().close(),
  };
}
