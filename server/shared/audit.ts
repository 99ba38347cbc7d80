import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { resolvedCompanyId } from './company';

// The audit trail: one transaction_logs row per write, in the write's own
// transaction, holding only the fields that changed. Government numbers, bank
// accounts and secrets are masked. Each row belongs to the company the actor works
// on (each portal's trail lists only its company's rows).

const MASKED_FIELDS = new Set(['tin', 'sss_no', 'philhealth_no', 'pagibig_no', 'bank_account_no', 'account_no']);
const SECRET_FIELDS = new Set(['password', 'password_hash', 'password_confirmation', 'token', 'token_hash']);
const IGNORED_FIELDS = new Set(['updated_at', 'created_at', 'updated_by', 'created_by', 'text']);

export interface AuditEntry {
  resource: string;
  action: string;
  recordId?: string | number | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditActor {
  userId: number | null;
  role: number | null;
  portal: string;
  ip?: string;
  userAgent?: string;
  requestId?: string;
  /** the company the actor works on, where the request has resolved it */
  companyId?: number;
}

export function actorOf(request: FastifyRequest, portal?: string): AuditActor {
  return {
    userId: request.auth?.user.id ?? null,
    role: request.auth?.user.role ?? null,
    portal: portal ?? request.portal ?? 'guest',
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestId: String(request.id),
    companyId: resolvedCompanyId(request),
  };
}

export async function audit(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await auditMany(db, actor, [entry]);
}

/** One transaction_logs row per entry, all in one statement (a bulk action audits each record it changes). */
export async function auditMany(db: Database, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  // 13 parameters a row: 2,000 rows stay under the 65,535-parameter limit
  for (let i = 0; i < entries.length; i += 2000) {
    await db
      .insertInto('transaction_logs')
      .values(
        entries.slice(i, i + 2000).map((entry) => {
          const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
          return {
            user_id: actor.userId,
            company_id: actor.companyId ?? companyOfUser(actor.userId),
            role: actor.role,
            portal: actor.portal,
            resource: entry.resource,
            record_id: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
            action: entry.action,
            summary: entry.summary.slice(0, 255),
            before: before === null ? null : JSON.stringify(before),
            after: after === null ? null : JSON.stringify(after),
            ip_address: actor.ip?.slice(0, 45) ?? null,
            user_agent: actor.userAgent?.slice(0, 255) ?? null,
            request_id: actor.requestId?.slice(0, 40) ?? null,
          };
        }),
      )
      .execute();
  }
}

/** The company a user works on, as the portals resolve it: their employee's, else the first company (also for system jobs). */
const companyOfUser = (userId: number | null) =>
  sql<number>`coalesce((select e.company_id from users u join employees e on e.id = u.employee_id where u.id = ${userId}),
    (select min(c.id) from companies c))`;

/** A record as the trail keeps it: any table's columns (or a request's values) by name. */
type AuditedRecord = NonNullable<AuditEntry['before']>;

export function changedFields(
  before: AuditedRecord | null,
  after: AuditedRecord | null,
): { before: AuditedRecord | null; after: AuditedRecord | null } {
  if (!before || !after) return { before: before && masked(before), after: after && masked(after) };
  const changedBefore: AuditedRecord = {};
  const changedAfter: AuditedRecord = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED_FIELDS.has(key)) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: masked(changedBefore), after: masked(changedAfter) };
}

function masked(row: AuditedRecord): AuditedRecord {
  const result: AuditedRecord = {};
  for (const [key, value] of Object.entries(row)) {
    if (IGNORED_FIELDS.has(key)) continue;
    if (SECRET_FIELDS.has(key)) result[key] = '********';
    else if (MASKED_FIELDS.has(key) && typeof value === 'string' && value.length > 4) {
      result[key] = '*'.repeat(value.length - 4) + value.slice(-4);
    } else result[key] = value;
  }
  return result;
}
