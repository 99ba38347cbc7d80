import { describe, expect, it } from 'vitest';
import { ListCache, type Slot } from '../../server/http/list-cache';
import { WriteGeneration } from '../../server/db/write-generation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slotOf(cache: ListCache, key: string): Promise<Slot> {
  const found = await cache.lookup(key);
  if (!found || !('settle' in found)) throw new Error(`expected to read ${key}`);
  return found;
}

describe('the list answer cache', () => {
  it('gives an answer back until the write generation moves, and then holds nothing', () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    cache.set('a', cache.ticket(), 'holidays 0-4/9', '[1]');
    cache.set('b', cache.ticket(), 'holidays 0-4/9', '[2]');
    expect(cache.get('a')).toMatchObject({ range: 'holidays 0-4/9', body: '[1]' });
    writes.bump();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer read while a write went on', () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    const ticket = cache.ticket();
    writes.bump();
    cache.set('a', ticket, 'r', '[]');
    expect(cache.get('a')).toBeUndefined();
  });

  it('sends an answer again only while the database change marker is where it was before the answer was read', async () => {
    let position = '0/100';
    const cache = new ListCache(new WriteGeneration(), 1000, async () => position);
    cache.fill(await slotOf(cache, 'a'), { range: 'r', body: '[1]' });
    expect(await cache.lookup('a')).toMatchObject({ body: '[1]' });
    position = '0/200';
    const again = await slotOf(cache, 'a');
    expect(again.marker).toBe('0/200');
  });

  it('forgets an answer after its time, and keeps none when the time is 0 or there is no generation', async () => {
    const writes = new WriteGeneration();
    const short = new ListCache(writes, 30);
    short.set('a', short.ticket(), 'r', '[]');
    await sleep(50);
    expect(short.get('a')).toBeUndefined();
    for (const off of [new ListCache(writes, 0), new ListCache(undefined, 1000)]) {
      expect(off.enabled).toBe(false);
      off.set('a', off.ticket(), 'r', '[]');
      expect(off.get('a')).toBeUndefined();
    }
  });

  it('holds at most its size in characters, keys included, and its number of entries, dropping the oldest', () => {
    const cache = new ListCache(new WriteGeneration(), 1000, undefined, 12, 6, 100);
    cache.set('a', cache.ticket(), 'r', '[1,2]');
    cache.set('b', cache.ticket(), 'r', '[3,4]');
    expect(cache.size).toBe(2);
    cache.set('c', cache.ticket(), 'r', '[5,6]');
    expect([cache.get('a'), cache.get('b')?.body, cache.get('c')?.body]).toEqual([undefined, '[3,4]', '[5,6]']);
    cache.set('d', cache.ticket(), 'r', '[7,8,9]');
    expect(cache.get('d')).toBeUndefined();
    // an empty answer under a long key costs the key's length
    cache.set('x'.repeat(10), cache.ticket(), 'r', '[]');
    expect(cache.size).toBe(1);

    const few = new ListCache(new WriteGeneration(), 1000, undefined, 1_000, 100, 2);
    for (const key of ['a', 'b', 'c']) few.set(key, few.ticket(), 'r', '[]');
    expect([few.get('a'), few.size]).toEqual([undefined, 2]);
  });

  it('lets one request read an answer while the others asking the same wait for it', async () => {
    const cache = new ListCache(new WriteGeneration(), 1000);
    const reader = await slotOf(cache, 'a');
    const waiter = cache.lookup('a');
    cache.fill(reader, { range: 'r', body: '[1]' });
    expect(await waiter).toMatchObject({ body: '[1]' });
    expect(await cache.lookup('a')).toMatchObject({ body: '[1]' });
  });

  it('sends the waiting requests to read for themselves when the reader keeps nothing, and starts a new read after a write', async () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    const failed = await slotOf(cache, 'a');
    const waiting = cache.lookup('a');
    cache.fill(failed);
    expect(await waiting).toBeUndefined();

    const before = await slotOf(cache, 'a');
    const waitingBefore = cache.lookup('a');
    await Promise.resolve();
    writes.bump();
    const after = await slotOf(cache, 'a');
    cache.fill(before, { range: 'r', body: '[old]' });
    expect(await waitingBefore).toBeUndefined();
    cache.fill(after, { range: 'r', body: '[new]' });
    expect(cache.get('a')?.body).toBe('[new]');
  });
});
