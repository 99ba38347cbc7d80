// The government tables as database rows and back: the seed writes the
// engine's versions with toRows; the calculator and runs read what payroll
// staff maintain with fromRows, so a version they add changes the result.
import type { Row } from './rows';
import {
  DAY_TYPES,
  PREMIUM_MATRICES,
  type AnnualTaxTable,
  type DayType,
  type DayTypePremiums,
  type DeMinimisItem,
  type DeMinimisKind,
  type DeMinimisSchedule,
  type OtherBenefitsExemption,
  type PagIbigSchedule,
  type PayFrequency,
  type PhilHealthSchedule,
  type PremiumMatrix,
  type SssSchedule,
  type StatutoryTables,
  type TaxRow,
  type WithholdingTable,
} from '../engine/statutory-tables';
import { basisPointsText, centavosText, toBasisPoints, toCentavos } from '@core/money';

export const PERIODIC_FREQUENCIES: readonly PayFrequency[] = ['daily', 'weekly', 'semi_monthly', 'monthly'];
export const OTHER_BENEFITS_KIND = 'thirteenth_month_and_other_benefits';

// ---- rows → engine ----------------------------------------------------------------------

const money = (v: unknown) => toCentavos(v as string);
const moneyOrNull = (v: unknown) => (v === null || v === undefined ? null : money(v));
const bp = (v: unknown) => toBasisPoints(v as string);

function versionOf(table: Row) {
  return {
    id: table.code as string,
    name: table.name as string,
    legal_basis: (table.circular_no ?? table.legal_basis ?? '') as string,
    effective_from: table.effective_from as string,
    effective_to: (table.effective_to ?? null) as string | null,
  };
}

function byTable(rows: Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const list = map.get(row[key]) ?? [];
    list.push(row);
    map.set(row[key], list);
  }
  for (const list of map.values()) list.sort((a, b) => money(a.range_from ?? 0) - money(b.range_from ?? 0));
  return map;
}

export function sssFromRows(table: Row, brackets: Row[]): SssSchedule {
  return {
    ...versionOf(table),
    provident_fund_name: table.provident_fund_name ?? 'MPF',
    brackets: brackets.map((b) => ({
      range_from: money(b.range_from),
      range_to: moneyOrNull(b.range_to),
      msc: money(b.msc),
      regular_ss_msc: money(b.regular_ss_msc),
      mpf_msc: money(b.mpf_msc),
      ee_regular_ss: money(b.ee_regular_ss),
      ee_mpf: money(b.ee_mpf),
      er_regular_ss: money(b.er_regular_ss),
      er_mpf: money(b.er_mpf),
      er_ec: money(b.ec_amount),
    })),
  };
}

export function philhealthFromRows(table: Row, brackets: Row[]): PhilHealthSchedule {
  const row = brackets[0];
  return {
    ...versionOf(table),
    rate_bp: bp(row.ee_rate) + bp(row.er_rate),
    income_floor: money(row.base_floor),
    income_ceiling: money(row.base_ceiling),
  };
}

/** Two bands: up to the lower-band limit, and above it; the maximum fund salary is the ceiling. */
export function pagibigFromRows(table: Row, brackets: Row[]): PagIbigSchedule {
  const lower = brackets[0];
  const upper = brackets[brackets.length - 1];
  return {
    ...versionOf(table),
    lower_band_limit: money(lower.range_to),
    ee_rate_lower_band_bp: bp(lower.ee_rate),
    ee_rate_bp: bp(upper.ee_rate),
    er_rate_bp: bp(upper.er_rate),
    max_fund_salary: money(upper.base_ceiling),
  };
}

function taxRow(b: Row): TaxRow {
  return { over: money(b.excess_over), not_over: moneyOrNull(b.range_to), fixed: money(b.base_tax), rate_bp: bp(b.rate) };
}

export function withholdingFromRows(table: Row, brackets: Row[]): WithholdingTable {
  const rows = {} as Record<PayFrequency, TaxRow[]>;
  for (const frequency of PERIODIC_FREQUENCIES) rows[frequency] = brackets.filter((b) => b.period_type === frequency).map(taxRow);
  return { ...versionOf(table), rows };
}

export function annualFromRows(table: Row, brackets: Row[]): AnnualTaxTable {
  return { ...versionOf(table), rows: brackets.filter((b) => b.period_type === 'annual').map(taxRow) };
}

function ceilingItem(row: Row): DeMinimisItem {
  const per = row.per;
  const ceiling: DeMinimisItem['ceiling'] =
    row.unit === 'days'
      ? { unit: 'days', days: Number(row.days), per: 'year' }
      : row.unit === 'minimum_wage_share'
        ? { unit: 'minimum_wage_share', share_bp: bp(row.share), per: 'day' }
        : { unit: 'amount', amount: money(row.amount), per };
  return { label: row.label, ceiling, cash_allowed: row.cash_allowed };
}

export function deMinimisFromRows(table: Row, ceilings: Row[]): DeMinimisSchedule {
  const items = {} as Record<DeMinimisKind, DeMinimisItem>;
  for (const row of ceilings) if (row.benefit_kind !== OTHER_BENEFITS_KIND) items[row.benefit_kind as DeMinimisKind] = ceilingItem(row);
  return { ...versionOf(table), items };
}

export function otherBenefitsFromRows(table: Row, ceilings: Row[]): OtherBenefitsExemption {
  const row = ceilings.find((c) => c.benefit_kind === OTHER_BENEFITS_KIND);
  return { ...versionOf(table), annual_ceiling: row ? money(row.amount) : 0 };
}

const DAY_TYPE_NAMES = PREMIUM_MATRICES[0].day_types;

/**
 * Premium rows are dated per bucket (day type × hour type × night): a row is in force
 * from its date until the same bucket's next row. Each date on which any bucket changes
 * starts a matrix version; a date before every bucket has a row starts none.
 */
export function premiumsFromRows(rates: Row[]): PremiumMatrix[] {
  const key = (r: Row) => `${r.day_type}|${r.hour_type}|${r.is_night}`;
  const dates = [...new Set(rates.map((r) => r.effective_from as string))].sort();
  const versions: PremiumMatrix[] = [];
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i];
    const inForce = new Map<string, Row>();
    for (const r of rates) {
      if (r.effective_from > date) continue;
      const current = inForce.get(key(r));
      if (!current || current.effective_from < r.effective_from) inForce.set(key(r), r);
    }
    const find = (dayType: DayType, hourType: string, night: boolean) => inForce.get(`${dayType}|${hourType}|${night}`);
    const complete = DAY_TYPES.every(
      (d) => find(d, 'regular', false) && find(d, 'regular', true) && find(d, 'overtime', false) && find(d, 'overtime', true),
    );
    if (!complete) continue;
    const day_types = {} as Record<DayType, DayTypePremiums>;
    for (const d of DAY_TYPES) {
      const regular = find(d, 'regular', false)!;
      day_types[d] = {
        day_type: d,
        code: DAY_TYPE_NAMES[d].code,
        label: DAY_TYPE_NAMES[d].label,
        is_rest_day: DAY_TYPE_NAMES[d].is_rest_day,
        first_8_hours_bp: bp(regular.multiplier),
        first_8_hours_night_bp: bp(find(d, 'regular', true)!.multiplier),
        overtime_bp: bp(find(d, 'overtime', false)!.multiplier),
        overtime_night_bp: bp(find(d, 'overtime', true)!.multiplier),
        covered_monthly_rated_bp: bp(regular.covered_monthly_rated),
        covered_daily_rated_bp: bp(regular.covered_daily_rated),
      };
    }
    const next = dates[i + 1];
    const end = next ? new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) : null;
    versions.push({
      id: `OT-RATES-${date}`,
      name: `Overtime and premium rates from ${date}`,
      legal_basis: PREMIUM_MATRICES[0].legal_basis,
      effective_from: date,
      effective_to: end,
      day_types,
    });
  }
  return versions;
}

export interface TableRows {
  contributionTables: Row[];
  contributionBrackets: Row[];
  taxTables: Row[];
  taxBrackets: Row[];
  benefitCeilings: Row[];
  overtimeRates: Row[];
}

/** Every table version stored in the database, in the engine's shapes. */
export function statutoryTablesFromRows(rows: TableRows): StatutoryTables {
  const brackets = byTable(rows.contributionBrackets, 'contribution_table_id');
  const taxBrackets = byTable(rows.taxBrackets, 'tax_table_id');
  const ceilings = new Map<number, Row[]>();
  for (const c of rows.benefitCeilings) ceilings.set(c.tax_table_id, [...(ceilings.get(c.tax_table_id) ?? []), c]);
  const byDate = (a: Row, b: Row) => (a.effective_from < b.effective_from ? -1 : 1);
  const contribution = (agency: string) => rows.contributionTables.filter((t) => t.agency === agency).sort(byDate);
  const tax = (type: string) => rows.taxTables.filter((t) => t.table_type === type).sort(byDate);
  return {
    sss: contribution('sss').map((t) => sssFromRows(t, brackets.get(t.id) ?? [])),
    philhealth: contribution('philhealth').map((t) => philhealthFromRows(t, brackets.get(t.id) ?? [])),
    pagibig: contribution('pagibig').map((t) => pagibigFromRows(t, brackets.get(t.id) ?? [])),
    withholding: tax('periodic').map((t) => withholdingFromRows(t, taxBrackets.get(t.id) ?? [])),
    annual_tax: tax('annual').map((t) => annualFromRows(t, taxBrackets.get(t.id) ?? [])),
    de_minimis: tax('de_minimis').map((t) => deMinimisFromRows(t, ceilings.get(t.id) ?? [])),
    other_benefits_exemption: tax('other_benefits').map((t) => otherBenefitsFromRows(t, ceilings.get(t.id) ?? [])),
    premiums: premiumsFromRows(rows.overtimeRates),
  };
}

// ---- engine → rows (seed) ---------------------------------------------------------------

const text = centavosText;
const ratioText = basisPointsText;
const versionRow = (v: { id: string; name: string; effective_from: string; effective_to: string | null }) => ({
  code: v.id,
  name: v.name,
  effective_from: v.effective_from,
  effective_to: v.effective_to,
});

export interface VersionWithRows {
  table: Row;
  rows: Row[];
}

export function sssToRows(s: SssSchedule): VersionWithRows {
  return {
    table: { ...versionRow(s), agency: 'sss', circular_no: s.legal_basis, provident_fund_name: s.provident_fund_name },
    rows: s.brackets.map((b) => ({
      range_from: text(b.range_from),
      range_to: b.range_to === null ? null : text(b.range_to),
      msc: text(b.msc),
      regular_ss_msc: text(b.regular_ss_msc),
      mpf_msc: text(b.mpf_msc),
      ee_regular_ss: text(b.ee_regular_ss),
      ee_mpf: text(b.ee_mpf),
      er_regular_ss: text(b.er_regular_ss),
      er_mpf: text(b.er_mpf),
      ec_amount: text(b.er_ec),
    })),
  };
}

export function philhealthToRows(p: PhilHealthSchedule): VersionWithRows {
  const half = p.rate_bp / 2;
  return {
    table: { ...versionRow(p), agency: 'philhealth', circular_no: p.legal_basis },
    rows: [
      {
        range_from: '0.00',
        range_to: null,
        ee_rate: ratioText(half),
        er_rate: ratioText(p.rate_bp - half),
        base_floor: text(p.income_floor),
        base_ceiling: text(p.income_ceiling),
      },
    ],
  };
}

export function pagibigToRows(p: PagIbigSchedule): VersionWithRows {
  return {
    table: { ...versionRow(p), agency: 'pagibig', circular_no: p.legal_basis },
    rows: [
      {
        range_from: '0.00',
        range_to: text(p.lower_band_limit),
        ee_rate: ratioText(p.ee_rate_lower_band_bp),
        er_rate: ratioText(p.er_rate_bp),
        base_ceiling: text(p.max_fund_salary),
      },
      {
        range_from: text(p.lower_band_limit + 1),
        range_to: null,
        ee_rate: ratioText(p.ee_rate_bp),
        er_rate: ratioText(p.er_rate_bp),
        base_ceiling: text(p.max_fund_salary),
      },
    ],
  };
}

function taxRowToRow(periodType: string, r: TaxRow): Row {
  return {
    period_type: periodType,
    range_from: text(r.over),
    range_to: r.not_over === null ? null : text(r.not_over),
    base_tax: text(r.fixed),
    rate: ratioText(r.rate_bp),
    excess_over: text(r.over),
  };
}

export function withholdingToRows(w: WithholdingTable): VersionWithRows {
  return {
    table: { ...versionRow(w), table_type: 'periodic', legal_basis: w.legal_basis },
    rows: PERIODIC_FREQUENCIES.flatMap((f) => w.rows[f].map((r) => taxRowToRow(f, r))),
  };
}

export function annualToRows(a: AnnualTaxTable): VersionWithRows {
  return {
    table: { ...versionRow(a), table_type: 'annual', legal_basis: a.legal_basis },
    rows: a.rows.map((r) => taxRowToRow('annual', r)),
  };
}

export function deMinimisToRows(d: DeMinimisSchedule): VersionWithRows {
  return {
    table: { ...versionRow(d), table_type: 'de_minimis', legal_basis: d.legal_basis },
    rows: Object.entries(d.items).map(([kind, item]) => {
      const c = item.ceiling;
      return {
        benefit_kind: kind,
        label: item.label,
        unit: c.unit,
        amount: c.unit === 'amount' ? text(c.amount) : null,
        days: c.unit === 'days' ? String(c.days) : null,
        share: c.unit === 'minimum_wage_share' ? ratioText(c.share_bp) : null,
        per: c.per,
        cash_allowed: item.cash_allowed,
      };
    }),
  };
}

export function otherBenefitsToRows(o: OtherBenefitsExemption): VersionWithRows {
  return {
    table: { ...versionRow(o), table_type: 'other_benefits', legal_basis: o.legal_basis },
    rows: [
      {
        benefit_kind: OTHER_BENEFITS_KIND,
        label: '13th month pay and other benefits',
        unit: 'amount',
        amount: text(o.annual_ceiling),
        days: null,
        share: null,
        per: 'year',
        cash_allowed: true,
      },
    ],
  };
}

const HOUR_COLUMNS = [
  ['regular', false, 'REG', 'first_8_hours_bp', ''],
  ['regular', true, 'ND', 'first_8_hours_night_bp', ', night'],
  ['overtime', false, 'OT', 'overtime_bp', ', overtime'],
  ['overtime', true, 'OT_ND', 'overtime_night_bp', ', overtime at night'],
] as const;

/** The 32 premium rows of a matrix (codes `{prefix}_REG|_ND|_OT|_OT_ND`, docs/domain.md §7). */
export function premiumsToRows(
  matrix: PremiumMatrix,
  transactionTypeOf: (dayType: DayType, hourType: string, night: boolean) => number,
): Row[] {
  return DAY_TYPES.flatMap((d) => {
    const p = matrix.day_types[d];
    return HOUR_COLUMNS.map(([hourType, night, suffix, column, words]) => ({
      code: `${p.code}_${suffix}`,
      description: `${p.label}${words}`,
      day_type: d,
      hour_type: hourType,
      is_night: night,
      multiplier: ratioText(p[column]),
      covered_daily_rated: hourType === 'overtime' ? '0' : ratioText(p.covered_daily_rated_bp),
      covered_monthly_rated: hourType === 'overtime' ? '0' : ratioText(p.covered_monthly_rated_bp),
      transaction_type_id: transactionTypeOf(d, hourType, night),
      effective_from: matrix.effective_from,
    }));
  });
}
