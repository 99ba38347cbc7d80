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

/** The company whose rows a user of roles 2–6 sees (DD-08); administrators see every company. */
export async function companyOf(context: MetricsContext): Promise<number | null> {
  if (context.user.role === 1 || context.user.role === 7 || context.user.employee_id === null) return null;
  const row = await context.db.selectFrom('employees').select('company_id').where('id', '=', context.user.employee_id).executeTakeFirst();
  return row ? Number(row.company_id) : null;
}

export function count(value: unknown): number {
  return Number(value ?? 0);
}
