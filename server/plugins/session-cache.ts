// The sessions this process resolved in the last few seconds, so that a burst of
// reads with one bearer token costs one lookup instead of one per request.
//
// Staleness is bounded for security:
// - an entry is good while the database's write generation has not moved: any
//   write by this process (sign-out, password change, a user's role, activity or
//   portal access edited, …) or, on PostgreSQL, by another API process
//   (server/db/write-notices.ts) forgets every entry, so a revoked session stops
//   working at once; a lookup that was in flight meanwhile is not stored;
// - an entry lives at most `ttlMs` (SESSION_CACHE_SECONDS, 5 s by default; 0 turns
//   the cache off), which bounds changes made outside the API;
// - only live sessions are kept, and the idle checks (419, last_used_at) always
//   re-read the database, so a cached row never expires or extends a session.
// Concurrent lookups of one token share one query.

export class SessionCache<T> {
  readonly #entries = new Map<string, { value: T; until: number }>();
  readonly #pending = new Map<string, Promise<T | undefined>>();
  /** moves when everything held is forgotten: a lookup begun before must not be stored */
  #epoch = 0;
  #writesHeld = 0;

  constructor(
    readonly ttlMs: number,
    private readonly writes?: { readonly value: number },
    readonly maxEntries = 10_000,
  ) {}

  /** The cached value of `key`, or `load()` (shared with concurrent callers), stored when `keep` says so. */
  resolve(key: string, load: () => Promise<T | undefined>, keep: (value: T) => boolean, fresh = false): Promise<T | undefined> {
    this.#dropStale();
    if (!fresh) {
      const hit = this.#entries.get(key);
      if (hit && hit.until > performance.now()) return Promise.resolve(hit.value);
    }
    this.#entries.delete(key);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const epoch = this.#epoch;
    const loading = load().then(
      (value) => {
        if (this.#pending.get(key) === loading) this.#pending.delete(key);
        this.#dropStale();
        if (value !== undefined && keep(value) && this.ttlMs > 0 && epoch === this.#epoch) this.#store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.#pending.get(key) === loading) this.#pending.delete(key);
        throw error;
      },
    );
    this.#pending.set(key, loading);
    return loading;
  }

  /** Forgets every entry and any lookup in flight. */
  clear(): void {
    this.#epoch++;
    this.#entries.clear();
    this.#pending.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** everything held was read before the database's latest write */
  #dropStale(): void {
    const writes = this.writes?.value ?? 0;
    if (writes === this.#writesHeld) return;
    this.#writesHeld = writes;
    this.clear();
  }

  #store(key: string, value: T): void {
    if (this.#entries.size >= this.maxEntries) {
      // the oldest entry goes (a Map iterates in insertion order)
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, until: performance.now() + this.ttlMs });
  }
}
