import { sql } from 'kysely';
import { centavosText, toCentavos } from '@core/money';
import type { EmployeeDifference, Reconciliation, ReconciliationCheck } from '@core/reconciliation';
import type { Database } from '../../../db/database';
import { reconcile1604c, yearCertificates } from '../bir/annual.service';
import { compensationByEmployee, monthSpan, yearSpan, type Span } from '../bir/compensation-source';
import { computedItems1601c } from '../bir/return-1601c';
import { CONTRIBUTION_COLUMNS, type ContributionAgency } from '../remittances/agencies';
import { monthTotals } from '../remittances/remittances.service';
import { monthlyContributionsSql } from '../remittances/month-sources';

// The payroll auditor's tie-out of a month or a year (issue 14): the payroll register
// (the posted payslips' lines), the payslips' totals, the remittances per agency, the
// 1601-C, the alphalist schedules, the 2316 certificates and the bank files, to the
// centavo. Each side is READ from the read model or the stored record that produces the
// output (the remittances' month sources and stored totals, the 1601-C computation and
// the stored returns, the year's certificates and alphalist, the bank files' credited
// payslips); nothing statutory is computed here. A check compares two sides employee
// by employee and lists every employee whose figures differ.
//
// Scopes: the register, payslips, 1601-C, BIR remittance and bank files count payslips by
// pay date (the BIR rule); the SSS, PhilHealth and Pag-IBIG remittances by the period's
// contribution month, so their checks read the payslips of the contribution months.

type Cents = number;
type ByEmployee = Map<number, Cents>;

const c = (value: unknown): Cents => (value === null || value === undefined ? 0 : toCentavos(String(value)));
const sum = (m: ByEmployee) => [...m.values()].reduce((s, v) => s + v, 0);
const add = (m: ByEmployee, id: number, v: Cents) => m.set(id, (m.get(id) ?? 0) + v);

interface Check {
  id: string;
  area: string;
  label: string;
  left_source: string;
  right_source: string;
  left: ByEmployee;
  right: ByEmployee;
  /** the side's own total when its record stores one (else the sum over employees) */
  left_total?: Cents;
  right_total?: Cents;
  note?: string | null;
}

/** The figures of the posted payslips per employee, as their totals (headers) and as their lines (the register). */
const PAYSLIP_FIGURES = [
  'gross',
  'taxable',
  'tax',
  'tax_adjustment',
  'net',
  'sss_ee',
  'sss_er',
  'sss_ec',
  'philhealth_ee',
  'philhealth_er',
  'pagibig_ee',
  'pagibig_er',
] as const;
type Figure = (typeof PAYSLIP_FIGURES)[number];
type Figures = Record<Figure, ByEmployee>;

/** A sum as the database answers it: decimal text, or null over no rows. */
type Decimal = string | null;
/** One employee's row of the payslip figures. */
type FigureRow = { employee_id: number } & Record<Figure, Decimal>;

const emptyFigures = (): Figures => Object.fromEntries(PAYSLIP_FIGURES.map((f) => [f, new Map()])) as Figures;

/** `pay_date`: the span is of pay dates; `contribution`: of contribution months. */
type Basis = 'pay_date' | 'contribution';

function spanClause(basis: Basis, span: Span) {
  if (basis === 'pay_date') return sql`pp.pay_date between ${span.from} and ${span.to}`;
  return sql`make_date(pp.contribution_year, pp.contribution_month, 1) between ${span.from}::date and ${span.to}::date`;
}

/** The payslips' stored totals per employee. */
async function payslipTotals(db: Database, companyId: number, span: Span, basis: Basis): Promise<Figures> {
  const { rows } = await sql<FigureRow>`
    select ps.employee_id, sum(ps.gross_pay) as gross, sum(ps.taxable_compensation) as taxable, sum(ps.withholding_tax) as tax,
      coalesce(sum(adj.amount), 0) as tax_adjustment, sum(ps.net_pay) as net,
      sum(ps.sss_ee) as sss_ee, sum(ps.sss_er) as sss_er, sum(ps.sss_ec) as sss_ec,
      sum(ps.philhealth_ee) as philhealth_ee, sum(ps.philhealth_er) as philhealth_er,
      sum(ps.pagibig_ee) as pagibig_ee, sum(ps.pagibig_er) as pagibig_er
    from payslips ps
    join payroll_periods pp on pp.id = ps.payroll_period_id
    join payroll_groups g on g.id = pp.payroll_group_id
    left join lateral (
      select sum(l.amount) as amount from payslip_lines l join transaction_types tt on tt.id = l.transaction_type_id
       where l.payslip_id = ps.id and tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred
    ) adj on true
    where ps.status = 'posted' and g.company_id = ${companyId} and ${spanClause(basis, span)}
    group by ps.employee_id`.execute(db);
  const figures = emptyFigures();
  for (const r of rows) for (const f of PAYSLIP_FIGURES) figures[f].set(Number(r.employee_id), c(r[f]));
  return figures;
}

/** The payroll register: the posted payslips' lines per employee (deferred deductions are not taken). */
async function registerLines(db: Database, companyId: number, span: Span): Promise<Figures> {
  const { rows } = await sql<Omit<FigureRow, 'taxable'>>`
    select ps.employee_id,
      coalesce(sum(l.amount) filter (where l.section = 'earning'), 0) as gross,
      coalesce(sum(l.amount) filter (where l.code in ('WITHHOLDING_TAX', 'TAX_REFUND') and l.section = 'deduction'), 0) as tax,
      coalesce(sum(l.amount) filter (where tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred), 0) as tax_adjustment,
      coalesce(sum(l.amount) filter (where l.section = 'earning'), 0)
        - coalesce(sum(l.amount) filter (where l.section = 'deduction' and not l.is_deferred), 0) as net,
      coalesce(sum(l.amount) filter (where l.code = 'SSS_EE'), 0) as sss_ee,
      coalesce(sum(l.amount) filter (where l.code = 'SSS_ER'), 0) as sss_er,
      coalesce(sum(l.amount) filter (where l.code = 'SSS_EC'), 0) as sss_ec,
      coalesce(sum(l.amount) filter (where l.code = 'PHILHEALTH_EE'), 0) as philhealth_ee,
      coalesce(sum(l.amount) filter (where l.code = 'PHILHEALTH_ER'), 0) as philhealth_er,
      coalesce(sum(l.amount) filter (where l.code = 'PAGIBIG_EE'), 0) as pagibig_ee,
      coalesce(sum(l.amount) filter (where l.code = 'PAGIBIG_ER'), 0) as pagibig_er
    from payslips ps
    join payroll_periods pp on pp.id = ps.payroll_period_id
    join payroll_groups g on g.id = pp.payroll_group_id
    join payslip_lines l on l.payslip_id = ps.id
    join transaction_types tt on tt.id = l.transaction_type_id
    where ps.status = 'posted' and g.company_id = ${companyId} and ${spanClause('pay_date', span)}
    group by ps.employee_id`.execute(db);
  const figures = emptyFigures();
  for (const r of rows) for (const f of PAYSLIP_FIGURES) if (f !== 'taxable') figures[f].set(Number(r.employee_id), c(r[f]));
  return figures;
}

/** The months (year, month) of a span. */
function monthsOf(year: number, month: number | null): Array<{ year: number; month: number }> {
  return month ? [{ year, month }] : Array.from({ length: 12 }, (_, i) => ({ year, month: i + 1 }));
}

/** The agency's monthly-contribution read model (the rows behind its file) per employee, and its stored remittance totals. */
async function agencyMonths(db: Database, companyId: number, agency: ContributionAgency, year: number, month: number | null) {
  const ee: ByEmployee = new Map();
  const er: ByEmployee = new Map();
  let storedEe = 0;
  let storedEr = 0;
  const unstored: string[] = [];
  for (const m of monthsOf(year, month)) {
    const { rows } = await sql<{
      employee_id: number;
      ee: Decimal;
      er: Decimal;
      ec: Decimal;
    }>`select x.employee_id, x.ee, x.er, x.ec from (${monthlyContributionsSql({
      companyId,
      agency,
      year: m.year,
      month: m.month,
    })}) x`.execute(db);
    let liveEe = 0;
    let liveEr = 0;
    for (const r of rows) {
      add(ee, Number(r.employee_id), c(r.ee));
      add(er, Number(r.employee_id), c(r.er) + c(r.ec));
      liveEe += c(r.ee);
      liveEr += c(r.er) + c(r.ec);
    }
    const stored = await db
      .selectFrom('remittances')
      .select(['ee_total', 'er_total', 'ec_total'])
      .where('company_id', '=', companyId)
      .where('agency', '=', agency)
      .where('remittance_type', '=', 'contribution')
      .where('year', '=', m.year)
      .where('month', '=', m.month)
      .executeTakeFirst();
    if (stored) {
      storedEe += c(stored.ee_total);
      storedEr += c(stored.er_total) + c(stored.ec_total);
    } else if (rows.length) {
      unstored.push(`${String(m.month).padStart(2, '0')}/${m.year}`);
      storedEe += liveEe;
      storedEr += liveEr;
    }
  }
  return { ee, er, storedEe, storedEr, unstored };
}

const AGENCY_LABEL: Record<ContributionAgency, string> = { sss: 'SSS', philhealth: 'PhilHealth', pagibig: 'Pag-IBIG' };

/** The 1601-C of each month: item 25 as computed from the posted payslips now, and as the latest stored return says. */
async function returns1601c(db: Database, companyId: number, year: number, month: number | null) {
  let computedTax = 0;
  let computedTaxable = 0;
  let storedTax = 0;
  const unstored: string[] = [];
  for (const m of monthsOf(year, month)) {
    const items = computedItems1601c(await compensationByEmployee(db, companyId, monthSpan(m.year, m.month)));
    computedTax += c(items.total_taxes_withheld);
    computedTaxable += c(items.total_taxable_compensation);
    const stored = await db
      .selectFrom('bir_1601c_returns')
      .select(['total_taxes_withheld'])
      .where('company_id', '=', companyId)
      .where('year', '=', m.year)
      .where('month', '=', m.month)
      .orderBy('amendment_no', 'desc')
      .executeTakeFirst();
    if (stored) storedTax += c(stored.total_taxes_withheld);
    else {
      if (c(items.total_taxes_withheld) !== 0) unstored.push(`${String(m.month).padStart(2, '0')}/${m.year}`);
      storedTax += c(items.total_taxes_withheld);
    }
  }
  return { computedTax, computedTaxable, storedTax, unstored };
}

/** The BIR remittances' stored tax totals; a month without a row yet counts its live total (the remittance's own read). */
async function birRemittances(db: Database, companyId: number, year: number, month: number | null) {
  let total = 0;
  const unstored: string[] = [];
  for (const m of monthsOf(year, month)) {
    const stored = await db
      .selectFrom('remittances')
      .select(['tax_total'])
      .where('company_id', '=', companyId)
      .where('agency', '=', 'bir')
      .where('remittance_type', '=', 'withholding_tax')
      .where('year', '=', m.year)
      .where('month', '=', m.month)
      .executeTakeFirst();
    if (stored) total += c(stored.tax_total);
    else {
      const live = c((await monthTotals(db, { companyId, agency: 'bir', year: m.year, month: m.month }, 'withholding_tax')).tax_total);
      if (live !== 0) unstored.push(`${String(m.month).padStart(2, '0')}/${m.year}`);
      total += live;
    }
  }
  return { total, unstored };
}

/** Bank-paid payslips not on hold of the span's periods that have bank files, and what the files credited, per employee. */
async function bankCredits(db: Database, companyId: number, span: Span) {
  const { rows: due } = await sql<{ employee_id: number; net: Decimal }>`
    select ps.employee_id, sum(ps.net_pay) as net
    from payslips ps
    join payroll_periods pp on pp.id = ps.payroll_period_id
    join payroll_groups g on g.id = pp.payroll_group_id
    where ps.status = 'posted' and g.company_id = ${companyId} and ${spanClause('pay_date', span)}
      and ps.payment_mode = 'bank' and not ps.is_on_hold and ps.net_pay > 0
      and exists (select 1 from bank_credit_files f where f.payroll_period_id = pp.id)
    group by ps.employee_id`.execute(db);
  const { rows: credited } = await sql<{ employee_id: number; amount: Decimal; file_total: Decimal }>`
    select ps.employee_id, sum(x.amount) as amount, (select sum(f.total_amount) from bank_credit_files f
      join payroll_periods fp on fp.id = f.payroll_period_id join payroll_groups fg on fg.id = fp.payroll_group_id
      where fg.company_id = ${companyId} and fp.pay_date between ${span.from} and ${span.to}) as file_total
    from bank_credit_file_payslips x
    join payslips ps on ps.id = x.payslip_id
    join payroll_periods pp on pp.id = ps.payroll_period_id
    join payroll_groups g on g.id = pp.payroll_group_id
    where g.company_id = ${companyId} and ${spanClause('pay_date', span)}
    group by ps.employee_id`.execute(db);
  const { rows: without } = await sql<{ code: string }>`
    select pp.code from payroll_periods pp join payroll_groups g on g.id = pp.payroll_group_id
    where g.company_id = ${companyId} and pp.status in ('posted', 'closed') and ${spanClause('pay_date', span)}
      and exists (select 1 from payslips ps where ps.payroll_period_id = pp.id and ps.status = 'posted' and ps.payment_mode = 'bank')
      and not exists (select 1 from bank_credit_files f where f.payroll_period_id = pp.id)
    order by pp.pay_date, pp.code`.execute(db);
  const left: ByEmployee = new Map(due.map((r) => [Number(r.employee_id), c(r.net)]));
  const right: ByEmployee = new Map(credited.map((r) => [Number(r.employee_id), c(r.amount)]));
  const fileTotal = credited.length ? c(credited[0].file_total) : 0;
  return { left, right, fileTotal, without: without.map((r) => r.code) };
}

function compare(check: Check, names: Map<number, { employee_no: string; employee_name: string }>): ReconciliationCheck {
  const ids = [...new Set([...check.left.keys(), ...check.right.keys()])];
  const employees: EmployeeDifference[] = ids
    .map((id) => ({ id, left: check.left.get(id) ?? 0, right: check.right.get(id) ?? 0 }))
    .filter((e) => e.left !== e.right)
    .map((e) => ({
      employee_id: e.id,
      employee_no: names.get(e.id)?.employee_no ?? '',
      employee_name: names.get(e.id)?.employee_name ?? '',
      left: centavosText(e.left),
      right: centavosText(e.right),
      difference: centavosText(e.left - e.right),
    }))
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_id - b.employee_id);
  const left = check.left_total ?? sum(check.left);
  const right = check.right_total ?? sum(check.right);
  return {
    id: check.id,
    area: check.area,
    label: check.label,
    left_source: check.left_source,
    right_source: check.right_source,
    left_total: centavosText(left),
    right_total: centavosText(right),
    difference: centavosText(left - right),
    ok: left === right && employees.length === 0,
    employees,
    note: check.note ?? null,
  };
}

const plus = (a: ByEmployee, b: ByEmployee): ByEmployee => {
  const out = new Map(a);
  for (const [id, v] of b) add(out, id, v);
  return out;
};

/** The payroll register (lines) against the payslips (their stored totals), figure by figure. */
const REGISTER_CHECKS: ReadonlyArray<[Figure, string]> = [
  ['gross', 'Gross pay'],
  ['sss_ee', 'SSS employee share'],
  ['sss_er', 'SSS employer share'],
  ['sss_ec', 'SSS EC'],
  ['philhealth_ee', 'PhilHealth employee share'],
  ['philhealth_er', 'PhilHealth employer share'],
  ['pagibig_ee', 'Pag-IBIG employee share'],
  ['pagibig_er', 'Pag-IBIG employer share'],
  ['tax', 'Withholding tax'],
  ['net', 'Net pay'],
];

function registerChecks(register: Figures, payslips: Figures): Check[] {
  return REGISTER_CHECKS.map(([figure, label]) => ({
    id: `register-${figure}`,
    area: 'Payroll register',
    label,
    left_source: 'Payroll register (payslip lines)',
    right_source: 'Payslips (totals)',
    left: register[figure],
    right: payslips[figure],
  }));
}

/** Each agency's remittances (employee and employer shares) against the payslips of the contribution months. */
async function contributionChecks(db: Database, companyId: number, span: Span, year: number, month: number | null): Promise<Check[]> {
  const byContribution = await payslipTotals(db, companyId, span, 'contribution');
  const checks: Check[] = [];
  for (const agency of Object.keys(CONTRIBUTION_COLUMNS) as ContributionAgency[]) {
    const cols = CONTRIBUTION_COLUMNS[agency];
    const name = AGENCY_LABEL[agency];
    const months = await agencyMonths(db, companyId, agency, year, month);
    const payslipEe = byContribution[cols.ee as Figure];
    const payslipEr = cols.ec
      ? plus(byContribution[cols.er as Figure], byContribution[cols.ec as Figure])
      : byContribution[cols.er as Figure];
    const note = months.unstored.length
      ? `No remittance row yet for ${months.unstored.join(', ')}: the month's live totals are used.`
      : null;
    checks.push(
      {
        id: `${agency}-ee`,
        area: name,
        label: `${name} employee share`,
        left_source: 'Payslips (contribution months)',
        right_source: `${name} remittances`,
        left: payslipEe,
        right: months.ee,
        right_total: months.storedEe,
        note,
      },
      {
        id: `${agency}-er`,
        area: name,
        label: `${name} employer share${cols.ec ? ' (with EC)' : ''}`,
        left_source: 'Payslips (contribution months)',
        right_source: `${name} remittances`,
        left: payslipEr,
        right: months.er,
        right_total: months.storedEr,
        note,
      },
    );
  }
  return checks;
}

/** The span's BIR figures per employee as the 1601-C computes them from the posted payslips. */
async function birFigures(db: Database, companyId: number, span: Span) {
  const bir = await compensationByEmployee(db, companyId, span);
  const tax: ByEmployee = new Map(bir.map((e) => [e.employee_id, e.tax_withheld]));
  const taxable: ByEmployee = new Map(bir.map((e) => [e.employee_id, e.taxable]));
  return { tax, taxable };
}
type BirFigures = Awaited<ReturnType<typeof birFigures>>;

/** The 1601-C against the payslips (tax withheld counts the year-end adjustment paid as a payroll entry), and the BIR remittance against the 1601-C. */
async function withholdingChecks(
  db: Database,
  companyId: number,
  year: number,
  month: number | null,
  payslips: Figures,
  bir: BirFigures,
): Promise<Check[]> {
  const returns = await returns1601c(db, companyId, year, month);
  const payslipTax = plus(payslips.tax, payslips.tax_adjustment);
  const birRemitted = await birRemittances(db, companyId, year, month);
  return [
    {
      id: '1601c-tax',
      area: 'BIR 1601-C',
      label: 'Taxes withheld (item 25)',
      left_source: 'Payslips (withholding tax and year-end adjustment)',
      right_source: '1601-C computed from posted payslips',
      left: payslipTax,
      right: bir.tax,
      right_total: returns.computedTax,
    },
    {
      id: '1601c-taxable',
      area: 'BIR 1601-C',
      label: 'Taxable compensation (item 22)',
      left_source: 'Payslips (taxable compensation)',
      right_source: '1601-C computed from posted payslips',
      left: payslips.taxable,
      right: bir.taxable,
      right_total: returns.computedTaxable,
    },
    {
      id: '1601c-stored',
      area: 'BIR 1601-C',
      label: 'Taxes withheld: the returns as generated',
      left_source: '1601-C returns (latest amendment)',
      right_source: '1601-C computed from posted payslips',
      left: new Map(),
      right: new Map(),
      left_total: returns.storedTax,
      right_total: returns.computedTax,
      note: returns.unstored.length ? `No return generated yet for ${returns.unstored.join(', ')}: the computed figures are used.` : null,
    },
    {
      id: 'bir-remittance',
      area: 'BIR 1601-C',
      label: 'BIR remittance against the 1601-C',
      left_source: 'BIR remittances (tax withheld)',
      right_source: '1601-C computed from posted payslips',
      left: payslipTax,
      right: bir.tax,
      left_total: birRemitted.total,
      right_total: returns.computedTax,
      note: birRemitted.unstored.length
        ? `No BIR remittance row yet for ${birRemitted.unstored.join(', ')}: the month's live total is used.`
        : null,
    },
  ];
}

/** The year's outputs: the alphalist schedules against the 1601-C and the payslips, the 1604-C, and the 2316 certificates. */
async function annualChecks(db: Database, companyId: number, year: number, payslips: Figures, bir: BirFigures): Promise<Check[]> {
  const annual = await yearCertificates(db, companyId, year);
  const schedule = (n: 1 | 2, f: (r: (typeof annual.alphalist)[number]) => string): ByEmployee =>
    new Map(annual.alphalist.filter((r) => r.schedule === n).map((r) => [r.employee_id, c(f(r))]));
  const bothSchedules = (f: (r: (typeof annual.alphalist)[number]) => string) => plus(schedule(1, f), schedule(2, f));
  const isMwe = new Set(annual.alphalist.filter((r) => r.schedule === 2).map((r) => r.employee_id));
  const only = (m: ByEmployee, mwe: boolean) => new Map([...m].filter(([id]) => isMwe.has(id) === mwe));
  const cert = (item: string): ByEmployee => new Map(annual.certificates.map((x) => [x.employee_id, c(x.items[item])]));
  const check1604 = await reconcile1604c(db, companyId, year, annual);
  return [
    {
      id: 'schedule-1-tax',
      area: 'BIR 1604-C',
      label: 'Schedule 1: tax withheld as adjusted',
      left_source: '1601-C computed from posted payslips',
      right_source: 'Alphalist schedule 1',
      left: only(bir.tax, false),
      right: schedule(1, (r) => r.tax_withheld_as_adjusted),
    },
    {
      id: 'schedule-2-tax',
      area: 'BIR 1604-C',
      label: 'Schedule 2 (MWE): tax withheld as adjusted',
      left_source: '1601-C computed from posted payslips',
      right_source: 'Alphalist schedule 2',
      left: only(bir.tax, true),
      right: schedule(2, (r) => r.tax_withheld_as_adjusted),
    },
    {
      id: 'schedules-gross',
      area: 'BIR 1604-C',
      label: 'Schedules 1 and 2: gross compensation',
      left_source: 'Payslips (gross pay)',
      right_source: 'Alphalist schedules 1 and 2',
      left: payslips.gross,
      right: bothSchedules((r) => r.gross_compensation),
    },
    {
      id: '1604c-returns',
      area: 'BIR 1604-C',
      label: '1604-C: the year\u2019s 1601-C returns against the schedules',
      left_source: '1601-C returns, items 25',
      right_source: 'Alphalist schedules 1 and 2',
      left: new Map(),
      right: new Map(),
      left_total: c(check1604.remitted_total),
      right_total: c(check1604.schedule_tax_withheld_total),
      note: check1604.issues.length ? check1604.issues.join(' ') : null,
    },
    {
      id: '2316-tax',
      area: 'BIR 2316',
      label: 'Tax withheld (item 25A)',
      left_source: 'Alphalist schedules 1 and 2',
      right_source: '2316 certificates',
      left: bothSchedules((r) => r.tax_withheld_as_adjusted),
      right: cert('25A'),
    },
    {
      id: '2316-gross',
      area: 'BIR 2316',
      label: 'Gross compensation (item 19)',
      left_source: 'Payslips (gross pay)',
      right_source: '2316 certificates',
      left: payslips.gross,
      right: cert('19'),
    },
    {
      id: '2316-taxable',
      area: 'BIR 2316',
      label: 'Taxable compensation (item 52)',
      left_source: 'Payslips (taxable compensation)',
      right_source: '2316 certificates',
      left: payslips.taxable,
      right: cert('52'),
    },
  ];
}

/** The bank files against the payslips they credit (held payslips excluded). */
async function bankFileCheck(db: Database, companyId: number, span: Span): Promise<Check> {
  const bank = await bankCredits(db, companyId, span);
  return {
    id: 'bank-files',
    area: 'Bank files',
    label: 'Net pay credited',
    left_source: 'Payslips (bank-paid, not on hold, net pay)',
    right_source: 'Bank files (credited payslips)',
    left: bank.left,
    right: bank.right,
    right_total: bank.fileTotal,
    note: bank.without.length ? `Periods with bank-paid payslips and no bank file yet (not compared): ${bank.without.join(', ')}.` : null,
  };
}

/** The number and name ("Last, First") of every employee the checks name. */
async function namesOf(db: Database, checks: readonly Check[]): Promise<Map<number, { employee_no: string; employee_name: string }>> {
  const ids = new Set<number>();
  for (const check of checks) for (const id of [...check.left.keys(), ...check.right.keys()]) ids.add(id);
  if (!ids.size) return new Map();
  const people = await db
    .selectFrom('employees')
    .select(['id', 'employee_no', 'last_name', 'first_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(people.map((p) => [p.id, { employee_no: p.employee_no, employee_name: `${p.last_name}, ${p.first_name}` }]));
}

/** The tie-out of a month (month given) or of a year. */
export async function reconcile(db: Database, companyId: number, year: number, month: number | null): Promise<Reconciliation> {
  const span = month ? monthSpan(year, month) : yearSpan(year);
  const payslips = await payslipTotals(db, companyId, span, 'pay_date');
  const register = await registerLines(db, companyId, span);
  const checks: Check[] = [...registerChecks(register, payslips), ...(await contributionChecks(db, companyId, span, year, month))];
  const bir = await birFigures(db, companyId, span);
  checks.push(...(await withholdingChecks(db, companyId, year, month, payslips, bir)));
  if (!month) checks.push(...(await annualChecks(db, companyId, year, payslips, bir)));
  checks.push(await bankFileCheck(db, companyId, span));
  const names = await namesOf(db, checks);
  const out = checks.map((check) => compare(check, names));
  return { year, month, from: span.from, to: span.to, reconciles: out.every((x) => x.ok), checks: out };
}
