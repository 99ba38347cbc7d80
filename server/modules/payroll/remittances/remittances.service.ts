import { sql, type Selectable } from 'kysely';
import { centavosText, toCentavos } from '@core/money';
import { fieldProblem, isBlank, type FieldErrors } from '@core/resources/define';
import { AMENDMENT_FIELDS, PAYMENT_FIELDS } from '@core/resources/remittances.resource';
import { AGENCY_NAMES, remittanceTitle, type AgencyId, type RemittanceType } from '@core/labels';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { REMITTANCE_KINDS } from './agencies';
import { agencyFileOf, writeAgencyFile, type Employer } from './agency-files';
import { dueDate } from './due-dates';
import { loanRemittancesSql, monthlyContributionsSql, type MonthScope } from './month-sources';

// The monthly remittance register (docs/domain.md §9 `remittances`): rows open with live
// totals when a period of the month posts; `generate` freezes the totals from posted
// payslips and stores the upload file; `regenerate` again while not paid; `mark-paid`
// records the payment (reference no., PRN/TR, date, amount, penalty when late); a paid
// month changes only through `amend`, which numbers the amendment and regenerates.

interface Totals {
  employee_count: number;
  ee_total: string;
  er_total: string;
  ec_total: string;
  loan_total: string;
  tax_total: string;
  total_amount: string;
}

/** A row of the register; its agency and type are always one of the register's (REMITTANCE_KINDS). */
type Remittance = Omit<Selectable<DB['remittances']>, 'agency' | 'remittance_type'> & { agency: AgencyId; remittance_type: RemittanceType };

/** The month's totals of one agency and type from posted payslips. */
export async function monthTotals(db: Database, scope: MonthScope, type: RemittanceType): Promise<Totals> {
  const query =
    type === 'contribution'
      ? sql<Totals>`select count(*)::int as employee_count, coalesce(sum(ee), 0)::text as ee_total, coalesce(sum(er), 0)::text as er_total,
          coalesce(sum(ec), 0)::text as ec_total, '0' as loan_total, '0' as tax_total, coalesce(sum(total), 0)::text as total_amount
          from (${monthlyContributionsSql(scope)}) x`
      : type === 'loan'
        ? sql<Totals>`select count(distinct employee_id)::int as employee_count, '0' as ee_total, '0' as er_total, '0' as ec_total,
          coalesce(sum(amount), 0)::text as loan_total, '0' as tax_total, coalesce(sum(amount), 0)::text as total_amount
          from (${loanRemittancesSql(scope)}) x`
        : // the year-end tax adjustment paid as a payroll entry is tax withheld too (the 1601-C's item 25 counts it)
          sql<Totals>`select count(distinct s.employee_id) filter (where s.withholding_tax + coalesce(adj.amount, 0) <> 0)::int as employee_count,
          '0' as ee_total, '0' as er_total, '0' as ec_total, '0' as loan_total,
          coalesce(sum(s.withholding_tax + coalesce(adj.amount, 0)), 0)::text as tax_total,
          coalesce(sum(s.withholding_tax + coalesce(adj.amount, 0)), 0)::text as total_amount
          from payslips s join payroll_periods p on p.id = s.payroll_period_id join payroll_groups g on g.id = p.payroll_group_id
          left join lateral (
            select sum(l.amount) as amount from payslip_lines l join transaction_types tt on tt.id = l.transaction_type_id
             where l.payslip_id = s.id and tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred
          ) adj on true
          where g.company_id = ${scope.companyId} and s.status = 'posted'
            and extract(year from p.pay_date) = ${scope.year} and extract(month from p.pay_date) = ${scope.month}`;
  const { rows } = await query.execute(db);
  return rows[0];
}

/** The months a period counts in: its contribution month (SSS, PhilHealth, Pag-IBIG) and its pay-date month (BIR). */
async function monthsOfPeriod(db: Database, periodId: number) {
  return db
    .selectFrom('payroll_periods as p')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .select(['g.company_id', 'p.code', 'p.contribution_year', 'p.contribution_month', 'p.pay_date'])
    .where('p.id', '=', periodId)
    .executeTakeFirstOrThrow();
}

function scopeFor(period: Awaited<ReturnType<typeof monthsOfPeriod>>, agency: AgencyId): MonthScope {
  if (agency === 'bir') {
    const [year, month] = period.pay_date.split('-').map(Number);
    return { companyId: period.company_id, agency, year, month };
  }
  return { companyId: period.company_id, agency, year: period.contribution_year, month: period.contribution_month };
}

/** After a period posts or unposts: the open rows of its months take the live totals (a row opens on the first posting). */
export async function refreshOpenRemittances(trx: Database, periodId: number): Promise<void> {
  const period = await monthsOfPeriod(trx, periodId);
  for (const { agency, type } of REMITTANCE_KINDS) {
    const scope = scopeFor(period, agency);
    const totals = await monthTotals(trx, scope, type);
    const existing = await trx
      .selectFrom('remittances')
      .select(['id', 'status'])
      .where('company_id', '=', scope.companyId)
      .where('agency', '=', agency)
      .where('remittance_type', '=', type)
      .where('year', '=', scope.year)
      .where('month', '=', scope.month)
      .executeTakeFirst();
    if (existing) {
      if (existing.status === 'open') await trx.updateTable('remittances').set(totals).where('id', '=', existing.id).execute();
    } else if (type !== 'loan' || totals.employee_count > 0) {
      await trx
        .insertInto('remittances')
        .values({
          company_id: scope.companyId,
          agency,
          remittance_type: type,
          year: scope.year,
          month: scope.month,
          due_date: dueDate(agency, scope.year, scope.month),
          ...totals,
        })
        .execute();
    }
  }
}

/** Unposting a period is refused while a remittance of its months is generated or paid. */
export async function refuseUnpostWhenRemitted(trx: Database, periodId: number): Promise<void> {
  const period = await monthsOfPeriod(trx, periodId);
  const frozen = [];
  for (const { agency, type } of REMITTANCE_KINDS) {
    const scope = scopeFor(period, agency);
    const row = await trx
      .selectFrom('remittances')
      .select('status')
      .where('company_id', '=', scope.companyId)
      .where('agency', '=', agency)
      .where('remittance_type', '=', type)
      .where('year', '=', scope.year)
      .where('month', '=', scope.month)
      .where('status', 'in', ['generated', 'paid'])
      .executeTakeFirst();
    if (row) frozen.push(`${remittanceTitle(agency, type, scope.year, scope.month)} is ${row.status}`);
  }
  if (frozen.length) throw new ConflictError(`${period.code} cannot be unposted: ${frozen.join('; ')}.`);
}

async function lockRemittance(trx: Database, id: number): Promise<Remittance> {
  const row = await trx.selectFrom('remittances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('The remittance was not found.');
  return row as Remittance;
}

/** A month is final only when none of its periods is between computing and posting. */
async function refuseUnfinishedPeriods(trx: Database, r: Remittance): Promise<void> {
  const monthOf =
    r.agency === 'bir'
      ? sql<boolean>`extract(year from p.pay_date) = ${r.year} and extract(month from p.pay_date) = ${r.month}`
      : sql<boolean>`p.contribution_year = ${r.year} and p.contribution_month = ${r.month}`;
  const { rows } = await sql<{ code: string; status: string }>`
    select p.code, p.status from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id
    where g.company_id = ${r.company_id} and ${monthOf} and p.status in ('computed', 'prooflisted') order by p.code`.execute(trx);
  if (rows.length) {
    throw new ConflictError(
      `${remittanceTitle(r.agency, r.remittance_type, r.year, r.month)} cannot be generated while ${rows.map((p) => `${p.code} is ${p.status}`).join(', ')}; post or recompute those periods first.`,
    );
  }
}

async function employerOf(trx: Database, r: Remittance): Promise<Employer> {
  const row = await trx
    .selectFrom('employer_registrations as x')
    .innerJoin('companies as c', 'c.id', 'x.company_id')
    .select(['x.registration_no', 'x.registered_name', 'x.registered_address', 'x.zip_code', 'x.employer_type', 'c.tin'])
    .where('x.company_id', '=', r.company_id)
    .where('x.agency', '=', r.agency)
    .executeTakeFirst();
  if (!row) throw new ConflictError(`Enter the ${AGENCY_NAMES[r.agency]} employer details first.`);
  return row;
}

/** The read-model rows behind a remittance's file, ordered as the lists print them. */
export async function remittanceRows(db: Database, scope: MonthScope, type: RemittanceType): Promise<unknown[]> {
  const source = type === 'loan' ? loanRemittancesSql(scope) : monthlyContributionsSql(scope);
  const { rows } = await sql`select * from (${source}) x order by x.last_name, x.first_name, x.id`.execute(db);
  return rows;
}

/** Freezes the totals and stores the upload file: open → generated, or generated → generated (regenerate), or paid → generated (amend). */
async function produce(trx: Database, r: Remittance, actor: AuditActor, action: string, extra: Record<string, unknown>, summary: string) {
  await refuseUnfinishedPeriods(trx, r);
  const scope: MonthScope = { companyId: r.company_id, agency: r.agency, year: r.year, month: r.month };
  const totals = await monthTotals(trx, scope, r.remittance_type);
  let fileId: number | null = null;
  if (agencyFileOf(r.agency, r.remittance_type)) {
    const employer = await employerOf(trx, r);
    const file = writeAgencyFile(
      r.agency,
      r.remittance_type,
      { employer, year: r.year, month: r.month },
      await remittanceRows(trx, scope, r.remittance_type),
    );
    if (file.control.total !== toCentavos(totals.total_amount)) {
      throw new ConflictError(
        `The file's control total ${centavosText(file.control.total)} differs from the month's total ${totals.total_amount}.`,
      );
    }
    const attachment = await trx
      .insertInto('attachments')
      .values({
        attachable_type: 'remittances',
        attachable_id: r.id,
        document_type: 'upload_file',
        file_name: file.file_name,
        mime_type: file.mime_type,
        size_bytes: file.content.length,
        content: file.content,
        description: file.note.slice(0, 255),
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fileId = Number(attachment.id);
  }
  const previousFile = r.file_attachment_id as number | null;
  const after = {
    ...totals,
    ...extra,
    status: 'generated',
    file_attachment_id: fileId,
    generated_at: new Date(),
    generated_by: actor.userId,
    updated_by: actor.userId,
  };
  await trx.updateTable('remittances').set(after).where('id', '=', r.id).execute();
  if (previousFile) await trx.deleteFrom('attachments').where('id', '=', previousFile).execute();
  const title = remittanceTitle(r.agency, r.remittance_type, r.year, r.month);
  await audit(trx, actor, {
    resource: 'remittances',
    action,
    recordId: r.id,
    summary: `${summary} ${title}: ${totals.total_amount}`,
    before: r,
    after,
  });
  return `${title} is generated: ${totals.employee_count} employees, total ${totals.total_amount}.`;
}

function requireStatus(r: Remittance, statuses: string[], doing: string) {
  if (!statuses.includes(String(r.status))) {
    const title = remittanceTitle(r.agency, r.remittance_type, r.year, r.month);
    const hint = r.status === 'paid' ? ' A paid month changes only through an amendment.' : '';
    throw new ConflictError(`${title} is ${r.status}; it cannot be ${doing}.${hint}`);
  }
}

export async function generateRemittance(trx: Database, id: number, actor: AuditActor): Promise<string> {
  const r = await lockRemittance(trx, id);
  requireStatus(r, ['open'], 'generated (use regenerate)');
  return produce(trx, r, actor, 'generate', {}, 'Generated');
}

export async function regenerateRemittance(trx: Database, id: number, actor: AuditActor): Promise<string> {
  const r = await lockRemittance(trx, id);
  requireStatus(r, ['generated'], 'regenerated');
  return produce(trx, r, actor, 'regenerate', {}, 'Regenerated');
}

export async function amendRemittance(trx: Database, id: number, body: Record<string, unknown>, actor: AuditActor): Promise<string> {
  const errors = problems(AMENDMENT_FIELDS, body);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const r = await lockRemittance(trx, id);
  requireStatus(r, ['paid'], 'amended');
  const cleared = { reference_no: null, paid_at: null, amount_paid: null, penalty_amount: '0', payment_channel: null };
  return produce(
    trx,
    r,
    actor,
    'amend',
    { ...cleared, amendment_no: Number(r.amendment_no) + 1, amendment_reason: String(body.amendment_reason).trim() },
    `Amendment ${Number(r.amendment_no) + 1} of`,
  );
}

/** Generates the month's remittance from its agency, type, year and month, opening the row when no period posted it yet. */
export async function generateMonth(
  trx: Database,
  companyId: number,
  body: { agency: AgencyId; remittance_type: RemittanceType; year: number; month: number },
  actor: AuditActor,
) {
  if (!REMITTANCE_KINDS.some((k) => k.agency === body.agency && k.type === body.remittance_type)) {
    throw new ValidationError({ remittance_type: [`${body.agency} has no ${body.remittance_type} remittance.`] });
  }
  await trx
    .insertInto('remittances')
    .values({
      company_id: companyId,
      agency: body.agency,
      remittance_type: body.remittance_type,
      year: body.year,
      month: body.month,
      due_date: dueDate(body.agency, body.year, body.month),
    })
    .onConflict((oc) => oc.constraint('remittances_month').doNothing())
    .execute();
  const row = await trx
    .selectFrom('remittances')
    .select(['id', 'status'])
    .where('company_id', '=', companyId)
    .where('agency', '=', body.agency)
    .where('remittance_type', '=', body.remittance_type)
    .where('year', '=', body.year)
    .where('month', '=', body.month)
    .executeTakeFirstOrThrow();
  const message =
    row.status === 'generated' ? await regenerateRemittance(trx, row.id, actor) : await generateRemittance(trx, row.id, actor);
  return { id: row.id, message };
}

function problems(fields: Record<string, (typeof PAYMENT_FIELDS)[string]>, body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    const problem = fieldProblem(field, body[name]);
    if (problem) errors[name] = [problem];
  }
  return errors;
}

export async function markRemittancePaid(trx: Database, id: number, body: Record<string, unknown>, actor: AuditActor): Promise<string> {
  const errors = problems(PAYMENT_FIELDS, body);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const r = await lockRemittance(trx, id);
  requireStatus(r, ['generated'], 'marked paid (generate it first)');
  const paidAt = String(body.paid_at).trim();
  const late = paidAt > String(r.due_date);
  const penalty = isBlank(body.penalty_amount) ? 0 : toCentavos(String(body.penalty_amount));
  if (late && isBlank(body.penalty_amount)) {
    throw new ValidationError({ penalty_amount: [`Paid after the due date ${r.due_date}: enter the penalty (0.00 when waived).`] });
  }
  if (!late && penalty !== 0) throw new ValidationError({ penalty_amount: ['A payment on or before the due date carries no penalty.'] });
  const expected = toCentavos(String(r.total_amount)) + penalty;
  if (toCentavos(String(body.amount_paid)) !== expected) {
    throw new ValidationError({ amount_paid: [`The amount paid must be the total plus the penalty: ${centavosText(expected)}.`] });
  }
  const after = {
    status: 'paid',
    reference_no: String(body.reference_no).trim(),
    paid_at: paidAt,
    amount_paid: centavosText(expected),
    penalty_amount: centavosText(penalty),
    payment_channel: isBlank(body.payment_channel) ? null : String(body.payment_channel).trim(),
    updated_by: actor.userId,
  };
  await trx.updateTable('remittances').set(after).where('id', '=', id).execute();
  const title = remittanceTitle(r.agency, r.remittance_type, r.year, r.month);
  await audit(trx, actor, {
    resource: 'remittances',
    action: 'mark-paid',
    recordId: id,
    summary: `Paid ${title}: ${after.amount_paid} (${after.reference_no})`,
    before: r,
    after,
  });
  return `${title} is paid${late ? ` late, with a penalty of ${after.penalty_amount}` : ''}.`;
}

/** The stored upload file of a remittance. */
export async function remittanceFile(db: Database, id: number, companyId: number) {
  const row = await db
    .selectFrom('remittances as r')
    .innerJoin('attachments as a', 'a.id', 'r.file_attachment_id')
    .select(['a.file_name', 'a.mime_type', 'a.content'])
    .where('r.id', '=', id)
    .where('r.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row?.content) throw new NotFoundError('The remittance has no file; generate it first.');
  return { file_name: row.file_name, mime_type: row.mime_type, content: row.content };
}

// The verbs as the routes call them: each on the caller's company's rows only (another
// company's id is not found) and in one transaction.

/** The remittance's id when it is the company's; 0, which no row has, otherwise. */
async function ownRemittanceId(db: Database, id: number, companyId: number): Promise<number> {
  const row = await db.selectFrom('remittances').select('id').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  return row ? row.id : 0;
}

export const REFRESH_VERBS = { generate: generateRemittance, regenerate: regenerateRemittance } as const;

/** Generates or regenerates one of the company's remittances. */
export async function refreshRemittance(db: Database, companyId: number, id: number, verb: keyof typeof REFRESH_VERBS, actor: AuditActor) {
  const own = await ownRemittanceId(db, id, companyId);
  return { message: await db.transaction().execute((trx) => REFRESH_VERBS[verb](trx, own, actor)) };
}

export async function payRemittance(db: Database, companyId: number, id: number, payment: Record<string, unknown>, actor: AuditActor) {
  const own = await ownRemittanceId(db, id, companyId);
  return { message: await db.transaction().execute((trx) => markRemittancePaid(trx, own, payment, actor)) };
}

export async function amendPaidRemittance(
  db: Database,
  companyId: number,
  id: number,
  amendment: Record<string, unknown>,
  actor: AuditActor,
) {
  const own = await ownRemittanceId(db, id, companyId);
  return { message: await db.transaction().execute((trx) => amendRemittance(trx, own, amendment, actor)) };
}

export function generateCompanyMonth(db: Database, companyId: number, month: Parameters<typeof generateMonth>[2], actor: AuditActor) {
  return db.transaction().execute((trx) => generateMonth(trx, companyId, month, actor));
}
