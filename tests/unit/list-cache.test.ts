import { describe, expect, it } from 'vitest';
import { ListCache } from '../../server/http/list-cache';
import { WriteGeneration } from '../../server/db/write-generation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the list answer cache', () => {
  it('gives an answer back until the write generation moves', () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    cache.set('a', cache.ticket(), 'holidays 0-4/9', '[1]');
    expect(cache.get('a')).toMatchObject({ range: 'holidays 0-4/9', body: '[1]' });
    writes.bump();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an answer read while a write went on', () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    const ticket = cache.ticket();
    writes.bump();
    cache.set('a', ticket, 'r', '[]');
    expect(cache.get('a')).toBeUndefined();
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

  it('holds at most its size, dropping the oldest answers, and never one answer over its limit', () => {
    const cache = new ListCache(new WriteGeneration(), 1000, 10, 6);
    cache.set('a', cache.ticket(), 'r', '[1,2]');
    cache.set('b', cache.ticket(), 'r', '[3,4]');
    cache.set('c', cache.ticket(), 'r', '[5,6]');
    expect([cache.get('a'), cache.get('b')?.body, cache.get('c')?.body]).toEqual([undefined, '[3,4]', '[5,6]']);
    cache.set('d', cache.ticket(), 'r', '[7,8,9]');
    expect(cache.get('d')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('lets one request read an answer while the others asking the same wait for it', async () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    const reader = cache.lookup('a');
    const waiter = cache.lookup('a');
    expect('settle' in reader).toBe(true);
    expect(waiter).toBeInstanceOf(Promise);
    if (!('settle' in reader)) return;
    cache.fill(reader, { range: 'r', body: '[1]' });
    expect(await waiter).toMatchObject({ body: '[1]' });
    expect(cache.lookup('a')).toMatchObject({ body: '[1]' });
  });

  it('sends the waiting requests to read for themselves when the reader keeps nothing, and starts a new read after a write', async () => {
    const writes = new WriteGeneration();
    const cache = new ListCache(writes, 1000);
    const failed = cache.lookup('a');
    const waiting = cache.lookup('a');
    if (!('settle' in failed)) throw new Error('expected a slot');
    cache.fill(failed);
    expect(await waiting).toBeUndefined();

    const before = cache.lookup('a');
    const waitingBefore = cache.lookup('a');
    writes.bump();
    const after = cache.lookup('a');
    if (!('settle' in before) || !('settle' in after)) throw new Error('expected a new slot after the write');
    cache.fill(before, { range: 'r', body: '[old]' });
    expect(await waitingBefore).toBeUndefined();
    cache.fill(after, { range: 'r', body: '[new]' });
    expect(cache.get('a')?.body).toBe('[new]');
  });
});
