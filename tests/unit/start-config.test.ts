import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

// What an empty database gets on a first start: the demo company for a newcomer's
// `npm start`; on a production start (NODE_ENV=production or a DATABASE_URL) only when
// SEED=demo asks for it by name; never a built-in administrator password.
describe('the first start’s seed and administrator password', () => {
  it('a newcomer’s npm start (no NODE_ENV=production, no DATABASE_URL) seeds the demo company', () => {
    expect(readConfig({}).seed).toBe('demo');
    expect(readConfig({ NODE_ENV: 'development', DATABASE_URL: '' }).seed).toBe('demo');
  });

  it('a production start seeds no demo unless SEED=demo asks for it', () => {
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, seed: 'none' });
    expect(readConfig({ DATABASE_URL: 'postgres://sub@db:5432/sub_hr' })).toMatchObject({ production: true, seed: 'none' });
    expect(readConfig({ NODE_ENV: 'production', SEED: 'yes please' }).seed).toBe('none');
    expect(readConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
    expect(readConfig({ SEED: 'none' }).seed).toBe('none');
  });

  it('has no default administrator password: ADMIN_PASSWORD or one generated at the first start', () => {
    expect(readConfig({ SEED: 'none' }).adminPassword).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
    expect(readConfig({ ADMIN_PASSWORD: 'Owner1234' }).adminPassword).toBe('Owner1234');
  });
});
