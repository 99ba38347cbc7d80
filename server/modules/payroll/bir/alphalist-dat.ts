import { neutraliseFormula } from '@core/formula-text';
import { centavosText, toCentavos } from '@core/money';
import { SCHEDULE_1_PRESENT_AMOUNTS, SCHEDULE_1_PREVIOUS_AMOUNTS } from '@core/resources/alphalist-schedules';
import type { AlphalistRow } from './annual';
import type { WithholdingAgent } from './employer';

// The 1604-C alphalist data file (docs/statutory.md §9.5). What follows the BIR Technical
// Annex and is verified: a HEADER record first, one DETAILS record per employee, a
// CONTROLS record with the totals last; comma-separated, no headings; text without
// commas, apostrophes, quotes, colons or periods; amounts with a period and no
// thousands separators, blanks as 0; dates MM/DD/YYYY; branch codes with their
// zeros. What is NOT verified: the record and form codes (H1604C, D1/D2, C1/C2), the
// field lists of Schedules 1 and 2 after the names, and the file name; they follow
// what implementations report. Validate every file with the BIR module before filing.
// PURE.

export const DAT_NOT_VERIFIED = [
  'the record-type and form-type codes (H1604C, D1, D2, C1, C2)',
  'the order and list of the amount fields of Schedules 1 and 2 after the employee names',
  'Schedule 1 columns 8 to 12j of the previous employer: in the order of the published format (RMC 160-2022), but the employment status (9) and reason of separation (11) with the previous employer are not recorded and go blank, and its de minimis, contributions (12c, 12d) and the split of its taxable pay (12g, 12h) are not recorded apart: the non-taxable rest goes in 12e and the taxable pay in 12i',
  'the file name (TIN + branch + 1231YYYY + 1604C.DAT)',
] as const;

/**
 * Text as the annex allows it: upper case, without , ' " : . and without line breaks, and
 * not beginning with = + - @ (stripped: a spreadsheet would run it as a formula, and the
 * annex allows no apostrophe to neutralise it; core/formula-text.ts).
 */
export function datText(value: string): string {
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[,'":.\r\n\u2019]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return neutraliseFormula(plain, 'strip');
}

const amount = (value: string) => centavosText(toCentavos(value || '0'));
const date = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
const tin = (value: string) => value.replace(/\D/g, '').slice(0, 9).padEnd(9, '0');

/** Schedule 1 columns 7a to 7j and 12a to 12j, as the schedule shows them. */
const SCHEDULE_1_PRESENT: readonly (keyof AlphalistRow)[] = SCHEDULE_1_PRESENT_AMOUNTS;
const SCHEDULE_1_PREVIOUS: readonly (keyof AlphalistRow)[] = SCHEDULE_1_PREVIOUS_AMOUNTS;

/** Schedule 1 after column 12j: the totals, the tax and its adjustment. */
const SCHEDULE_1_TOTALS: (keyof AlphalistRow)[] = [
  'total_taxable',
  'tax_due',
  'tax_withheld_previous',
  'tax_withheld_present_jan_nov',
  'year_end_adjustment',
  'tax_withheld_as_adjusted',
];

const SCHEDULE_1_AMOUNTS = [...SCHEDULE_1_PRESENT, ...SCHEDULE_1_PREVIOUS, ...SCHEDULE_1_TOTALS];

/** Schedule 1 columns 8 to 11: the previous employer's TIN, employment status, period and reason of separation. */
function previousEmployerFields(r: AlphalistRow): string[] {
  return [
    r.previous_employer_tin ? tin(r.previous_employer_tin) : '',
    r.previous_employment_status ?? '',
    date(r.previous_period_from ?? ''),
    date(r.previous_period_to ?? ''),
    r.previous_separation_reason ?? '',
  ];
}

const SCHEDULE_2_AMOUNTS: (keyof AlphalistRow)[] = [
  'smw_per_day',
  'smw_per_month',
  'smw_per_year',
  'gross_compensation',
  'mwe_basic',
  'mwe_holiday_pay',
  'mwe_overtime_pay',
  'mwe_night_differential',
  'mwe_hazard_pay',
  'nt_thirteenth_month_other_benefits',
  'nt_de_minimis',
  'nt_contributions',
  'nt_salaries_other',
  'total_non_taxable',
  'taxable_thirteenth_month_other_benefits',
  'taxable_salaries_other',
  'total_taxable_present',
  'tax_due',
  'tax_withheld_present_jan_nov',
  'year_end_adjustment',
  'tax_withheld_as_adjusted',
];

export function alphalistFileName(agent: WithholdingAgent, year: number): string {
  return `${tin(agent.tin)}${agent.branch_code.padStart(4, '0').slice(-4)}1231${year}1604C.DAT`;
}

/** The file's text: lines ending in CRLF, as the BIR module reads them. */
export function alphalistDat(agent: WithholdingAgent, year: number, rows: readonly AlphalistRow[]): string {
  const branch = agent.branch_code.padStart(4, '0').slice(-4);
  const period = `12/31/${year}`;
  const lines = [
    ['H1604C', tin(agent.tin), branch, period, datText(agent.name), datText(agent.address), agent.zip_code, agent.rdo_code].join(','),
  ];
  for (const schedule of [1, 2] as const) {
    const list = rows.filter((r) => r.schedule === schedule);
    if (list.length === 0) continue;
    const fields = schedule === 1 ? SCHEDULE_1_AMOUNTS : SCHEDULE_2_AMOUNTS;
    for (const r of list) {
      lines.push(
        [
          `D${schedule}`,
          '1604C',
          tin(agent.tin),
          branch,
          period,
          String(r.sequence_no),
          tin(r.tin),
          '0000',
          datText(r.last_name),
          datText(r.first_name),
          datText(r.middle_name),
          schedule === 1 ? datText(r.nationality) : datText(r.region),
          r.employment_status,
          date(r.period_from),
          date(r.period_to),
          r.reason_of_separation,
          ...(schedule === 1
            ? [
                ...SCHEDULE_1_PRESENT.map((f) => amount(String(r[f] ?? '0'))),
                ...previousEmployerFields(r),
                ...SCHEDULE_1_PREVIOUS.map((f) => amount(String(r[f] ?? '0'))),
                ...SCHEDULE_1_TOTALS.map((f) => amount(String(r[f] ?? '0'))),
              ]
            : fields.map((f) => amount(String(r[f] ?? '0')))),
          r.substituted_filing ? 'Y' : 'N',
        ].join(','),
      );
    }
    const totals = fields.map((f) => centavosText(list.reduce((s, r) => s + toCentavos(String(r[f] ?? '0') || '0'), 0)));
    lines.push([`C${schedule}`, '1604C', tin(agent.tin), branch, period, String(list.length), ...totals].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
