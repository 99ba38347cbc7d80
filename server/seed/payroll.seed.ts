import { sql, type InsertObject } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SeedContext } from './context';
import { DEFAULT_STATUTORY_TABLES, type DayType } from '../modules/payroll/engine/statutory-tables';
import {
  annualToRows,
  deMinimisToRows,
  otherBenefitsToRows,
  pagibigToRows,
  philhealthToRows,
  premiumsToRows,
  sssToRows,
  withholdingToRows,
  type VersionWithRows,
} from '../modules/payroll/tables/statutory-rows';
import { regularPeriods, type GroupCalendar } from '../modules/payroll/periods/period-calendar';

// The payroll set-up of the demo company: accounts, transaction classes and
// types, loan types, banks, payroll groups with this year's calendar, the
// premium matrix, agency registrations and every government table version the
// engine carries (docs/statutory.md). Every demo employee is put in a group.

const ACCOUNTS = [
  ['1010', 'Cash in bank - payroll account', 'asset'],
  ['1210', 'Advances to employees', 'asset'],
  ['1220', 'Loans receivable - employees', 'asset'],
  ['2110', 'Accrued salaries and wages payable', 'liability'],
  ['2120', 'SSS contributions payable', 'liability'],
  ['2121', 'SSS loans payable', 'liability'],
  ['2130', 'PhilHealth contributions payable', 'liability'],
  ['2140', 'Pag-IBIG contributions payable', 'liability'],
  ['2141', 'Pag-IBIG loans payable', 'liability'],
  ['2150', 'Withholding tax on compensation payable', 'liability'],
  ['2160', 'Other payroll deductions payable', 'liability'],
  ['6010', 'Salaries and wages', 'expense'],
  ['6020', 'Overtime, premium and holiday pay', 'expense'],
  ['6030', 'Allowances and de minimis benefits', 'expense'],
  ['6040', '13th month pay and bonuses', 'expense'],
  ['6050', 'SSS, PhilHealth and Pag-IBIG employer contributions', 'expense'],
  ['6060', 'Separation and retirement benefits', 'expense'],
] as const;

const CLASSES = [
  ['BASIC', 'Basic pay', 'earning', 'earnings'],
  ['TIME_DEDUCTIONS', 'Absences, tardiness and undertime', 'earning', 'earnings'],
  ['PREMIUMS', 'Overtime, night and premium pay', 'earning', 'earnings'],
  ['HOLIDAY_PAY', 'Holiday pay', 'earning', 'earnings'],
  ['ALLOWANCES_TAXABLE', 'Taxable allowances', 'earning', 'earnings'],
  ['ALLOWANCES_DE_MINIMIS', 'De minimis benefits', 'earning', 'earnings'],
  ['OTHER_BENEFITS', '13th month pay and other benefits', 'earning', 'earnings'],
  ['OTHER_EARNINGS', 'Other earnings', 'earning', 'earnings'],
  ['ADJUSTMENTS', 'Adjustments', 'earning', 'earnings'],
  ['STATUTORY_EE', 'Government contributions', 'deduction', 'deductions'],
  ['WITHHOLDING_TAX', 'Withholding tax', 'deduction', 'deductions'],
  ['LOANS', 'Loans', 'deduction', 'deductions'],
  ['OTHER_DEDUCTIONS', 'Other deductions', 'deduction', 'deductions'],
  ['EMPLOYER_SHARE', 'Employer contributions', 'employer_share', 'employer_contributions'],
] as const;

type TypeSeed = [code: string, name: string, klass: string, treatment: string, box: string, debit: string, credit: string, flags?: string];
// flags: 1 = 13th month basis, s/p/g = SSS/PhilHealth/Pag-IBIG basis, r = recurring, m = manual, M = MWE box
const TYPES: TypeSeed[] = [
  ['BASIC_PAY', 'Basic pay', 'BASIC', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['ABSENCE', 'Absences', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['LATE', 'Tardiness', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['UNDERTIME', 'Undertime', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['UNPAID_LEAVE', 'Leave without pay', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['SUSPENSION', 'Suspension', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['SPECIAL_DAY_NWNP', 'Special day, no work no pay', 'TIME_DEDUCTIONS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['HOLIDAY_PAY', 'Holiday pay', 'HOLIDAY_PAY', 'taxable_exempt_for_mwe', 'other_taxable_supplementary', '6020', '2110', 'sg'],
  [
    'ADDITIONAL_HOLIDAY_PAY',
    'Additional holiday pay',
    'HOLIDAY_PAY',
    'taxable_exempt_for_mwe',
    'other_taxable_supplementary',
    '6020',
    '2110',
    'sg',
  ],
  ['OVERTIME_PAY', 'Overtime pay', 'PREMIUMS', 'taxable_exempt_for_mwe', 'overtime_pay', '6020', '2110', 'sg'],
  ['NIGHT_DIFFERENTIAL', 'Night differential', 'PREMIUMS', 'taxable_exempt_for_mwe', 'other_taxable_supplementary', '6020', '2110', 'sg'],
  ['REST_DAY_PAY', 'Rest day pay', 'PREMIUMS', 'taxable_exempt_for_mwe', 'other_taxable_supplementary', '6020', '2110', 'sg'],
  ['HOLIDAY_PREMIUM', 'Holiday premium', 'PREMIUMS', 'taxable_exempt_for_mwe', 'other_taxable_supplementary', '6020', '2110', 'sg'],
  ['THIRTEENTH_MONTH', '13th month pay', 'OTHER_BENEFITS', 'other_benefits', 'thirteenth_month_and_other_benefits', '6040', '2110'],
  ['LEAVE_CONVERSION_NT', 'Leave conversion (non-taxable)', 'OTHER_EARNINGS', 'de_minimis', 'de_minimis', '6010', '2110'],
  ['LEAVE_CONVERSION_TX', 'Leave conversion (taxable)', 'OTHER_EARNINGS', 'taxable', 'other_taxable_supplementary', '6010', '2110'],
  ['RETRO_PAY', 'Retroactive pay', 'OTHER_EARNINGS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['TIMESHEET_ADJUSTMENT', 'Timesheet adjustment', 'ADJUSTMENTS', 'taxable_exempt_for_mwe', 'basic_salary', '6010', '2110', '1spg'],
  ['SERVICE_CHARGE', 'Service charge share', 'OTHER_EARNINGS', 'taxable', 'other_taxable_supplementary', '6030', '2110', 'sg'],
  ['SEPARATION_PAY', 'Separation pay', 'OTHER_EARNINGS', 'non_taxable', 'other_non_taxable', '6060', '2110'],
  ['RETIREMENT_PAY', 'Retirement pay', 'OTHER_EARNINGS', 'non_taxable', 'other_non_taxable', '6060', '2110'],
  ['RICE_SUBSIDY', 'Rice subsidy', 'ALLOWANCES_DE_MINIMIS', 'de_minimis', 'de_minimis', '6030', '2110', 'rm'],
  ['TRANSPORTATION_ALLOWANCE', 'Transportation allowance', 'ALLOWANCES_TAXABLE', 'taxable', 'transportation', '6030', '2110', 'sgrm'],
  ['BONUS', 'Bonus', 'OTHER_BENEFITS', 'other_benefits', 'thirteenth_month_and_other_benefits', '6040', '2110', 'm'],
  ['SSS_EE', 'SSS contribution', 'STATUTORY_EE', 'statutory_contribution', 'contributions_and_union_dues', '2110', '2120'],
  ['PHILHEALTH_EE', 'PhilHealth contribution', 'STATUTORY_EE', 'statutory_contribution', 'contributions_and_union_dues', '2110', '2130'],
  ['PAGIBIG_EE', 'Pag-IBIG contribution', 'STATUTORY_EE', 'statutory_contribution', 'contributions_and_union_dues', '2110', '2140'],
  ['SSS_ER', 'SSS employer share', 'EMPLOYER_SHARE', 'not_applicable', 'none', '6050', '2120'],
  ['SSS_EC', 'SSS employees\u2019 compensation', 'EMPLOYER_SHARE', 'not_applicable', 'none', '6050', '2120'],
  ['PHILHEALTH_ER', 'PhilHealth employer share', 'EMPLOYER_SHARE', 'not_applicable', 'none', '6050', '2130'],
  ['PAGIBIG_ER', 'Pag-IBIG employer share', 'EMPLOYER_SHARE', 'not_applicable', 'none', '6050', '2140'],
  ['WITHHOLDING_TAX', 'Withholding tax', 'WITHHOLDING_TAX', 'not_applicable', 'none', '2110', '2150'],
  ['TAX_ADJUSTMENT', 'Year-end tax adjustment', 'WITHHOLDING_TAX', 'not_applicable', 'none', '2110', '2150'],
  ['DEFERRED_CARRY_OVER', 'Deferred deduction carried over', 'OTHER_DEDUCTIONS', 'not_applicable', 'none', '2110', '2160'],
  // final pay (docs/domain.md §14.9 steps 7–8): manual lines of a final-pay case, paid through its final_pay period
  ['OTHER_EARNING', 'Other earning (final pay)', 'OTHER_EARNINGS', 'taxable', 'other_taxable_supplementary', '6030', '2110'],
  ['CASH_BOND_REFUND', 'Cash bond refund', 'OTHER_DEDUCTIONS', 'not_applicable', 'none', '2110', '2160'],
  ['FINAL_PAY_DEDUCTION', 'Final pay deduction (accountability)', 'OTHER_DEDUCTIONS', 'not_applicable', 'none', '2110', '2160'],
  ['SSS_LOAN', 'SSS loan amortisation', 'LOANS', 'not_applicable', 'none', '2110', '2121'],
  ['PAGIBIG_LOAN', 'Pag-IBIG loan amortisation', 'LOANS', 'not_applicable', 'none', '2110', '2141'],
  ['COMPANY_LOAN', 'Company loan amortisation', 'LOANS', 'not_applicable', 'none', '2110', '1220'],
  ['CASH_ADVANCE', 'Cash advance deduction', 'LOANS', 'not_applicable', 'none', '2110', '1210'],
];
const MWE_BOX: Record<string, string> = {
  BASIC_PAY: 'mwe_basic',
  ABSENCE: 'mwe_basic',
  LATE: 'mwe_basic',
  UNDERTIME: 'mwe_basic',
  UNPAID_LEAVE: 'mwe_basic',
  SUSPENSION: 'mwe_basic',
  SPECIAL_DAY_NWNP: 'mwe_basic',
  RETRO_PAY: 'mwe_basic',
  TIMESHEET_ADJUSTMENT: 'mwe_basic',
  HOLIDAY_PAY: 'mwe_holiday_pay',
  ADDITIONAL_HOLIDAY_PAY: 'mwe_holiday_pay',
  HOLIDAY_PREMIUM: 'mwe_holiday_pay',
  OVERTIME_PAY: 'mwe_overtime_pay',
  REST_DAY_PAY: 'mwe_overtime_pay',
  NIGHT_DIFFERENTIAL: 'mwe_night_differential',
};
const USER_TYPES = new Set([
  'RICE_SUBSIDY',
  'TRANSPORTATION_ALLOWANCE',
  'BONUS',
  'SSS_LOAN',
  'PAGIBIG_LOAN',
  'COMPANY_LOAN',
  'CASH_ADVANCE',
]);

const LOAN_TYPES = [
  ['SSS-SAL', 'SSS salary loan', 'sss', 'salary', 'SSS_LOAN', 'none', 24, 10],
  ['SSS-CAL', 'SSS calamity loan', 'sss', 'calamity', 'SSS_LOAN', 'none', 27, 11],
  ['HDMF-MPL', 'Pag-IBIG multi-purpose loan', 'pagibig', 'multi_purpose', 'PAGIBIG_LOAN', 'none', 24, 20],
  ['HDMF-CAL', 'Pag-IBIG calamity loan', 'pagibig', 'calamity', 'PAGIBIG_LOAN', 'none', 36, 21],
  ['HDMF-HSG', 'Pag-IBIG housing loan', 'pagibig', 'housing', 'PAGIBIG_LOAN', 'none', 360, 22],
  ['CO-SAL', 'Company salary loan', 'company', 'salary', 'COMPANY_LOAN', 'diminishing', 12, 30],
  ['CO-CA', 'Cash advance', 'company', 'cash_advance', 'CASH_ADVANCE', 'none', 2, 31],
] as const;

const BANKS = [
  ['BDO', 'BDO Unibank', 'Makati Ayala Avenue', '001230045678', 'bdo', 12],
  ['BPI', 'Bank of the Philippine Islands', 'Ayala Triangle', '3081234567', 'bpi', 10],
  ['MBTC', 'Metrobank', 'Cebu IT Park', '1237123456789', 'metrobank', 13],
  ['LBP', 'Land Bank of the Philippines', 'Davao Lanang', '0123456789', 'landbank', 10],
] as const;

const STORE_UNITS = ['ST-MKT', 'ST-QC', 'ST-PSG', 'ST-CEB', 'ST-DVO'];

type GroupSeed = Omit<GroupCalendar, 'code'> & { code: string; name: string; rate_basis: string; days_per_year: string; bank: string };
const GROUPS: GroupSeed[] = [
  {
    code: 'SM-OFFICE',
    name: 'Semi-monthly, monthly-paid head office staff',
    pay_frequency: 'semi_monthly',
    rate_basis: 'monthly',
    days_per_year: '261',
    bank: 'BDO',
    first_cutoff_start_day: 26,
    first_cutoff_end_day: 10,
    first_pay_day: 15,
    second_cutoff_start_day: 11,
    second_cutoff_end_day: 25,
    second_pay_day: 31,
    week_start_day: null,
    pay_days_after_cutoff: null,
    sss_schedule: 'split',
    philhealth_schedule: 'split',
    pagibig_schedule: 'split',
  },
  {
    code: 'SM-STORE',
    name: 'Semi-monthly, daily-paid store staff',
    pay_frequency: 'semi_monthly',
    rate_basis: 'daily',
    days_per_year: '313',
    bank: 'BPI',
    first_cutoff_start_day: 1,
    first_cutoff_end_day: 15,
    first_pay_day: 20,
    second_cutoff_start_day: 16,
    second_cutoff_end_day: 31,
    second_pay_day: 5,
    week_start_day: null,
    pay_days_after_cutoff: null,
    sss_schedule: 'second_cutoff',
    philhealth_schedule: 'second_cutoff',
    pagibig_schedule: 'second_cutoff',
  },
  {
    code: 'WK-LOG',
    name: 'Weekly, daily-paid warehouse and delivery staff',
    pay_frequency: 'weekly',
    rate_basis: 'daily',
    days_per_year: '313',
    bank: 'MBTC',
    first_cutoff_start_day: null,
    first_cutoff_end_day: null,
    first_pay_day: null,
    second_cutoff_start_day: null,
    second_cutoff_end_day: null,
    second_pay_day: null,
    week_start_day: 1,
    pay_days_after_cutoff: 5,
    sss_schedule: 'second_cutoff',
    philhealth_schedule: 'second_cutoff',
    pagibig_schedule: 'second_cutoff',
  },
];

/** The versioned statutory tables, their row tables and the rows' key to their version. */
type VersionedTable = 'contribution_tables' | 'tax_tables';
type VersionRowTable = 'contribution_brackets' | 'tax_brackets' | 'benefit_ceilings';

// statutory-rows.ts builds each version's header and rows from the published schedules as
// loose records (its Row), column by column for these tables: here they are taken as such.
async function insertVersions<T extends VersionedTable, R extends VersionRowTable>(
  db: Database,
  table: T,
  rowTable: R,
  foreignKey: keyof DB[R] & string,
  versions: VersionWithRows[],
): Promise<void> {
  for (const version of versions) {
    const { id } = await db
      .insertInto(table)
      .values(version.table as InsertObject<DB, T>)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto(rowTable)
      .values(version.rows.map((r) => ({ ...r, [foreignKey]: id }) as InsertObject<DB, R>))
      .execute();
  }
}

const ids = (rows: Array<{ id: number; code: string }>) => new Map(rows.map((r) => [r.code, r.id]));

export async function seedPayroll(db: Database, context: SeedContext): Promise<void> {
  const accounts = await db
    .insertInto('chart_of_accounts')
    .values(
      ACCOUNTS.map(([code, name, type]) => ({
        account_code: code,
        account_name: name,
        account_type: type,
        normal_balance: type === 'asset' || type === 'expense' ? 'debit' : 'credit',
      })),
    )
    .returning(['id', 'account_code as code'])
    .execute();
  const accountId = ids(accounts);

  const classes = ids(
    await db
      .insertInto('transaction_classes')
      .values(
        CLASSES.map(([code, name, nature, section], i) => ({
          code,
          name,
          nature,
          payslip_section: section,
          sort_order: (i + 1) * 10,
          is_system: true,
        })),
      )
      .returning(['id', 'code'])
      .execute(),
  );

  const types = ids(
    await db
      .insertInto('transaction_types')
      .values(
        TYPES.map(([code, name, klass, treatment, box, debit, credit, flags = '']) => ({
          code,
          name,
          transaction_class_id: classes.get(klass)!,
          tax_treatment: treatment,
          de_minimis_ceiling: code === 'RICE_SUBSIDY' ? '2000.00' : null,
          de_minimis_ceiling_period: code === 'RICE_SUBSIDY' ? 'month' : null,
          de_minimis_ceiling_days: code === 'LEAVE_CONVERSION_NT' ? '10' : null,
          thirteenth_month_basis: flags.includes('1'),
          sss_basis: flags.includes('s'),
          philhealth_basis: flags.includes('p'),
          pagibig_basis: flags.includes('g'),
          bir_2316_box: box,
          bir_2316_mwe_box: MWE_BOX[code] ?? null,
          debit_account_id: accountId.get(debit)!,
          credit_account_id: accountId.get(credit)!,
          allow_recurring: flags.includes('r'),
          allow_manual: flags.includes('m') || klass === 'LOANS' || klass === 'OTHER_DEDUCTIONS',
          deduction_priority: klass === 'LOANS' ? 50 : klass === 'OTHER_DEDUCTIONS' ? 90 : null,
          is_system: !USER_TYPES.has(code),
        })),
      )
      .returning(['id', 'code'])
      .execute(),
  );

  await db
    .insertInto('loan_types')
    .values(
      LOAN_TYPES.map(([code, name, lender, category, type, method, term, priority]) => ({
        code,
        name,
        lender,
        loan_category: category,
        transaction_type_id: types.get(type)!,
        interest_method: method,
        interest_rate_annual: method === 'none' ? null : '0.06000',
        default_term_months: term,
        priority,
        deduction_schedule: lender === 'company' ? 'every_period' : 'second_cutoff',
      })),
    )
    .execute();

  const banks = ids(
    await db
      .insertInto('banks')
      .values(
        BANKS.map(([code, name, branch, account, format, length]) => ({
          code,
          name,
          branch,
          company_account_no: account,
          company_account_name: 'Bayanihan Retail Corporation',
          company_code: `BRC-${code}`,
          file_format: format,
          account_no_length: length,
        })),
      )
      .returning(['id', 'code'])
      .execute(),
  );

  const groups = ids(
    await db
      .insertInto('payroll_groups')
      .values(GROUPS.map(({ bank, ...group }) => ({ ...group, company_id: context.companyId, default_bank_id: banks.get(bank) })))
      .returning(['id', 'code'])
      .execute(),
  );

  const year = Number(context.today.slice(0, 4));
  await db
    .insertInto('payroll_periods')
    .values(
      GROUPS.flatMap((group) =>
        regularPeriods(group, year).map((p) => ({ ...p, payroll_group_id: groups.get(group.code)!, status: 'open' })),
      ),
    )
    .execute();

  const typeOfPremium = (dayType: DayType, hourType: string, night: boolean) => {
    if (hourType === 'overtime') return types.get('OVERTIME_PAY')!;
    if (night) return types.get('NIGHT_DIFFERENTIAL')!;
    if (dayType === 'ordinary') return types.get('BASIC_PAY')!;
    return types.get(dayType === 'rest_day' ? 'REST_DAY_PAY' : 'HOLIDAY_PREMIUM')!;
  };
  const tables = DEFAULT_STATUTORY_TABLES;
  await db
    .insertInto('overtime_rates')
    // premiumsToRows writes the overtime_rates columns as a loose record (statutory-rows.ts)
    .values(tables.premiums.flatMap((m) => premiumsToRows(m, typeOfPremium)) as InsertObject<DB, 'overtime_rates'>[])
    .execute();

  const common = {
    company_id: context.companyId,
    registered_name: 'Bayanihan Retail Corporation',
    registered_address: '18/F Tower One, Ayala Triangle, Ayala Avenue, San Lorenzo, Makati City',
    zip_code: '1226',
    employer_type: 'private',
    signatory_name: 'Maria Clara Santos',
    signatory_position: 'President and Chief Executive Officer',
    contact_person: 'Payroll Supervisor',
    contact_no: '(02) 8812 3456',
    email: 'payroll@bayanihanmart.example',
  };
  await db
    .insertInto('employer_registrations')
    .values([
      { ...common, agency: 'sss', registration_no: '0398765432' },
      { ...common, agency: 'philhealth', registration_no: '200123456789' },
      { ...common, agency: 'pagibig', registration_no: '201234567890' },
      {
        ...common,
        agency: 'bir',
        registration_no: '009876543',
        branch_code: '00000',
        rdo_code: '047',
        withholding_agent_category: 'private',
        filing_mode: 'efps',
        signatory_tin: '123456789',
      },
    ])
    .execute();

  await insertVersions(db, 'contribution_tables', 'contribution_brackets', 'contribution_table_id', [
    ...tables.sss.map(sssToRows),
    ...tables.philhealth.map(philhealthToRows),
    ...tables.pagibig.map(pagibigToRows),
  ]);
  await insertVersions(db, 'tax_tables', 'tax_brackets', 'tax_table_id', [
    ...tables.withholding.map(withholdingToRows),
    ...tables.annual_tax.map(annualToRows),
  ]);
  await insertVersions(db, 'tax_tables', 'benefit_ceilings', 'tax_table_id', [
    ...tables.de_minimis.map(deMinimisToRows),
    ...tables.other_benefits_exemption.map(otherBenefitsToRows),
  ]);

  // Stores are paid semi-monthly by the day, the warehouse weekly, everyone else
  // semi-monthly by the month; bank-paid employees are credited through their group's bank.
  const unit = (codes: string[]) => codes.map((c) => context.businessUnits.get(c)).filter((id): id is number => id !== undefined);
  const storeUnits = unit(STORE_UNITS);
  const warehouseUnits = unit(['LOG']);
  const groupCase = sql<number>`case
    when business_unit_id in (${sql.join(storeUnits)}) then ${groups.get('SM-STORE')}::bigint
    when business_unit_id in (${sql.join(warehouseUnits)}) then ${groups.get('WK-LOG')}::bigint
    else ${groups.get('SM-OFFICE')}::bigint end`;
  await db
    .updateTable('employees')
    .set({
      payroll_group_id: groupCase,
      bank_id: sql`case when payment_mode = 'bank' then (select default_bank_id from payroll_groups g where g.id = ${groupCase}) else bank_id end`,
    })
    .where('company_id', '=', context.companyId)
    .execute();
}
