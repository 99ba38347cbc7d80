import type { Certificate2316, PreviousEmployer2316 } from '@core/bir/form-2316';
import { centavosText, toCentavos } from '@core/money';
import type { Database } from '../../../db/database';
import { audit, type AuditActor } from '../../../shared/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { proposedItems1604c, statedItems1604c, type Items1604c, type Items1604cInput } from './return-1604c';
import { alphalistDat, alphalistFileName } from './alphalist-dat';
import { withholdingAgent, type WithholdingAgent } from './employer';
import { annualIncomeTax, selectVersion } from '../engine';
import { loadStatutoryTables } from '../tables/load-tables';
import { alphalistRow, certificate2316, type AlphalistRow } from './annual';
import { compensationByEmployee, monthSpan, yearSpan } from './compensation-source';
import { employeeIdentities } from './employees';
import { computedItems1601c } from './return-1601c';

// The year's BIR read models of a company: the 2316 certificates, the alphalist
// schedules built from them, and the 1604-C check that the schedules' taxes withheld
// equal the year's 1601-C returns (docs/domain.md §9, §12).

export interface YearCertificates {
  certificates: Certificate2316[];
  alphalist: AlphalistRow[];
  /** the withholding agent each stored certificate was generated with (the live one prints the others) */
  agents: Map<number, WithholdingAgent>;
}

/** What a stored certificate keeps besides its figures: the group's factor of the alphalist. */
export type Snapshot = Certificate2316 & { days_per_year: string };

/** The year's stored certificates that are not replaced, by employee. */
export async function storedCertificates(db: Database, companyId: number, year: number, employeeIds?: readonly number[]) {
  let query = db
    .selectFrom('bir_2316_certificates')
    .select(['id', 'employee_id', 'status', 'snapshot', 'signatory_snapshot', 'issued_at'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .where('status', '<>', 'replaced');
  if (employeeIds?.length) query = query.where('employee_id', 'in', [...employeeIds]);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => {
      const snapshot = (typeof r.snapshot === 'string' ? JSON.parse(r.snapshot) : r.snapshot) as Snapshot;
      const agent = (
        typeof r.signatory_snapshot === 'string' ? JSON.parse(r.signatory_snapshot) : r.signatory_snapshot
      ) as WithholdingAgent;
      return [
        Number(r.employee_id),
        {
          snapshot: { ...snapshot, certificate_id: Number(r.id), status: r.status as Certificate2316['status'], issued_at: r.issued_at },
          agent,
          status: r.status,
        },
      ];
    }),
  );
}

const byName = (a: Certificate2316, b: Certificate2316) =>
  a.last_name.localeCompare(b.last_name) ||
  a.first_name.localeCompare(b.first_name) ||
  a.middle_name.localeCompare(b.middle_name) ||
  a.id - b.id;

/** Of these employees, those separated in the year whose final pay was released (posted) in a later year. */
async function finalPaysReleasedAfter(db: Database, year: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('final_pay_cases as f')
    .innerJoin('payroll_periods as p', 'p.id', 'f.payroll_period_id')
    .select('f.employee_id')
    .where('f.employee_id', 'in', ids)
    .where('f.status', '=', 'released')
    .where('f.separation_date', '>=', `${year}-01-01`)
    .where('f.separation_date', '<=', `${year}-12-31`)
    .where('p.status', 'in', ['posted', 'closed'])
    .where('p.pay_date', '>', `${year}-12-31`)
    .execute();
  return new Set(rows.map((r) => Number(r.employee_id)));
}

/**
 * The year's certificates: a stored one (generated final) as stored, the others computed from
 * the posted payslips; `live` computes every one (what `generate` stores).
 */
export async function yearCertificates(
  db: Database,
  companyId: number,
  year: number,
  employeeIds?: readonly number[],
  options: { live?: boolean } = {},
): Promise<YearCertificates> {
  const stored = options.live ? new Map() : await storedCertificates(db, companyId, year, employeeIds);
  const employees = await compensationByEmployee(
    db,
    companyId,
    yearSpan(year),
    employeeIds,
    stored.size ? { withoutStored2316: year } : {},
  );
  // separated in the year, final pay released in a later year: nothing more is paid in this one, so its certificate is final
  const paidLater = await finalPaysReleasedAfter(
    db,
    year,
    employees.filter((e) => !e.final_pay && !e.annualised).map((e) => e.employee_id),
  );
  for (const e of employees) if (paidLater.has(e.employee_id)) e.final_pay = true;
  const who = await employeeIdentities(db, [...new Set([...employees.map((e) => e.employee_id), ...stored.keys()])]);
  const previous = await previousEmployers(
    db,
    year,
    employees.map((e) => e.employee_id),
  );
  const tables = await loadStatutoryTables(db);
  const annualTable = employees.some((e) => e.annual_tax_due === null)
    ? selectVersion(tables.annual_tax, `${year}-12-31`, 'annual income tax table')
    : null;
  const certificates = employees
    .map((e) => {
      const before = previous.get(e.employee_id) ?? null;
      const grossTaxable = Math.max(0, e.taxable + (before ? toCentavos(before.taxable) : 0));
      const provisional = annualTable ? annualIncomeTax(grossTaxable, annualTable).tax : 0;
      return certificate2316(year, e, who.get(e.employee_id)!, provisional, before);
    })
    .filter((c) => !stored.has(c.employee_id))
    .concat([...stored.values()].map((s) => s.snapshot))
    .sort(byName);
  const factors = new Map<number, string>(employees.map((e) => [e.employee_id, e.days_per_year]));
  for (const [id, s] of stored) factors.set(id, s.snapshot.days_per_year);
  const sequence = { 1: 0, 2: 0 };
  const alphalist = certificates.map((c) => {
    const schedule = c.is_mwe ? 2 : 1;
    sequence[schedule] += 1;
    return alphalistRow(c, who.get(c.employee_id)!, sequence[schedule], factors.get(c.employee_id)!);
  });
  return { certificates, alphalist, agents: new Map([...stored].map(([id, s]) => [id, s.agent])) };
}

/** The year's income from previous employers (previous_employer_incomes) per employee: the first employer's identity, the sums. */
async function previousEmployers(db: Database, year: number, ids: readonly number[]): Promise<Map<number, PreviousEmployer2316>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('previous_employer_incomes')
    .select([
      'employee_id',
      'employer_tin',
      'employer_name',
      'employer_address',
      'period_from',
      'period_to',
      'taxable_compensation',
      'non_taxable_compensation',
      'thirteenth_month_and_other_benefits',
      'tax_withheld',
    ])
    .where('year', '=', year)
    .where('employee_id', 'in', [...ids])
    .orderBy('employee_id')
    .orderBy('period_from')
    .execute();
  const sums = new Map<
    number,
    { first: (typeof rows)[number]; to: string; taxable: number; thirteenth: number; other: number; withheld: number }
  >();
  for (const r of rows) {
    const id = Number(r.employee_id);
    const s = sums.get(id) ?? { first: r, to: r.period_to, taxable: 0, thirteenth: 0, other: 0, withheld: 0 };
    s.taxable += toCentavos(String(r.taxable_compensation));
    s.thirteenth += toCentavos(String(r.thirteenth_month_and_other_benefits));
    s.other += toCentavos(String(r.non_taxable_compensation));
    s.withheld += toCentavos(String(r.tax_withheld));
    if (r.period_to > s.to) s.to = r.period_to;
    sums.set(id, s);
  }
  return new Map(
    [...sums].map(([id, s]) => [
      id,
      {
        tin: s.first.employer_tin,
        name: s.first.employer_name,
        address: s.first.employer_address ?? '',
        taxable: centavosText(s.taxable),
        non_taxable: centavosText(s.thirteenth + s.other),
        tax_withheld: centavosText(s.withheld),
        period_from: s.first.period_from,
        period_to: s.to,
        thirteenth_month_and_other_benefits: centavosText(s.thirteenth),
        other_non_taxable: centavosText(s.other),
      },
    ]),
  );
}

export interface MonthRemittance {
  month: number;
  return_id: number | null;
  amendment_no: number | null;
  status: string | null;
  filed_at: string | null;
  filing_reference: string | null;
  /** item 25 of the latest return, or of the payslips when the month has none */
  taxes_withheld: string;
  /** item 26 */
  adjustment: string;
  penalties: string;
  /** Part II's total amount remitted for the month: taxes withheld + adjustment + penalties */
  total_remitted: string;
  /** item 25 computed from the payslips today */
  payslip_taxes_withheld: string;
  /** the return no longer agrees with the posted payslips, or the month has no return */
  difference: string;
}

export interface Reconciliation1604c {
  year: number;
  months: MonthRemittance[];
  schedule_1_count: number;
  schedule_2_count: number;
  schedule_tax_withheld_total: string;
  year_end_adjustment_total: string;
  /** the year's 1601-C items 25: taxes withheld, year-end adjustments included */
  remitted_total: string;
  /** the year's 1601-C items 26 (corrections of earlier months, outside the payslips), shown apart */
  prior_month_adjustment_total: string;
  difference: string;
  reconciles: boolean;
  provisional_count: number;
  issues: string[];
}

/** The 1604-C Part II summary and its check against the alphalist. */
export async function reconcile1604c(
  db: Database,
  companyId: number,
  year: number,
  annual: YearCertificates,
): Promise<Reconciliation1604c> {
  const returns = await db
    .selectFrom('bir_1601c_returns')
    .select([
      'id',
      'month',
      'amendment_no',
      'status',
      'filed_at',
      'filing_reference',
      'total_taxes_withheld',
      'adjustment_prior_months',
      'penalties_surcharge',
      'penalties_interest',
      'penalties_compromise',
    ])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .orderBy('month')
    .orderBy('amendment_no', 'desc')
    .execute();
  const latest = new Map<number, (typeof returns)[number]>();
  for (const r of returns) if (!latest.has(r.month)) latest.set(r.month, r);
  const months: MonthRemittance[] = [];
  const issues: string[] = [];
  let remitted = 0;
  let adjustments = 0;
  for (let month = 1; month <= 12; month++) {
    const live = toCentavos(computedItems1601c(await compensationByEmployee(db, companyId, monthSpan(year, month))).total_taxes_withheld);
    const r = latest.get(month);
    const withheld = r ? toCentavos(String(r.total_taxes_withheld)) : live;
    const adjustment = r ? toCentavos(String(r.adjustment_prior_months)) : 0;
    const penalties = r
      ? toCentavos(String(r.penalties_surcharge)) + toCentavos(String(r.penalties_interest)) + toCentavos(String(r.penalties_compromise))
      : 0;
    const mm = String(month).padStart(2, '0');
    if (!r && live !== 0) issues.push(`${mm}/${year}: no 1601-C generated; the payslips' taxes withheld are used.`);
    if (r && withheld !== live)
      issues.push(`${mm}/${year}: the 1601-C says ${centavosText(withheld)} but the posted payslips now say ${centavosText(live)}.`);
    remitted += withheld;
    adjustments += adjustment;
    months.push({
      month,
      return_id: r ? Number(r.id) : null,
      amendment_no: r ? r.amendment_no : null,
      status: r ? r.status : null,
      filed_at: r?.filed_at ?? null,
      filing_reference: r?.filing_reference ?? null,
      taxes_withheld: centavosText(withheld),
      adjustment: centavosText(adjustment),
      penalties: centavosText(penalties),
      total_remitted: centavosText(withheld + adjustment + penalties),
      payslip_taxes_withheld: centavosText(live),
      difference: centavosText(withheld - live),
    });
  }
  const scheduleTotal = annual.alphalist.reduce((s, row) => s + toCentavos(row.tax_withheld_as_adjusted), 0);
  const yearEnd = annual.alphalist.reduce((s, row) => s + toCentavos(row.year_end_adjustment), 0);
  const provisional = annual.certificates.filter((c) => c.status === 'provisional' || c.status === 'draft').length;
  if (provisional) issues.push(`${provisional} employee(s) have no posted year-end annualisation or final pay: their 2316 is provisional.`);
  return {
    year,
    months,
    schedule_1_count: annual.alphalist.filter((r) => r.schedule === 1).length,
    schedule_2_count: annual.alphalist.filter((r) => r.schedule === 2).length,
    schedule_tax_withheld_total: centavosText(scheduleTotal),
    year_end_adjustment_total: centavosText(yearEnd),
    remitted_total: centavosText(remitted),
    prior_month_adjustment_total: centavosText(adjustments),
    difference: centavosText(scheduleTotal - remitted),
    reconciles: scheduleTotal === remitted,
    provisional_count: provisional,
    issues,
  };
}

/**
 * Stores the year's 1604-C (docs/domain.md §9 `bir_1604c_returns`) as a draft: the Part II summary
 * of the 1601-C returns, the schedule counts and totals, the check, and the alphalist data file
 * as an attachment. A draft is regenerated in place; a final or filed return is kept (409).
 */
export async function generate1604c(
  trx: Database,
  companyId: number,
  year: number,
  actor: AuditActor,
  input: Items1604cInput = {},
): Promise<{ id: number; reconciles: boolean; message: string }> {
  const latest = await trx
    .selectFrom('bir_1604c_returns')
    .select(['id', 'status', 'amendment_no', 'alphalist_attachment_id'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .orderBy('amendment_no', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (latest && latest.status !== 'draft') {
    throw new ConflictError(`The ${year} 1604-C is ${latest.status}; it is changed only through an amended return.`);
  }
  const annual = await yearCertificates(trx, companyId, year);
  const amendmentNo = latest ? latest.amendment_no : 0;
  const { items, problems } = statedItems1604c(await proposedItems1604c(trx, companyId, year, annual.alphalist, amendmentNo), input, year);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const check = await reconcile1604c(trx, companyId, year, annual);
  const agent = await withholdingAgent(trx, companyId);
  const dat = Buffer.from(alphalistDat(agent, year, annual.alphalist), 'ascii');
  const values = {
    company_id: companyId,
    year,
    remittance_summary: JSON.stringify(check.months),
    schedule_1_count: check.schedule_1_count,
    schedule_2_count: check.schedule_2_count,
    schedule_tax_withheld_total: check.schedule_tax_withheld_total,
    year_end_adjustment_total: check.year_end_adjustment_total,
    remitted_total: check.remitted_total,
    difference: check.difference,
    reconciles: check.reconciles,
    ...items,
    updated_by: actor.userId,
  };
  const id = latest
    ? Number(latest.id)
    : Number(
        (
          await trx
            .insertInto('bir_1604c_returns')
            .values({ ...values, created_by: actor.userId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
  const attachment = await trx
    .insertInto('attachments')
    .values({
      attachable_type: 'bir_1604c_returns',
      attachable_id: id,
      document_type: 'alphalist',
      file_name: alphalistFileName(agent, year),
      mime_type: 'text/plain',
      size_bytes: dat.length,
      content: dat,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('bir_1604c_returns')
    .set({ ...values, alphalist_attachment_id: attachment.id })
    .where('id', '=', id)
    .execute();
  if (latest?.alphalist_attachment_id) await trx.deleteFrom('attachments').where('id', '=', latest.alphalist_attachment_id).execute();
  await audit(trx, actor, {
    resource: 'bir-1604c-returns',
    action: latest ? 'regenerate' : 'generate',
    recordId: id,
    summary: `${latest ? 'Regenerated' : 'Generated'} the ${year} 1604-C: ${check.schedule_1_count + check.schedule_2_count} employees, taxes withheld ${check.schedule_tax_withheld_total}`,
  });
  const message = check.reconciles
    ? `The ${year} 1604-C is stored as a draft; the schedules agree with the 1601-C returns.`
    : `The ${year} 1604-C is stored as a draft; the schedules differ from the 1601-C returns by ${check.difference}.`;
  return { id, reconciles: check.reconciles, message };
}

/** The year's latest stored 1604-C (Part I items as stored), or null. */
export async function stored1604c(db: Database, companyId: number, year: number) {
  const row = await db
    .selectFrom('bir_1604c_returns')
    .select([
      'id',
      'amendment_no',
      'status',
      'filed_at',
      'filing_reference',
      'amended',
      'sheets_attached',
      'refunds_released',
      'refund_date',
      'over_remittance',
      'first_crediting_month',
      'remittance_summary',
      'schedule_1_count',
      'schedule_2_count',
      'schedule_tax_withheld_total',
      'updated_at',
    ])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .orderBy('amendment_no', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const items: Items1604c = {
    amended: row.amended,
    sheets_attached: row.sheets_attached,
    refunds_released: row.refunds_released,
    refund_date: row.refund_date,
    over_remittance: String(row.over_remittance),
    first_crediting_month: row.first_crediting_month,
  };
  const summary = (
    typeof row.remittance_summary === 'string' ? JSON.parse(row.remittance_summary) : row.remittance_summary
  ) as MonthRemittance[];
  return {
    id: Number(row.id),
    amendment_no: row.amendment_no,
    status: row.status,
    filed_at: row.filed_at,
    filing_reference: row.filing_reference,
    items,
    // a return stored before Part II had its total keeps the sum of its parts
    months: summary.map((m) => ({
      ...m,
      total_remitted: m.total_remitted ?? centavosText(toCentavos(m.taxes_withheld) + toCentavos(m.adjustment) + toCentavos(m.penalties)),
    })),
    schedule_1_count: row.schedule_1_count,
    schedule_2_count: row.schedule_2_count,
    schedule_tax_withheld_total: String(row.schedule_tax_withheld_total),
  };
}

/** The year's latest 1604-C, locked; 404 when none is stored. */
async function latest1604c(trx: Database, companyId: number, year: number) {
  const row = await trx
    .selectFrom('bir_1604c_returns')
    .select(['id', 'status', 'amendment_no'])
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .orderBy('amendment_no', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(`No 1604-C of ${year} is stored; generate it first.`);
  return { id: Number(row.id), status: row.status, amendment_no: row.amendment_no };
}

/**
 * draft → final: refused (409) while an employee paid in the year has no final or issued 2316
 * stored (docs/domain.md §9: the alphalist is the certified 2316 of every employee).
 */
export async function finalize1604c(trx: Database, companyId: number, year: number, actor: AuditActor) {
  const r = await latest1604c(trx, companyId, year);
  if (r.status !== 'draft') throw new ConflictError(`The ${year} 1604-C is ${r.status}; only a draft is finalized.`);
  const annual = await yearCertificates(trx, companyId, year);
  const missing = annual.certificates.filter((c) => c.certificate_id === null || (c.status !== 'final' && c.status !== 'issued'));
  if (missing.length) {
    throw new ConflictError(
      `The ${year} 1604-C cannot be finalized: ${missing.length} employee(s) have no final BIR Form 2316 stored (generate the certificates; a draft becomes final when its year-end annualisation or final pay is posted).`,
    );
  }
  await trx.updateTable('bir_1604c_returns').set({ status: 'final', updated_by: actor.userId }).where('id', '=', r.id).execute();
  await audit(trx, actor, {
    resource: 'bir-1604c-returns',
    action: 'finalize',
    recordId: r.id,
    summary: `Finalized the ${year} 1604-C`,
    before: { status: 'draft' },
    after: { status: 'final' },
  });
  return { message: `The ${year} 1604-C is final; it changes only through an amended return.` };
}

/** final → filed with the date and the reference (the date after the year it reports). */
export async function markFiled1604c(
  trx: Database,
  companyId: number,
  year: number,
  filing: { filed_at: string; filing_reference: string },
  actor: AuditActor,
) {
  const r = await latest1604c(trx, companyId, year);
  if (r.status !== 'final') throw new ConflictError(`The ${year} 1604-C is ${r.status}; only a final return is marked filed.`);
  if (filing.filed_at <= `${year}-12-31`) throw new ValidationError({ filed_at: [`A ${year} return is filed after ${year}.`] });
  await trx
    .updateTable('bir_1604c_returns')
    .set({ status: 'filed', ...filing, updated_by: actor.userId })
    .where('id', '=', r.id)
    .execute();
  await audit(trx, actor, {
    resource: 'bir-1604c-returns',
    action: 'mark-filed',
    recordId: r.id,
    summary: `Filed the ${year} 1604-C (${filing.filing_reference})`,
    before: { status: 'final' },
    after: { status: 'filed', ...filing },
  });
  return { message: `The ${year} 1604-C is marked filed on ${filing.filed_at}.` };
}

/** An amended return: the next amendment in draft (item 2 = Yes), computed again; the final or filed one is kept. */
export async function amend1604c(trx: Database, companyId: number, year: number, actor: AuditActor) {
  const r = await latest1604c(trx, companyId, year);
  if (r.status === 'draft') throw new ConflictError(`The ${year} 1604-C is a draft; generate it again instead of amending it.`);
  await trx
    .insertInto('bir_1604c_returns')
    .values({
      company_id: companyId,
      year,
      amendment_no: r.amendment_no + 1,
      amended: true,
      remittance_summary: '[]',
      schedule_1_count: 0,
      schedule_2_count: 0,
      schedule_tax_withheld_total: '0',
      year_end_adjustment_total: '0',
      remitted_total: '0',
      difference: '0',
      reconciles: false,
      status: 'draft',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .execute();
  const done = await generate1604c(trx, companyId, year, actor);
  await audit(trx, actor, {
    resource: 'bir-1604c-returns',
    action: 'amend',
    recordId: done.id,
    summary: `Amended the ${year} 1604-C: amendment ${r.amendment_no + 1} in draft; the ${r.status} return is kept`,
  });
  return { id: done.id, message: `Amendment ${r.amendment_no + 1} of the ${year} 1604-C is a draft; the ${r.status} return is kept.` };
}
