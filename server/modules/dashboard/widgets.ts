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

/** The wall-clock time in Manila of an instant, as PostgreSQL reads a timestamp: "2026-11-25 21:32:05". */
export function manilaDateTime(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The calendar date in Manila (UTC+8, no daylight saving) of an instant. */
export function manilaDate(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function count(value: unknown): number {
  return Number(value ?? 0);
}
