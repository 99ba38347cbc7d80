import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../context';

// The dashboard-metrics read model (domain.md §12): one record per portal,
// `{ id, generated_at, widgets: { key: { label, value | rows, link } } }`.

export type WidgetRow = Record<string, string | number | null>;

export interface Widget {
  label: string;
  value?: number | string | null;
  rows?: WidgetRow[];
  /** a console path that shows the figure in detail */
  link?: string;
}

export interface DashboardMetrics {
  id: string;
  generated_at: string;
  widgets: Record<string, Widget>;
}

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
