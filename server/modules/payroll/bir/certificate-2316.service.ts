import { sql } from 'kysely';
import type { Certificate2316 } from '@core/bir/form-2316';
import { applyFilters, type ListQuery, type ListWhitelist } from '../../../http/simple-rest';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, auditMany, type AuditActor } from '../../../shared/audit';
import { storedCertificates, yearCertificates, type Snapshot } from './annual.service';
import { withholdingAgent, type WithholdingAgent } from './employer';

// The lifecycle of a stored BIR Form 2316 (docs/domain.md §9 `bir_2316_certificates`):
//   generate → draft (figures from the posted payslips; regenerated in place while draft)
//   draft → final when the employee's year-end annualisation or final pay is posted (the
//     posting calls `finalize2316`; generating after the posting stores it final at once)
//   final → issued (the date it was handed to the employee, and by whom)
//   final | issued → replaced, only through `amend2316`: the old certificate is kept with the
//     reason, who and when, and points at the corrected one that takes its place.
// A stored certificate is never overwritten once final; every step is audited.

const CERTIFICATES_PER_INSERT = 500;

type StoredStatus = 'draft' | 'final' | 'issued' | 'replaced';

/** The columns of a stored certificate from its computed figures. */
function certificateColumns(c: Certificate2316, daysPerYear: string, agent: WithholdingAgent) {
  const i = c.items;
  const snapshot: Snapshot = { ...c, days_per_year: daysPerYear, certificate_id: null };
  delete snapshot.issued_at;
  return {
    period_from: c.period_from,
    period_to: c.period_to,
    is_mwe: c.is_mwe,
    smw_per_day: c.smw_per_day,
    smw_per_month: c.smw_per_month,
    boxes: JSON.stringify(i),
    gross_compensation_present: i['19'],
    total_non_taxable: i['38'],
    taxable_present: i['52'],
    taxable_previous: i['22'],
    gross_taxable: i['23'],
    tax_due: i['24'],
    tax_withheld_present: i['25A'],
    tax_withheld_previous: i['25B'],
    total_tax_withheld: i['26'],
    year_end_adjustment: c.year_end_adjustment,
    substituted_filing: c.substituted_filing,
    snapshot: JSON.stringify(snapshot),
    signatory_snapshot: JSON.stringify(agent),
  };
}

/** The posted annualisation (year-end or separation) of each employee in the year. */
async function postedAnnualizations(trx: Database, year: number, employeeIds: readonly number[]): Promise<Map<number, number>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('annualizations as a')
    .innerJoin('payroll_periods as p', 'p.id', 'a.target_payroll_period_id')
    .select(['a.id', 'a.employee_id'])
    .where('a.status', '=', 'posted')
    .where('a.employee_id', 'in', [...employeeIds])
    .where('p.pay_date', '>=', `${year}-01-01`)
    .where('p.pay_date', '<=', `${year}-12-31`)
    .orderBy('a.id')
    .execute();
  return new Map(rows.map((a) => [Number(a.employee_id), Number(a.id)]));
}

export interface Stored2316 {
  /** certificates stored for the first time */
  stored: number;
  /** drafts computed again */
  regenerated: number;
  /** certificates now final (stored final, or a draft marked final) */
  finalized: number;
  /** final or issued certificates left as they are */
  kept: number;
  /** drafts after this step: their year-end annualisation or final pay is not posted */
  provisional: number;
}

/**
 * Stores the year's certificates from the posted payslips: a new one as a draft, or final when
 * the employee's annualisation or final pay is posted; a draft is computed again in place (and
 * marked final when its posting has happened); a final or issued one is kept. `finalOnly`
 * (the posting's call) touches only the employees whose certificate is final now.
 */
export async function store2316(
  trx: Database,
  companyId: number,
  year: number,
  actor: AuditActor,
  options: { employeeIds?: readonly number[]; finalOnly?: boolean; reason?: string } = {},
): Promise<Stored2316> {
  // a list of ids is bound one parameter each: past a few thousand, read the year and pick
  const few = options.employeeIds && options.employeeIds.length <= 5000 ? options.employeeIds : undefined;
  const chosen = options.employeeIds ? new Set(options.employeeIds) : null;
  const live = await yearCertificates(trx, companyId, year, few, { live: true });
  const current = await trx
    .selectFrom('bir_2316_certificates')
    .select(['id', 'employee_id', 'status'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .where('status', '<>', 'replaced')
    .forUpdate()
    .execute();
  const stored = new Map(current.map((r) => [Number(r.employee_id), { id: Number(r.id), status: r.status as StoredStatus }]));
  const agent = await withholdingAgent(trx, companyId);
  const factors = new Map(live.alphalist.map((r) => [r.employee_id, r.factor]));
  const certificates = live.certificates.filter(
    (c) => (!chosen || chosen.has(c.employee_id)) && (!options.finalOnly || c.status === 'final'),
  );
  const annualizations = await postedAnnualizations(
    trx,
    year,
    certificates.filter((c) => c.status === 'final').map((c) => c.employee_id),
  );
  const now = new Date();
  const inserts = [];
  const entries = [];
  let regenerated = 0;
  let finalized = 0;
  let kept = 0;
  for (const c of certificates) {
    const before = stored.get(c.employee_id);
    const status: StoredStatus = c.status === 'final' ? 'final' : 'draft';
    const columns = {
      ...certificateColumns(c, factors.get(c.employee_id) ?? '0', agent),
      annualization_id: annualizations.get(c.employee_id) ?? null,
      status,
      finalized_at: status === 'final' ? now : null,
      updated_by: actor.userId,
    };
    if (!before) {
      inserts.push({ ...columns, company_id: companyId, employee_id: c.employee_id, year, created_by: actor.userId });
      if (status === 'final') finalized += 1;
      continue;
    }
    if (before.status !== 'draft') {
      kept += 1;
      continue;
    }
    await trx.updateTable('bir_2316_certificates').set(columns).where('id', '=', before.id).execute();
    regenerated += 1;
    if (status === 'final') finalized += 1;
    entries.push({
      resource: 'bir-2316-certificates',
      action: status === 'final' ? 'finalize' : 'regenerate',
      recordId: before.id,
      summary: `${status === 'final' ? 'Marked final' : 'Regenerated the draft of'} the ${year} BIR Form 2316 of ${c.employee_name}${options.reason ? ` (${options.reason})` : ''}`,
      before: { status: 'draft' },
      after: { status, tax_due: c.tax_due, tax_withheld: c.tax_withheld },
    });
  }
  // a multi-row statement per chunk, not one per certificate: a year holds one per employee
  for (let start = 0; start < inserts.length; start += CERTIFICATES_PER_INSERT) {
    const ids = await trx
      .insertInto('bir_2316_certificates')
      .values(inserts.slice(start, start + CERTIFICATES_PER_INSERT))
      .returning(['id', 'employee_id', 'status'])
      .execute();
    // one audit row per certificate only for a few (a year's generation is audited once below)
    if (inserts.length <= 50)
      for (const r of ids)
        entries.push({
          resource: 'bir-2316-certificates',
          action: r.status === 'final' ? 'finalize' : 'generate',
          recordId: Number(r.id),
          summary: `Stored the ${year} BIR Form 2316 of employee ${r.employee_id} as ${r.status}${options.reason ? ` (${options.reason})` : ''}`,
          after: { status: r.status },
        });
  }
  await auditMany(trx, actor, entries);
  const provisional = certificates.filter((c) => c.status !== 'final' && stored.get(c.employee_id)?.status !== 'final').length;
  if (!options.finalOnly || inserts.length > 50)
    await audit(trx, actor, {
      resource: 'bir-2316-certificates',
      action: 'generate',
      summary: `BIR Form 2316 of ${year}: ${inserts.length} stored, ${regenerated} drafts regenerated, ${finalized} final, ${kept} kept${options.reason ? ` (${options.reason})` : ''}`,
    });
  return { stored: inserts.length, regenerated, finalized, kept, provisional };
}

/**
 * Marks final the certificates of the employees whose annualisation a posting has just posted
 * (the year-end period, or a released final pay): their draft is computed again and stored final;
 * one not generated yet is stored final; a final or issued one is kept (it changes by amendment).
 */
export async function finalize2316(
  trx: Database,
  companyId: number,
  year: number,
  employeeIds: readonly number[],
  actor: AuditActor,
  reason: string,
): Promise<Stored2316 | null> {
  if (employeeIds.length === 0) return null;
  return store2316(trx, companyId, year, actor, { employeeIds, finalOnly: true, reason });
}

/** After a posting: the companies and years of the annualisations posted on a period, and their employees. */
export async function finalize2316OfPeriod(trx: Database, periodId: number, actor: AuditActor, reason: string): Promise<void> {
  const rows = await trx
    .selectFrom('annualizations')
    .select(['company_id', 'year', 'employee_id'])
    .where('target_payroll_period_id', '=', periodId)
    .where('status', '=', 'posted')
    .execute();
  const groups = new Map<string, number[]>();
  for (const r of rows) {
    const key = `${r.company_id}:${r.year}`;
    groups.set(key, [...(groups.get(key) ?? []), Number(r.employee_id)]);
  }
  for (const [key, ids] of groups) {
    const [companyId, year] = key.split(':').map(Number);
    await finalize2316(trx, companyId, year, ids, actor, reason);
  }
}

/**
 * Unposting a year-end period reopens its employees' year: a final certificate that came from its
 * annualisation goes back to draft (audited); one already issued to the employee refuses the
 * unposting (409), since the employee holds it: correct the year by an amendment instead.
 */
export async function reopen2316OfPeriod(trx: Database, periodId: number, code: string, actor: AuditActor): Promise<void> {
  const tied = await trx
    .selectFrom('bir_2316_certificates as c')
    .innerJoin('annualizations as a', 'a.id', 'c.annualization_id')
    .select(['c.id', 'c.status', 'c.year'])
    .where('a.target_payroll_period_id', '=', periodId)
    .where('c.status', 'in', ['final', 'issued'])
    .forUpdate()
    .execute();
  const issued = tied.filter((c) => c.status === 'issued').length;
  if (issued > 0) {
    throw new ConflictError(
      `${code} cannot be unposted: ${issued} BIR Form 2316 from its year-end annualisation ${issued === 1 ? 'is' : 'are'} issued to employees; correct the year by amending the certificates instead.`,
    );
  }
  if (tied.length === 0) return;
  await trx
    .updateTable('bir_2316_certificates')
    .set({ status: 'draft', finalized_at: null, updated_by: actor.userId })
    .where(
      'id',
      'in',
      tied.map((c) => c.id),
    )
    .execute();
  await auditMany(
    trx,
    actor,
    tied.map((c) => ({
      resource: 'bir-2316-certificates',
      action: 'reopen',
      recordId: c.id,
      summary: `The ${c.year} BIR Form 2316 is a draft again: ${code} was unposted`,
      before: { status: 'final' },
      after: { status: 'draft' },
    })),
  );
}

/** The current (not replaced) stored certificate of an employee's year, locked; 404 when none is stored. */
async function currentCertificate(trx: Database, companyId: number, employeeId: number, year: number) {
  const row = await trx
    .selectFrom('bir_2316_certificates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('year', '=', year)
    .where('status', '<>', 'replaced')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No BIR Form 2316 of ${year} is stored for this employee; generate the year's certificates first.`);
  return row;
}

const nameOf = (row: { snapshot: unknown }) => {
  const s = (typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot) as Snapshot;
  return s.employee_name;
};

/** Computes a draft again from the posted payslips (409 once it is final or issued). */
export async function regenerate2316(trx: Database, companyId: number, employeeId: number, year: number, actor: AuditActor) {
  const row = await currentCertificate(trx, companyId, employeeId, year);
  if (row.status !== 'draft') {
    throw new ConflictError(
      `The ${year} BIR Form 2316 of ${nameOf(row)} is ${row.status}; it is corrected only through an amendment that keeps the ${row.status} one.`,
    );
  }
  const done = await store2316(trx, companyId, year, actor, { employeeIds: [employeeId] });
  return {
    message:
      done.finalized > 0
        ? `The ${year} BIR Form 2316 of ${nameOf(row)} is regenerated and final: the year-end annualisation or final pay is posted.`
        : `The ${year} BIR Form 2316 of ${nameOf(row)} is regenerated from the posted payslips; it stays a draft.`,
  };
}

/** Records that a final certificate was handed to the employee (409 from any other state). */
export async function issue2316(trx: Database, companyId: number, employeeId: number, year: number, issuedAt: string, actor: AuditActor) {
  const row = await currentCertificate(trx, companyId, employeeId, year);
  if (row.status === 'issued') throw new ConflictError(`The ${year} BIR Form 2316 of ${nameOf(row)} was issued on ${row.issued_at}.`);
  if (row.status !== 'final') {
    throw new ConflictError(
      `The ${year} BIR Form 2316 of ${nameOf(row)} is a draft; it is issued once final (its year-end annualisation or final pay posted).`,
    );
  }
  // handed over once the period it certifies has ended (the year, or up to the separation)
  if (issuedAt < String(row.period_to)) {
    throw new ValidationError({ issued_at: [`The certificate covers compensation up to ${row.period_to}; give a date on or after it.`] });
  }
  await trx
    .updateTable('bir_2316_certificates')
    .set({ status: 'issued', issued_at: issuedAt, issued_by: actor.userId, updated_by: actor.userId })
    .where('id', '=', row.id)
    .execute();
  await audit(trx, actor, {
    resource: 'bir-2316-certificates',
    action: 'issue',
    recordId: row.id,
    summary: `Issued the ${year} BIR Form 2316 of ${nameOf(row)} on ${issuedAt}`,
    before: { status: row.status, issued_at: null },
    after: { status: 'issued', issued_at: issuedAt },
  });
  return { message: `The ${year} BIR Form 2316 of ${nameOf(row)} is issued on ${issuedAt}; the employee sees it in the portal.` };
}

/**
 * Replaces a final or issued certificate by a corrected one computed from the posted payslips:
 * the old one is kept as `replaced` with the reason and points at the new one (409 for a draft,
 * which is regenerated instead).
 */
export async function amend2316(trx: Database, companyId: number, employeeId: number, year: number, reason: string, actor: AuditActor) {
  const row = await currentCertificate(trx, companyId, employeeId, year);
  if (row.status === 'draft') {
    throw new ConflictError(`The ${year} BIR Form 2316 of ${nameOf(row)} is a draft; regenerate it instead of amending it.`);
  }
  const { certificates, alphalist } = await yearCertificates(trx, companyId, year, [employeeId], { live: true });
  const c = certificates[0];
  if (!c) throw new ConflictError(`${nameOf(row)} has no posted payslip in ${year} any more; nothing can replace the certificate.`);
  const now = new Date();
  await trx
    .updateTable('bir_2316_certificates')
    .set({ status: 'replaced', replaced_at: now, replaced_by: actor.userId, replacement_reason: reason, updated_by: actor.userId })
    .where('id', '=', row.id)
    .execute();
  const agent = await withholdingAgent(trx, companyId);
  const status: StoredStatus = c.status === 'final' ? 'final' : 'draft';
  const annualization = (await postedAnnualizations(trx, year, [employeeId])).get(employeeId) ?? null;
  const inserted = await trx
    .insertInto('bir_2316_certificates')
    .values({
      ...certificateColumns(c, alphalist[0]?.factor ?? '0', agent),
      company_id: companyId,
      employee_id: employeeId,
      year,
      annualization_id: annualization,
      status,
      finalized_at: status === 'final' ? now : null,
      replaces_id: row.id,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('bir_2316_certificates').set({ replaced_by_id: inserted.id }).where('id', '=', row.id).execute();
  await audit(trx, actor, {
    resource: 'bir-2316-certificates',
    action: 'amend',
    recordId: row.id,
    summary: `Replaced the ${row.status} ${year} BIR Form 2316 of ${nameOf(row)} by certificate ${inserted.id}: ${reason}`,
    before: { status: row.status, tax_due: row.tax_due, total_tax_withheld: row.total_tax_withheld },
    after: { status: 'replaced', replaced_by_id: Number(inserted.id), replacement_reason: reason },
  });
  return {
    id: Number(inserted.id),
    message: `The ${year} BIR Form 2316 of ${nameOf(row)} is replaced by a corrected ${status} certificate; the ${row.status} one is kept as replaced${row.status === 'issued' ? ': issue the corrected one to the employee' : ''}.`,
  };
}

/** Every stored version of an employee's certificate of the year, newest first. */
export async function versions2316(db: Database, companyId: number, employeeId: number, year: number) {
  const rows = await db
    .selectFrom('bir_2316_certificates as c')
    .leftJoin('users as ui', 'ui.id', 'c.issued_by')
    .leftJoin('users as ur', 'ur.id', 'c.replaced_by')
    .select([
      'c.id',
      'c.status',
      'c.created_at',
      'c.finalized_at',
      'c.issued_at',
      'ui.name as issued_by_name',
      'c.replaced_at',
      'ur.name as replaced_by_name',
      'c.replacement_reason',
      'c.replaced_by_id',
      'c.replaces_id',
      'c.tax_due',
      'c.total_tax_withheld',
      'c.gross_compensation_present',
    ])
    .where('c.company_id', '=', companyId)
    .where('c.employee_id', '=', employeeId)
    .where('c.year', '=', year)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    replaced_by_id: r.replaced_by_id === null ? null : Number(r.replaced_by_id),
    replaces_id: r.replaces_id === null ? null : Number(r.replaces_id),
    created_at: String(r.created_at),
    finalized_at: r.finalized_at === null ? null : String(r.finalized_at),
    replaced_at: r.replaced_at === null ? null : String(r.replaced_at),
  }));
}

/** The employee's own issued certificates (the employee portal): issued only, never a draft, final or replaced one. */
/** What the employee's list of issued certificates sorts and filters by. */
export const ISSUED_CERTIFICATES_LIST: ListWhitelist = {
  sort: ['year', 'issued_at', 'id'],
  filter: ['year'],
  ranged: ['year', 'issued_at'],
  search: [],
  defaultSort: ['year', 'DESC'],
};

/** A page of the employee's own issued certificates, newest year first by default, with the total. */
export async function issuedCertificatesOf(db: Database, employeeId: number, list: ListQuery) {
  const mine = applyFilters(
    db.selectFrom('bir_2316_certificates').where('employee_id', '=', employeeId).where('status', '=', 'issued'),
    list,
    ISSUED_CERTIFICATES_LIST,
  );
  const [{ total }] = await mine.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows = await mine
    .select(['id', 'year', 'period_from', 'period_to', 'issued_at', 'gross_compensation_present', 'tax_due', 'total_tax_withheld'])
    .orderBy(sql.ref(list.sort[0]), list.sort[1] === 'ASC' ? 'asc' : 'desc')
    .orderBy('id', 'desc')
    .offset(list.range[0])
    .limit(list.range[1] - list.range[0] + 1)
    .execute();
  return { total: Number(total), rows: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}

/** One issued certificate of the employee as printed (404 for anyone else's, or one not issued). */
export async function issuedCertificateOf(db: Database, employeeId: number, id: number) {
  const row = await db
    .selectFrom('bir_2316_certificates')
    .select(['id', 'company_id', 'year'])
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such certificate.');
  const stored = await storedCertificates(db, Number(row.company_id), row.year, [employeeId]);
  const s = stored.get(employeeId)!;
  return { certificate: s.snapshot, agent: s.agent, companyId: Number(row.company_id) };
}
