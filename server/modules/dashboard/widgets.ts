import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../context';
import type { Widget } from '@core/contract/dashboard';

// The dashboard-metrics read model (docs/domain.md §12): one record per portal,
// `{ id, generated_at, widgets: { key: { label, value | rows, link } } }`.

export type { Widget } from '@core/contract/dashboard';

export interface MetricsContext {
  db: Database;
  user: AuthUser;
  now: Date;
  /** today's date in Asia/Manila, YYYY-MM-DD */
  today: string;
}

/** The widgets of one portal's dashboard; the request is there for per-request scope such as the caller's company. */
export type MetricsBuilder = (context: MetricsContext, request: FastifyRequest) => Promise<Record<string, Widget>>;

export function count(value: unknown): number {
  return Number(value ?? 0);
}
