import { centavosText } from '@core/money';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';
import { annualizationRunsResource, previousEmployerIncomesResource } from '@core/resources/annualizations.resource';
import { annualizationRunsWorkflow } from '@core/resources/annualizations.workflow';
import type { CrudOptionsByResource } from '../../../http/crud';
import { callerCompanyId } from '../company';
import { compensationByEmployee, yearSpan } from '../bir/compensation-source';
import { annualIncomeTax, selectVersion } from '../engine';
import { centavos } from '../processing/payslip-builder';
import { loadStatutoryTables } from '../tables/load-tables';
import { typeIdOf, type BatchKind, type CrudValidate, type Payable } from './batch-kind';
import { yearEndLine } from './year-end-line';
import { insertLines } from './batch-lines';
import { refuseOwnRows } from '../../audit/own-record';

// The year-end annualisation run (docs/domain.md §14.10): for each employee with a payslip in the
// group's last regular period of the year, the year's taxable compensation from the posted
// payslips the BIR 2316 reads (compensation-source) plus the target period's computed
// payslip plus previous employers' income, taxed by the engine's annual table.

export const TAX_ADJUSTMENT_TYPE = 'TAX_ADJUSTMENT';

const validateRun: CrudValidate = async (values, context) => {
  const period = await context.trx
    .selectFrom('payroll_periods')
    .select(['id', 'code', 'year', 'period_type', 'is_last_regular_of_year', 'payroll_group_id'])
    .where('id', '=', Number(values.target_payroll_period_id))
    .executeTakeFirst();
  if (!period) return;
  if (period.period_type !== 'regular' || !period.is_last_regular_of_year) {
    context.problems.add('target_payroll_period_id', `${period.code} is not the last regular period of its year; choose that period.`);
    return;
  }
  if (Number(values.year) !== period.year) {
    context.problems.add('target_payroll_period_id', `${period.code} is in ${period.year}, not ${String(values.year)}.`);
    return;
  }
  let other = context.trx
    .selectFrom('annualization_runs')
    .select('id')
    .where('payroll_group_id', '=', period.payroll_group_id)
    .where('year', '=', period.year)
    .where('status', '<>', 'cancelled');
  if (context.existing) other = other.where('id', '<>', Number(context.existing.id));
  if (await other.executeTakeFirst()) {
    context.problems.add('target_payroll_period_id', `This group already has a year-end run for ${period.year}; cancel it first.`);
  }
};

/** Rebuilds the run's annualisations; returns the count of adjustments and their net total. */
export async function computeYearEnd(trx: Database, runId: number): Promise<{ employee_count: number; total_amount: string }> {
  const run = await trx.selectFrom('annualization_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const target = await trx
    .selectFrom('payroll_periods')
    .select(['id', 'code', 'status', 'pay_date'])
    .where('id', '=', run.target_payroll_period_id)
    .executeTakeFirstOrThrow();
  if (!['computed', 'prooflisted'].includes(target.status)) {
    throw new ConflictError(
      `${target.code} is ${target.status}: compute it first, since its pay is part of the year's taxable compensation.`,
    );
  }
  const year = run.year;
  const companyId = Number(run.company_id);
  const separated = trx
    .selectFrom('annualizations')
    .select('employee_id')
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .where('annualization_type', '=', 'separation')
    .where('status', '<>', 'cancelled');
  const slips = await trx
    .selectFrom('payslips as s')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .select([
      's.employee_id',
      's.gross_pay',
      's.taxable_compensation',
      's.withholding_tax',
      's.is_minimum_wage_earner',
      'e.hire_date',
      'e.separation_date',
    ])
    .where('s.payroll_period_id', '=', target.id)
    .where('s.status', '=', 'computed')
    .where('e.company_id', '=', companyId)
    .where('s.employee_id', 'not in', separated)
    .orderBy('s.employee_id')
    .execute();
  const ids = slips.map((s) => Number(s.employee_id));
  const [posted, previous, tables] = await Promise.all([
    ids.length ? compensationByEmployee(trx, companyId, yearSpan(year), ids) : Promise.resolve([]),
    trx
      .selectFrom('previous_employer_incomes')
      .select((eb) => [
        'employee_id',
        eb.fn.sum<string>('taxable_compensation').as('taxable'),
        eb.fn.sum<string>(eb('non_taxable_compensation', '+', eb.ref('thirteenth_month_and_other_benefits'))).as('non_taxable'),
        eb.fn.sum<string>('tax_withheld').as('withheld'),
      ])
      .where('employee_id', 'in', ids.length ? ids : [0])
      .where('year', '=', year)
      .groupBy('employee_id')
      .execute(),
    loadStatutoryTables(trx),
  ]);
  const table = selectVersion(tables.annual_tax, target.pay_date, 'annual income tax table');
  const postedOf = new Map(posted.map((p) => [p.employee_id, p]));
  const previousOf = new Map(previous.map((p) => [Number(p.employee_id), p]));

  await trx.deleteFrom('annualizations').where('annualization_run_id', '=', runId).execute();
  let total = 0;
  let count = 0;
  const lines = slips.map((s) => {
    const id = Number(s.employee_id);
    const ytd = postedOf.get(id);
    const prior = previousOf.get(id);
    const gross = centavos(s.gross_pay);
    const taxable = centavos(s.taxable_compensation);
    const presentTaxable = (ytd?.taxable ?? 0) + taxable;
    const presentWithheld = (ytd?.tax_withheld ?? 0) + centavos(s.withholding_tax);
    const previousTaxable = centavos(prior?.taxable);
    const isMwe = s.is_minimum_wage_earner && (ytd?.is_mwe ?? true);
    const figures = yearEndLine(
      {
        present_taxable: presentTaxable,
        previous_taxable: previousTaxable,
        present_withheld: presentWithheld,
        previous_withheld: centavos(prior?.withheld),
        exempt_mwe: isMwe && presentTaxable + previousTaxable <= 0,
      },
      (amount) => annualIncomeTax(amount, table).tax,
    );
    if (figures.tax_adjustment !== 0) count += 1;
    total += figures.tax_adjustment;
    const wholeYear = s.hire_date <= `${year}-01-01` && (s.separation_date === null || s.separation_date > `${year}-12-31`);
    return {
      company_id: companyId,
      annualization_run_id: runId,
      employee_id: id,
      year,
      annualization_type: 'year_end',
      target_payroll_period_id: target.id,
      is_mwe: isMwe,
      present_gross: centavosText((ytd?.gross ?? 0) + gross),
      present_non_taxable: centavosText((ytd?.total_non_taxable ?? 0) + gross - taxable),
      present_taxable: centavosText(presentTaxable),
      previous_taxable: centavosText(previousTaxable),
      previous_non_taxable: centavosText(centavos(prior?.non_taxable)),
      previous_tax_withheld: centavosText(centavos(prior?.withheld)),
      total_taxable: centavosText(figures.total_taxable),
      tax_due: centavosText(figures.tax_due),
      tax_withheld_present: centavosText(presentWithheld),
      tax_adjustment: centavosText(figures.tax_adjustment),
      adjustment_kind: figures.adjustment_kind,
      // one employer the whole year, compensation only; the adjustment makes tax withheld equal tax due (§4.8)
      substituted_filing_eligible: wholeYear && !prior,
      status: 'computed',
    };
  });
  await insertLines(trx, 'annualizations', lines);
  return { employee_count: count, total_amount: centavosText(total) };
}

/** One TAX_ADJUSTMENT entry per employee with an adjustment: positive withheld, negative refunded. */
async function yearEndPayables(trx: Database, runId: number): Promise<Payable[]> {
  const rows = await trx
    .selectFrom('annualizations')
    .select(['id', 'employee_id', 'tax_adjustment'])
    .where('annualization_run_id', '=', runId)
    .where('tax_adjustment', '<>', '0')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ employee_id: Number(r.employee_id), amount: String(r.tax_adjustment), line_ids: [Number(r.id)] }));
}

export const yearEndKind: BatchKind<'annualization_runs', 'annualizations'> = {
  definition: annualizationRunsResource,
  workflow: annualizationRunsWorkflow,
  table: 'annualization_runs',
  lines: 'annualizations',
  batchColumn: 'annualization_run_id',
  source: 'year_end',
  linesHaveStatus: true,
  compute: computeYearEnd,
  payment: async (trx, batch) => ({
    typeId: await typeIdOf(trx, TAX_ADJUSTMENT_TYPE),
    remarks: `Year-end tax adjustment ${String(batch.year)} (run ${String(batch.id)})`,
  }),
  validate: validateRun,
  payables: yearEndPayables,
};

/** Previous employers' income: within its year, for an employee of the caller's company, one row per employer and year. */
export function previousEmployerCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(previousEmployerIncomesResource.name, {
    validate: async (values, context) => {
      const year = String(values.year);
      for (const field of ['period_from', 'period_to'] as const) {
        const date = String(values[field] ?? '');
        if (date && date.slice(0, 4) !== year) context.problems.add(field, `The date must be in ${year}.`);
      }
      if (values.period_from && values.period_to && String(values.period_from) > String(values.period_to)) {
        context.problems.add('period_to', 'The employment must end on or after it started.');
      }
      const companyId = await callerCompanyId(context.trx, context.request);
      const employee = await context.trx
        .selectFrom('employees')
        .select('id')
        .where('id', '=', Number(values.employee_id))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!employee) context.problems.add('employee_id', 'The selected employee is invalid.');
      let same = context.trx
        .selectFrom('previous_employer_incomes')
        .select('id')
        .where('employee_id', '=', Number(values.employee_id))
        .where('year', '=', Number(values.year))
        .where('employer_tin', '=', String(values.employer_tin));
      if (context.existing) same = same.where('id', '<>', Number(context.existing.id));
      if (await same.executeTakeFirst()) {
        context.problems.add('employer_tin', `This employer is already entered for the employee in ${year}.`);
      }
    },
  });
  crud.set(
    previousEmployerIncomesResource.name,
    refuseOwnRows(crud.get(previousEmployerIncomesResource.name)!, 'income from previous employers'),
  );
}
