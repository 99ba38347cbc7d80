import type pg from 'pg';
import { wrapClientQueries } from './client-queries';

// Keeps the plans of the statements a server runs again and again. A list request is
// one statement whose planning (0.5–1 ms on PostgreSQL, more in PGlite's WebAssembly)
// costs as much as running it; a named prepared statement is parsed once per
// connection, and after a few runs PostgreSQL keeps its generic plan.
//
// A statement is named the second time its text is seen (a text that runs once, such
// as a bulk insert with its own row count, is never prepared), and a connection holds
// at most `perConnection` statements; beyond that, new texts run unnamed. PostgreSQL
// drops a connection's statements when the pool closes it after its idle time. Only
// statements with parameters are named, as pg itself sends only those as Parse/Bind.

export interface PreparedStatementOptions {
  /** how many statements one connection keeps prepared */
  perConnection: number;
  /** how many distinct texts are remembered (seen once, or named) before the memory starts over */
  textsRemembered: number;
}

export const DEFAULT_PREPARED_STATEMENTS: PreparedStatementOptions = { perConnection: 200, textsRemembered: 5_000 };

// what pg keeps per connection (pg's own `parsedStatements`, also on PGlite's adapter)
interface StatementConnection {
  parsedStatements: Record<string, string>;
}

/** Names each statement text once, for the life of the process, so a name never stands for two texts. */
export class StatementNames {
  private readonly seenOnce = new Set<string>();
  private readonly names = new Map<string, string>();
  private counter = 0;

  constructor(private readonly textsRemembered: number) {}

  /** the statement's name, from its second sighting on */
  nameOf(text: string): string | undefined {
    const named = this.names.get(text);
    if (named) return named;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= this.textsRemembered) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    if (this.names.size >= this.textsRemembered) this.names.clear();
    const name = `s${++this.counter}`;
    this.names.set(text, name);
    return name;
  }
}

/** Sends a pool's repeated statements as named prepared statements (see above). */
export function prepareRepeatedStatements(pool: pg.Pool, options: PreparedStatementOptions = DEFAULT_PREPARED_STATEMENTS): void {
  const names = new StatementNames(options.textsRemembered);
  wrapClientQueries(pool, (query, client) => {
    const connection = (client as unknown as { connection: StatementConnection }).connection;
    return (...args) => {
      const [text, values] = args;
      if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(...args);
      const name = names.nameOf(text);
      if (!name) return query(text, values);
      const prepared = connection.parsedStatements[name] !== undefined;
      if (!prepared && Object.keys(connection.parsedStatements).length >= options.perConnection) return query(text, values);
      return query({ name, text, values });
    };
  });
}
