import { describe, expect, it, vi } from 'vitest';
import { SessionCache } from '../../server/plugins/session-cache';
import { WriteGeneration } from '../../server/db/write-generation';

const keepAll = () => true;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the session cache', () => {
  it('answers a key from memory until its time is up, then asks again', async () => {
    // the cache's clock is faked: a real 40 ms window fails when a loaded machine pauses between two calls
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = new SessionCache<string>(40);
      let loads = 0;
      const load = async () => `v${++loads}`;
      expect(await cache.resolve('a', load, keepAll)).toBe('v1');
      vi.advanceTimersByTime(39);
      expect(await cache.resolve('a', load, keepAll)).toBe('v1');
      vi.advanceTimersByTime(2);
      expect(await cache.resolve('a', load, keepAll)).toBe('v2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one lookup between concurrent callers of a key', async () => {
    const cache = new SessionCache<string>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(10);
      return 'v';
    };
    await Promise.all(Array.from({ length: 20 }, () => cache.resolve('a', load, keepAll)));
    expect(loads).toBe(1);
  });

  it('keeps only what `keep` accepts, and nothing when its time is 0', async () => {
    let loads = 0;
    const load = async () => `v${++loads}`;
    const choosy = new SessionCache<string>(1000);
    await choosy.resolve('a', load, () => false);
    await choosy.resolve('a', load, () => false);
    expect(loads).toBe(2);
    const off = new SessionCache<string>(0);
    await off.resolve('a', load, keepAll);
    await off.resolve('a', load, keepAll);
    expect(loads).toBe(4);
  });

  it('forgets everything on clear, and does not store a lookup that was in flight during the clear', async () => {
    const cache = new SessionCache<string>(1000);
    let loads = 0;
    await cache.resolve('a', async () => `v${++loads}`, keepAll);
    let release!: () => void;
    const slow = cache.resolve('b', () => new Promise<string>((resolve) => (release = () => resolve(`v${++loads}`))), keepAll);
    cache.clear();
    release();
    expect(await slow).toBe('v2');
    expect(cache.size).toBe(0);
    expect(await cache.resolve('b', async () => `v${++loads}`, keepAll)).toBe('v3');
  });

  it('asks again once the write generation has moved, and does not store a lookup read across a write', async () => {
    const writes = new WriteGeneration();
    const cache = new SessionCache<string>(1000, writes);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.resolve('a', load, keepAll);
    expect(await cache.resolve('a', load, keepAll)).toBe('v1');
    writes.bump();
    expect(await cache.resolve('a', load, keepAll)).toBe('v2');
    let release!: () => void;
    const slow = cache.resolve('a', () => new Promise<string>((resolve) => (release = () => resolve(`v${++loads}`))), keepAll, true);
    writes.bump();
    const after = cache.resolve('a', load, keepAll);
    release();
    // the lookup begun after the write is kept; the one read across it, though it ends last, is not
    expect(await after).toBe('v3');
    expect(await slow).toBe('v4');
    expect(await cache.resolve('a', load, keepAll)).toBe('v3');
  });

  it('asks again when told the entry must be fresh', async () => {
    const cache = new SessionCache<string>(1000);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.resolve('a', load, keepAll);
    expect(await cache.resolve('a', load, keepAll, true)).toBe('v2');
    expect(await cache.resolve('a', load, keepAll)).toBe('v2');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache<string>(1000, undefined, 2);
    for (const key of ['a', 'b', 'c']) await cache.resolve(key, async () => key, keepAll);
    expect(cache.size).toBe(2);
    let asked = false;
    await cache.resolve('a', async () => ((asked = true), 'a'), keepAll);
    expect(asked).toBe(true);
  });
});
