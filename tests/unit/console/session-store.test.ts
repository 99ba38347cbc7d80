import AES from 'crypto-js/aes';
import { describe, expect, it } from 'vitest';
import { createSessionStore, SESSION_KEY } from '../../../src/providers/session';
import { MemoryStorage } from './memory-storage';

describe('the session store', () => {
  it('keeps { token, role } encrypted under the key access and reads it back', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage, 'secret-one');
    store.write({ token: 'abc123', role: 4 });
    const raw = storage.getItem(SESSION_KEY)!;
    expect(raw).not.toContain('abc123');
    expect(raw).not.toContain('role');
    expect(store.read()).toEqual({ token: 'abc123', role: 4 });
    store.clear();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('treats a tampered value as logged out and removes it', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage, 'secret-one');
    store.write({ token: 'abc123', role: 1 });
    const raw = storage.getItem(SESSION_KEY)!;
    storage.setItem(SESSION_KEY, `${raw.slice(0, 20)}${raw[20] === 'A' ? 'B' : 'A'}${raw.slice(21)}`);
    expect(store.read()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    storage.setItem(SESSION_KEY, 'plain text');
    expect(store.read()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('cannot read a value written with another secret', () => {
    const storage = new MemoryStorage();
    createSessionStore(() => storage, 'secret-one').write({ token: 'abc123', role: 1 });
    expect(createSessionStore(() => storage, 'secret-two').read()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('refuses a decryptable value without a token, and keeps a string role for the guard to judge', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage, 'k');
    storage.setItem(SESSION_KEY, AES.encrypt(JSON.stringify({ role: 1 }), 'k').toString());
    expect(store.read()).toBeNull();
    storage.setItem(SESSION_KEY, AES.encrypt(JSON.stringify({ token: 't', role: '1' }), 'k').toString());
    expect(store.read()).toEqual({ token: 't', role: '1' });
  });
});
