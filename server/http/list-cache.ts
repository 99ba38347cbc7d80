import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { WriteGeneration } from '../db/write-generation';
import type { ChangeMarker } from '../db/change-marker';
import { connectionStateOf } from '../db/database';

// The answers of list requests, as sent, until the database may have changed. A
// console's users reopen the same lists (the first page with its default sort) far
// more often than anything is written; a kept answer costs no statement and no
// serialising. An answer is kept under its caller and its exact request target and
// served again only to that caller, after the guard has allowed the request (so
// access is decided as for any request), while the write generation has not moved
// (no write by this process, nor, on PostgreSQL, by another: server/db/write-notices.ts),
// on PostgreSQL while the database's change marker has not moved either (any commit by
// anyone: server/db/change-marker.ts), and for at most `ttlMs` (answers that depend on
// the time of day; the clock's minute is part of the key as well).

interface Kept {
  range: string;
  body: string;
  /** the database's change marker before the answer was read ('' without one) */
  marker: string;
  until: number;
}

/** A request reading an answer for the cache, and how it hands that answer to the requests waiting for the same one. */
export interface Slot {
  key: string;
  ticket: number;
  marker: string;
  settle: (kept: Kept | undefined) => void;
}

export class ListCache {
  readonly #kept = new Map<string, Kept>();
  /** answers being read at the moment: the requests that want the same wait for them instead of reading it again */
  readonly #reading = new Map<string, { slot: Slot; answer: Promise<Kept | undefined> }>();
  /** characters held, keys included (a key is as long as the request target its caller chose) */
  #chars = 0;
  #generationHeld = 0;

  constructor(
    private readonly writes: WriteGeneration | undefined,
    readonly ttlMs: number,
    /** on PostgreSQL, checked before each answer is sent again (server/db/change-marker.ts) */
    private readonly marker?: ChangeMarker,
    private readonly maxChars = 32 * 1024 * 1024,
    /** one answer's limit: a long page is cheaper to read again than to hold */
    private readonly maxAnswerChars = 256 * 1024,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.writes !== undefined;
  }

  /** the generation an answer is read at: taken before its statements run */
  ticket(): number {
    return this.writes?.value ?? -1;
  }

  get(key: string, marker = ''): Kept | undefined {
    this.#dropStale();
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    if (kept.marker === marker && kept.until > performance.now()) return kept;
    this.#forget(key, kept);
    return undefined;
  }

  /**
   * The kept answer of `key` if it is still current; or the answer another request is
   * reading of the same state (waited for: undefined if it is not kept after all, and
   * the caller reads for itself); or a slot: the caller reads the answer and hands it to
   * `fill`, also when it has none to give.
   */
  async lookup(key: string): Promise<Kept | Slot | undefined> {
    const marker = this.marker ? await this.marker() : '';
    const kept = this.get(key, marker);
    if (kept) return kept;
    const ticket = this.ticket();
    const reading = this.#reading.get(key);
    if (reading && reading.slot.ticket === ticket && reading.slot.marker === marker) return reading.answer;
    let settle!: (kept: Kept | undefined) => void;
    const answer = new Promise<Kept | undefined>((resolve) => (settle = resolve));
    const slot = { key, ticket, marker, settle };
    this.#reading.set(key, { slot, answer });
    return slot;
  }

  /** The answer read for a slot (none when the request failed): kept if nothing was written meanwhile, and handed to those waiting. */
  fill(slot: Slot, answer?: { range: string; body: string }): void {
    const kept = answer && this.set(slot.key, slot.ticket, answer.range, answer.body, slot.marker);
    if (this.#reading.get(slot.key)?.slot === slot) this.#reading.delete(slot.key);
    slot.settle(kept);
  }

  set(key: string, ticket: number, range: string, body: string, marker = ''): Kept | undefined {
    this.#dropStale();
    if (!this.enabled || ticket !== this.ticket() || body.length > this.maxAnswerChars) return undefined;
    const previous = this.#kept.get(key);
    if (previous) this.#forget(key, previous);
    const size = key.length + body.length;
    // the oldest go first (a Map iterates in insertion order)
    for (const [oldKey, old] of this.#kept) {
      if (this.#chars + size <= this.maxChars && this.#kept.size < this.maxEntries) break;
      this.#forget(oldKey, old);
    }
    const kept = { range, body, marker, until: performance.now() + this.ttlMs };
    this.#kept.set(key, kept);
    this.#chars += size;
    return kept;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** everything kept was read before the write generation's latest move: none of it can be sent again */
  #dropStale(): void {
    const generation = this.ticket();
    if (generation === this.#generationHeld) return;
    this.#kept.clear();
    this.#chars = 0;
    this.#generationHeld = generation;
  }

  #forget(key: string, kept: Kept): void {
    this.#kept.delete(key);
    this.#chars -= key.length + kept.body.length;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the list answers this process keeps (server/http/list-cache.ts) */
    listCache: ListCache;
  }
  interface FastifyRequest {
    /** this list request reads the answer that the cache and the requests waiting for it are to have */
    listCacheSlot?: Slot;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Keeps each list answer whose request took a slot (`answerFromListCache`) and succeeded; frees the slot whatever the outcome. */
export const listCachePlugin = fastifyPlugin(async (app: FastifyInstance) => {
  const { db, config } = app.deps;
  const state = connectionStateOf(db);
  app.decorate('listCache', new ListCache(state?.writes, config.listCacheSeconds * 1000, state?.changeMarker));
  const finish = (request: FastifyRequest, answer?: { range: string; body: string }) => {
    const slot = request.listCacheSlot;
    if (!slot) return;
    request.listCacheSlot = undefined;
    app.listCache.fill(slot, answer);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const range = reply.getHeader('content-range');
    const succeeded = reply.statusCode === 200 && typeof payload === 'string' && typeof range === 'string';
    finish(request, succeeded ? { range, body: payload } : undefined);
    return payload;
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));
});

const keyOf = (app: FastifyInstance, request: FastifyRequest): string | undefined => {
  const user = request.auth?.user;
  if (!user || request.method !== 'GET') return undefined;
  const minute = Math.floor(app.deps.now().getTime() / 60_000);
  return `${user.id}\u0000${user.role}\u0000${minute}\u0000${request.url}`;
};

/**
 * Answers a list request from the cache when this caller's same request is kept or
 * being read by another of its requests (true: the reply is sent); else the request
 * reads it, and its answer is kept. Called at the start of a list handler, after the
 * guard and the route's hooks.
 */
export async function answerFromListCache(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const cache = app.listCache;
  const key = cache.enabled ? keyOf(app, request) : undefined;
  if (key === undefined) return false;
  const found = await cache.lookup(key);
  if (found && 'settle' in found) {
    request.listCacheSlot = found;
    return false;
  }
  if (!found) return false;
  reply.header('Content-Range', found.range).type(JSON_TYPE).send(found.body);
  return true;
}
