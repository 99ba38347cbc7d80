import { describe, expect, it } from 'vitest';
import { CountCache } from '../../server/db/count-cache';
import { StatementNames } from '../../server/db/prepared-statements';
import { mayWrite, WriteGeneration } from '../../server/db/write-generation';

describe('which statements may write', () => {
  it('takes only a plain select as a read', () => {
    expect(mayWrite('select "r".* from "employees" as "r" where "r"."company_id" = $1')).toBe(false);
    expect(mayWrite('  SELECT count(*) from payslips')).toBe(false);
    expect(mayWrite('select updated_at, last_update_by from x')).toBe(false);
  });

  it('takes anything else as a possible write, also a select that writes', () => {
    for (const text of [
      'insert into employees (id) values ($1)',
      'update employees set status = $1',
      'delete from sessions where id = $1',
      'begin',
      'commit',
      'rollback',
      'with moved as (update x set y = 1 returning id) select * from moved',
      'select nextval($1)',
      'select * from employees where id = $1 for update',
      'truncate audit_log',
    ]) {
      expect(mayWrite(text), text).toBe(true);
    }
  });
});

describe('statement names', () => {
  it('names a text from its second sighting on, always with the same name', () => {
    const names = new StatementNames(100);
    expect(names.nameOf('select 1 where $1')).toBeUndefined();
    const name = names.nameOf('select 1 where $1');
    expect(name).toMatch(/^s\d+$/);
    expect(names.nameOf('select 1 where $1')).toBe(name);
    expect(names.nameOf('select 2 where $1')).toBeUndefined();
  });

  it('never gives one name to two texts, also after its memory starts over', () => {
    const names = new StatementNames(2);
    const given = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) {
        const text = `select ${i} where $1`;
        names.nameOf(text);
        const name = names.nameOf(text);
        if (name) {
          expect(given.get(name) ?? text).toBe(text);
          given.set(name, text);
        }
      }
    }
    expect(given.size).toBeGreaterThan(5);
  });
});

describe('the count cache', () => {
  const setUp = (ttlMs = 5000) => {
    let clock = 0;
    const writes = new WriteGeneration();
    const cache = new CountCache(writes, ttlMs, 3, () => clock);
    return { writes, cache, advance: (ms: number) => (clock += ms) };
  };

  it('keeps a total until this process writes', () => {
    const { writes, cache } = setUp();
    cache.set('employees', 10_000, cache.ticket());
    expect(cache.get('employees')).toBe(10_000);
    writes.bump();
    expect(cache.get('employees')).toBeUndefined();
  });

  it('does not keep a total counted while a write went on', () => {
    const { writes, cache } = setUp();
    const ticket = cache.ticket();
    writes.bump();
    cache.set('employees', 10_000, ticket);
    expect(cache.get('employees')).toBeUndefined();
  });

  it('forgets a total after its time to live, which bounds what another process wrote', () => {
    const { cache, advance } = setUp(5000);
    cache.set('employees', 10_000, cache.ticket());
    advance(4999);
    expect(cache.get('employees')).toBe(10_000);
    advance(1);
    expect(cache.get('employees')).toBeUndefined();
  });

  it('keeps nothing with a time to live of 0, and at most its capacity', () => {
    const off = setUp(0);
    off.cache.set('employees', 1, off.cache.ticket());
    expect(off.cache.get('employees')).toBeUndefined();
    const { cache } = setUp();
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 1, cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe(1);
  });

  it('shares a count in progress with later requests, but not with those after a write', async () => {
    const { writes, cache } = setUp();
    let finish: (total: number) => void = () => undefined;
    cache.track('employees', cache.ticket(), new Promise<number>((resolve) => (finish = resolve)));
    const shared = cache.known('employees');
    expect(shared).toBeInstanceOf(Promise);
    finish(10_000);
    expect(await shared).toBe(10_000);
    expect(cache.known('employees')).toBe(10_000);
    cache.track('applications', cache.ticket(), new Promise<number>(() => undefined));
    writes.bump();
    expect(cache.known('applications')).toBeUndefined();
  });
});
