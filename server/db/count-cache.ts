import type { WriteGeneration } from './write-generation';

// The totals of list requests. A list's page costs the same at any size, its exact
// total is a scan of every matching row (10,000 employees: about 1 ms on PostgreSQL,
// 100,000: ten times that) and is asked for on every page turn. A total is kept under
// its count statement and parameters until this process may have written anything
// (the write generation moved) or `ttlMs` has passed, which bounds how long a write
// made by another process goes unseen. Totals read inside a transaction are never
// kept: they may count rows not yet committed. Requests that want a total being
// counted at the moment share that count (a burst of users opening one list after a
// write, or a server's first seconds, count once instead of once each).

interface Kept {
  total: number;
  generation: number;
  at: number;
}

export class CountCache {
  private readonly kept = new Map<string, Kept>();
  private readonly counting = new Map<string, { ticket: number; total: Promise<number> }>();

  constructor(
    private readonly writes: WriteGeneration,
    private readonly ttlMs: number,
    private readonly capacity = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** the generation to store a total under: taken before its statement runs */
  ticket(): number {
    return this.writes.value;
  }

  get(key: string): number | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.generation === this.writes.value && this.now() - kept.at < this.ttlMs) return kept.total;
    this.kept.delete(key);
    return undefined;
  }

  /** the total of `key` if it is kept, or being counted since the last write */
  known(key: string): number | Promise<number> | undefined {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const counting = this.counting.get(key);
    return counting?.ticket === this.writes.value ? counting.total : undefined;
  }

  /** a count of `key` that began at `ticket`: shared while it runs, kept when it ends */
  track(key: string, ticket: number, total: Promise<number>): void {
    const entry = { ticket, total };
    this.counting.set(key, entry);
    total.then(
      (value) => this.set(key, value, ticket),
      () => undefined,
    );
    const forget = () => {
      if (this.counting.get(key) === entry) this.counting.delete(key);
    };
    total.then(forget, forget);
  }

  set(key: string, total: number, ticket: number): void {
    if (this.ttlMs <= 0 || ticket !== this.writes.value) return;
    if (this.kept.size >= this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { total, generation: ticket, at: this.now() });
  }
}
