/**
 * The statutory contributions deducted in one pay period: the month's SSS, PhilHealth and
 * Pag-IBIG amounts (tables chosen by the contribution month) and the part of each that the
 * deduction policy puts in this period.
 */
import { centavosText } from '@core/money';
import { periodBase, periodShare, type CutoffPosition, type DeductionPolicy, type PeriodBase } from './contribution-schedule';
import type { ExplanationValue } from './explanation';
import type { ComputedLine } from './lines';
import type { Centavos } from './money';
import { pagibigContribution } from './pagibig';
import { philhealthContribution } from './philhealth';
import { sssContribution } from './sss';
import type { PagIbigSchedule, PhilHealthSchedule, SssSchedule } from './statutory-tables/types';

/** Figures of the earlier periods of the same contribution month. */
export interface MonthToDate {
  /** SSS compensation / Pag-IBIG fund salary earned in earlier periods of the month. */
  readonly compensation: Centavos;
  /** Basic salary earned in earlier periods (PhilHealth base of daily-rated employees). */
  readonly basic_pay: Centavos;
  readonly sss_ee: Centavos;
  readonly sss_er: Centavos;
  readonly sss_ec: Centavos;
  readonly philhealth_ee: Centavos;
  readonly philhealth_er: Centavos;
  readonly pagibig_ee: Centavos;
  readonly pagibig_er: Centavos;
}

export const EMPTY_MONTH_TO_DATE: MonthToDate = {
  compensation: 0,
  basic_pay: 0,
  sss_ee: 0,
  sss_er: 0,
  sss_ec: 0,
  philhealth_ee: 0,
  philhealth_er: 0,
  pagibig_ee: 0,
  pagibig_er: 0,
};

export type SssBase = 'actual_month' | 'monthly_salary';
export type PhilhealthDailyBase = 'basic_earned' | 'monthly_equivalent';

export interface ContributionPolicies {
  readonly sss: DeductionPolicy;
  readonly philhealth: DeductionPolicy;
  readonly pagibig: DeductionPolicy;
  /** SSS on the month's actual compensation (default) or on the fixed monthly salary (docs/statutory.md §1.4). */
  readonly sss_base?: SssBase;
  /** PhilHealth of daily-paid staff on basic pay earned in the month (default) or on daily rate × factor ÷ 12 (§2). */
  readonly philhealth_daily_base?: PhilhealthDailyBase;
}

export interface PeriodContributionsInput {
  readonly contribution_month: string;
  readonly position: CutoffPosition;
  readonly policies: ContributionPolicies;
  readonly month_to_date: MonthToDate;
  readonly compensation: Centavos;
  readonly basic_pay: Centavos;
  /** Monthly-rated: the monthly basic salary (PhilHealth base, independent of the period's pay). */
  readonly monthly_basic_salary: Centavos | null;
  /** The monthly salary, or daily rate × days per year ÷ 12 for daily-paid staff: the fixed bases the policy may choose. */
  readonly monthly_salary_equivalent: Centavos;
  readonly sss: SssSchedule;
  readonly philhealth: PhilHealthSchedule;
  readonly pagibig: PagIbigSchedule;
}

export interface PeriodContributions {
  /** Employee shares (deductions). */
  readonly employee_lines: ComputedLine[];
  /** Employer shares (information lines, not deducted from pay). */
  readonly employer_lines: ComputedLine[];
  readonly sss_ee: Centavos;
  readonly sss_er: Centavos;
  readonly sss_ec: Centavos;
  readonly philhealth_ee: Centavos;
  readonly philhealth_er: Centavos;
  readonly pagibig_ee: Centavos;
  readonly pagibig_er: Centavos;
  readonly employee_total: Centavos;
  readonly employer_total: Centavos;
}

const SSS_BASIS = 'RA 11199; ph-statutory §1, §1.4';
const PHIC_BASIS = 'RA 11223 s.10; ph-statutory §2 (odd centavo: employee half rounded down)';
const HDMF_BASIS = 'RA 9679; HDMF Circular No. 460; ph-statutory §3';

function line(
  code: string,
  label: string,
  kind: ComputedLine['kind'],
  amount: Centavos,
  rule: string,
  legal_basis: string,
  version: string,
  inputs: ComputedLine['explanation']['inputs'],
): ComputedLine {
  return { code, label, kind, amount, explanation: { rule, legal_basis, table_version: version, inputs } };
}

const WHEN: Readonly<Record<DeductionPolicy, string>> = {
  second_cutoff: 'deducted in the last period of the month',
  first_cutoff: 'deducted in the first period of the month, trued up in the last',
  split: 'split across the periods of the month, trued up in the last',
  half_fixed: 'an equal part in each period of the month, without true-up',
};

function policyWords(policy: DeductionPolicy, projected: boolean): string {
  const when = WHEN[policy];
  return projected ? `${when}; month base projected from the month-to-date pay` : when;
}

type Inputs = Record<string, ExplanationValue>;

/** Adds how the month's amount was apportioned to a line's inputs (assigned, not spread: cheaper). */
function withPolicy(inputs: Inputs, month: string, base: PeriodBase, alreadyDeducted: Centavos): Inputs {
  inputs.contribution_month = month;
  inputs.month_base = centavosText(base.base);
  inputs.base_projected = base.projected;
  inputs.share_of_month_due = base.share.n / base.share.d;
  inputs.already_deducted_in_month = centavosText(alreadyDeducted);
  return inputs;
}

export function periodContributions(input: PeriodContributionsInput): PeriodContributions {
  const mtd = input.month_to_date;
  const month = input.contribution_month;
  const employeeLines: ComputedLine[] = [];
  const employerLines: ComputedLine[] = [];

  let sss_ee = 0;
  let sss_er = 0;
  let sss_ec = 0;
  const sssOnSalary = input.policies.sss_base === 'monthly_salary';
  const sssBase = periodBase(
    input.policies.sss,
    input.position,
    mtd.compensation,
    input.compensation,
    sssOnSalary ? input.monthly_salary_equivalent : null,
  );
  if (sssBase) {
    const c = sssContribution(sssBase.base, input.sss);
    const b = c.bracket;
    const msc = b ? centavosText(b.msc) : '0.00';
    const regularMsc = b ? centavosText(b.regular_ss_msc) : '0.00';
    const mpfMsc = b ? centavosText(b.mpf_msc) : '0.00';
    const fund = input.sss.provident_fund_name;
    const words = `${policyWords(input.policies.sss, sssBase.projected)}; ${sssOnSalary ? 'on the fixed monthly salary' : "on the month's actual compensation"}`;
    sss_ee = periodShare(c.ee_total, sssBase.share, sssBase.fixed ? 0 : mtd.sss_ee);
    sss_ec = periodShare(c.er_ec, sssBase.share, sssBase.fixed ? 0 : mtd.sss_ec);
    sss_er = periodShare(c.er_total - c.er_ec, sssBase.share, sssBase.fixed ? 0 : mtd.sss_er);
    employeeLines.push(
      line(
        'SSS_EE',
        'SSS contribution',
        'deduction',
        sss_ee,
        `employee share of the month (regular SS + ${fund}) for the MSC of the month's compensation, ${words}`,
        SSS_BASIS,
        input.sss.id,
        withPolicy(
          {
            msc,
            regular_ss_msc: regularMsc,
            mpf_msc: mpfMsc,
            provident_fund: fund,
            month_employee_share: centavosText(c.ee_total),
          },
          month,
          sssBase,
          mtd.sss_ee,
        ),
      ),
    );
    employerLines.push(
      line(
        'SSS_ER',
        'SSS employer share',
        'employer_share',
        sss_er,
        `employer share of the month (regular SS + ${fund}), ${words}`,
        SSS_BASIS,
        input.sss.id,
        withPolicy(
          {
            msc,
            regular_ss_msc: regularMsc,
            mpf_msc: mpfMsc,
            provident_fund: fund,
            month_employer_share: centavosText(c.er_total - c.er_ec),
          },
          month,
          sssBase,
          mtd.sss_er,
        ),
      ),
      line(
        'SSS_EC',
        'SSS employees\u2019 compensation (EC)',
        'employer_share',
        sss_ec,
        `EC of the month (10.00 below MSC 15,000, 30.00 from it), ${words}`,
        SSS_BASIS,
        input.sss.id,
        withPolicy(
          {
            msc,
            month_ec: centavosText(c.er_ec),
          },
          month,
          sssBase,
          mtd.sss_ec,
        ),
      ),
    );
  }

  let philhealth_ee = 0;
  let philhealth_er = 0;
  const dailyOnEquivalent = input.monthly_basic_salary === null && input.policies.philhealth_daily_base === 'monthly_equivalent';
  const phKnown = input.monthly_basic_salary ?? (dailyOnEquivalent ? input.monthly_salary_equivalent : null);
  const phBase = periodBase(input.policies.philhealth, input.position, mtd.basic_pay, input.basic_pay, phKnown);
  if (phBase) {
    const c = philhealthContribution(phBase.base, input.philhealth);
    const basis =
      input.monthly_basic_salary !== null
        ? 'on the monthly basic salary'
        : dailyOnEquivalent
          ? 'on daily rate × days per year ÷ 12'
          : 'on basic pay earned in the month';
    const words = `${policyWords(input.policies.philhealth, phBase.projected)}; ${basis}`;
    const rate = input.philhealth.rate_bp / 10_000;
    philhealth_ee = periodShare(c.ee, phBase.share, phBase.fixed ? 0 : mtd.philhealth_ee);
    philhealth_er = periodShare(c.er, phBase.share, phBase.fixed ? 0 : mtd.philhealth_er);
    employeeLines.push(
      line(
        'PHILHEALTH_EE',
        'PhilHealth contribution',
        'deduction',
        philhealth_ee,
        `half of the month's premium on the monthly basic salary within the floor and ceiling, rounded down to the centavo, ${words}`,
        PHIC_BASIS,
        input.philhealth.id,
        withPolicy(
          {
            premium_base: centavosText(c.base),
            rate,
            month_premium: centavosText(c.premium),
            month_employee_share: centavosText(c.ee),
          },
          month,
          phBase,
          mtd.philhealth_ee,
        ),
      ),
    );
    employerLines.push(
      line(
        'PHILHEALTH_ER',
        'PhilHealth employer share',
        'employer_share',
        philhealth_er,
        `premium less the employee share, ${words}`,
        PHIC_BASIS,
        input.philhealth.id,
        withPolicy(
          {
            premium_base: centavosText(c.base),
            rate,
            month_premium: centavosText(c.premium),
            month_employer_share: centavosText(c.er),
          },
          month,
          phBase,
          mtd.philhealth_er,
        ),
      ),
    );
  }

  let pagibig_ee = 0;
  let pagibig_er = 0;
  const hdmfBase = periodBase(input.policies.pagibig, input.position, mtd.compensation, input.compensation, null);
  if (hdmfBase) {
    const c = pagibigContribution(hdmfBase.base, input.pagibig);
    const words = policyWords(input.policies.pagibig, hdmfBase.projected);
    pagibig_ee = periodShare(c.ee, hdmfBase.share, hdmfBase.fixed ? 0 : mtd.pagibig_ee);
    pagibig_er = periodShare(c.er, hdmfBase.share, hdmfBase.fixed ? 0 : mtd.pagibig_er);
    employeeLines.push(
      line(
        'PAGIBIG_EE',
        'Pag-IBIG contribution',
        'deduction',
        pagibig_ee,
        `employee rate (1 % up to 1,500, else 2 %) × fund salary capped at the maximum, ${words}`,
        HDMF_BASIS,
        input.pagibig.id,
        withPolicy(
          {
            capped_fund_salary: centavosText(c.base),
            max_fund_salary: centavosText(input.pagibig.max_fund_salary),
            employee_rate: c.ee_rate_bp / 10_000,
            month_employee_share: centavosText(c.ee),
          },
          month,
          hdmfBase,
          mtd.pagibig_ee,
        ),
      ),
    );
    employerLines.push(
      line(
        'PAGIBIG_ER',
        'Pag-IBIG employer share',
        'employer_share',
        pagibig_er,
        `2 % × fund salary capped at the maximum, ${words}`,
        HDMF_BASIS,
        input.pagibig.id,
        withPolicy(
          {
            capped_fund_salary: centavosText(c.base),
            max_fund_salary: centavosText(input.pagibig.max_fund_salary),
            employer_rate: input.pagibig.er_rate_bp / 10_000,
            month_employer_share: centavosText(c.er),
          },
          month,
          hdmfBase,
          mtd.pagibig_er,
        ),
      ),
    );
  }

  return {
    employee_lines: employeeLines,
    employer_lines: employerLines,
    sss_ee,
    sss_er,
    sss_ec,
    philhealth_ee,
    philhealth_er,
    pagibig_ee,
    pagibig_er,
    employee_total: sss_ee + philhealth_ee + pagibig_ee,
    employer_total: sss_er + sss_ec + philhealth_er + pagibig_er,
  };
}
