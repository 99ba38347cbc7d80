import { describe, expect, it } from 'vitest';
import { untyped } from '../../server/db/database';
import { useTestApp } from './test-app';

const t = useTestApp();

describe('the health check', () => {
  it('answers ok without a sign-in when the database answers and its migrations are current, and shows no data', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  });

  it('answers 503 while a migration is pending', async () => {
    const migrations = untyped(t.db); // Kysely's own table is not one of ours
    const [newest] = await migrations.selectFrom('kysely_migration').select('name').orderBy('name', 'desc').limit(1).execute();
    await migrations.deleteFrom('kysely_migration').where('name', '=', newest.name).execute();
    try {
      const response = await t.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', migrations: 'pending' });
    } finally {
      await migrations.insertInto('kysely_migration').values({ name: newest.name, timestamp: new Date().toISOString() }).execute();
    }
  });
});
