import { finalize2316OfPeriod } from '../bir/certificate-2316.service';
import { centavosText } from '@core/money';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { manilaToday } from '../../../shared/company';
import { postConversionEntries } from '../../timekeeping/leave/leave-ledger';
import type { Explanation } from '../engine';
import { finalPayComputation } from '../engine/final-pay-calculator';
import { InvalidInputError } from '../engine/validate';
import { periodComputed, writePayslips, type PayslipToWrite } from '../processing/computation.service';
import {
  centavos,
  quantityOf,
  sourceOf,
  typeCodeOf,
  type BuiltLine,
  type BuiltPayslip,
  type LineSection,
} from '../processing/payslip-builder';
import { loadTypes } from '../processing/period-inputs';
import { postPeriod, prooflistPeriod } from '../processing/posting.service';
import { loadStatutoryTables } from '../tables/load-tables';
import { caseTotals, rateOnSeparation } from './final-pay.service';

// Releasing an approved final pay (docs/domain.md §13.7 approved → released, §14.9): the case
// becomes a payroll period of type final_pay with one payslip, written by the same writer as
// a regular run's payslips, then prooflisted and posted by the regular posting (loan payments,
// year to date, journal, remittances); the separation annualisation is recorded posted on that
// period (so the employee's 2316 is final) and the converted leave leaves the leave ledger.

/** A calculator request as the computation stored it (JSON the engine validates again). */
type StoredRequest = Record<string, unknown>;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const explanation = (rule: string, legalBasis: string, inputs: Explanation['inputs']): Explanation => ({
  rule,
  legal_basis: legalBasis,
  table_version: null,
  inputs,
});

function manualLine(typeCode: string, description: string, amount: number, rule: string): BuiltLine {
  return {
    type_code: typeCode,
    code: typeCode,
    description,
    section: 'deduction',
    quantity: null,
    unit: 'none',
    amount,
    source_type: 'adjustment',
    source_id: null,
    loan_id: null,
    loan_balance_before: null,
    loan_balance_after: null,
    is_deferred: false,
    explanation: explanation(rule, 'domain.md §14.9 steps 7–8', { amount: centavosText(amount) }),
  };
}

/** The approved case's payslip: the calculator's payslip again from the inputs it was computed with, and the case's loans and manual lines. */
async function finalPayslip(trx: Database, fpc: Selectable<DB['final_pay_cases']>, types: Awaited<ReturnType<typeof loadTypes>>) {
  const stored = (typeof fpc.computation === 'string' ? JSON.parse(fpc.computation) : fpc.computation) as {
    input: StoredRequest & {
      year_to_date: Record<string, string>;
      last_cutoff: StoredRequest & { contribution_month: string; month_to_date: Record<string, string> };
    };
    result: { final_pay_net: string };
  } | null;
  if (!stored?.input) throw new ConflictError('This final pay case has no computation to release: compute it again, then approve it.');
  let computed;
  try {
    computed = finalPayComputation(stored.input, await loadStatutoryTables(trx));
  } catch (error) {
    if (error instanceof InvalidInputError)
      throw new ConflictError('The final pay can no longer be computed as approved: compute it again.');
    throw error;
  }
  if (computed.response.final_pay_net !== stored.result.final_pay_net) {
    throw new ConflictError(
      `The statutory tables changed since the final pay was computed (net ${stored.result.final_pay_net}, now ${computed.response.final_pay_net}): compute it again and approve it.`,
    );
  }
  const p = computed.payslip;
  // the last cut-off's own basis names its holiday pay, as in a regular run
  const rateType = (stored.input.last_cutoff.rate_type ?? stored.input.rate_type) === 'monthly' ? 'monthly' : 'daily';
  const sections: Record<string, LineSection> = { earning: 'earning', deduction: 'deduction', employer_share: 'employer_share' };
  const lines: BuiltLine[] = p.lines.map((line) => {
    const section = sections[line.kind];
    return {
      type_code: typeCodeOf(line, rateType),
      code: line.code,
      description: line.label,
      section,
      ...quantityOf(line),
      amount: line.amount,
      source_type: sourceOf(line, section),
      source_id: null,
      loan_id: null,
      loan_balance_before: null,
      loan_balance_after: null,
      is_deferred: false,
      explanation: line.explanation,
    };
  });

  const caseLines = await trx
    .selectFrom('final_pay_lines')
    .selectAll()
    .where('final_pay_case_id', '=', Number(fpc.id))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  let loanDeductions = 0;
  let otherDeductions = 0;
  for (const l of caseLines.filter((c) => c.component === 'loan_balance')) {
    const amount = centavos(l.amount);
    const loan = await trx
      .selectFrom('loans as l')
      .innerJoin('loan_types as t', 't.id', 'l.loan_type_id')
      .select(['l.id', 'l.balance', 'l.status', 't.transaction_type_id', 't.name'])
      .where('l.id', '=', Number(l.reference_id))
      .where('l.employee_id', '=', Number(fpc.employee_id))
      .forUpdate('l')
      .executeTakeFirst();
    if (!loan || centavos(loan.balance) !== amount || !['active', 'on_hold', 'transferred_to_final_pay'].includes(loan.status)) {
      throw new ConflictError(`The loan balance "${l.description}" changed since the final pay was computed: compute it again.`);
    }
    const type = [...types.values()].find((t) => t.id === Number(loan.transaction_type_id))!;
    lines.push({
      type_code: type.code,
      code: type.code,
      description: loan.name,
      section: 'deduction',
      quantity: null,
      unit: 'none',
      amount,
      source_type: 'loan',
      source_id: Number(loan.id),
      loan_id: Number(loan.id),
      loan_balance_before: amount,
      loan_balance_after: 0,
      is_deferred: false,
      explanation: explanation('the outstanding balance of a company loan, deducted in full', 'domain.md §14.9 step 7 (DD-17)', {
        balance_before: centavosText(amount),
      }),
    });
    loanDeductions += amount;
  }
  for (const l of caseLines.filter((c) => ['accountability', 'other_deduction', 'cash_bond_refund'].includes(c.component))) {
    // a cash bond returned is the employee's own money: a negative deduction, outside compensation
    const refund = l.component === 'cash_bond_refund';
    const amount = (refund ? -1 : 1) * centavos(l.amount);
    lines.push(
      manualLine(
        refund ? 'CASH_BOND_REFUND' : 'FINAL_PAY_DEDUCTION',
        l.description,
        amount,
        refund ? 'cash bond or deposit returned' : 'accountability or deduction entered on the final pay case',
      ),
    );
    otherDeductions += amount;
  }

  const missing = [...new Set(lines.map((l) => l.type_code).filter((code) => !types.has(code)))];
  if (missing.length) {
    throw new ConflictError(`The transaction types ${missing.join(', ')} are missing from the payroll set-up: add them before releasing.`);
  }
  const input = stored.input;
  const mtd = input.last_cutoff.month_to_date ?? {};
  const statutory = p.contributions.employee_total + p.withholding_tax;
  let thirteenth = 0;
  for (const l of lines) if (l.section === 'earning' && types.get(l.type_code)?.thirteenth_month_basis) thirteenth += l.amount;
  const built: BuiltPayslip = {
    computation: p,
    lines,
    rates: { daily: p.rates.display.daily_rate, hourly: p.rates.display.hourly_rate },
    loan_deductions: loanDeductions,
    other_deductions: otherDeductions,
    deferred_deductions: 0,
    total_deductions: statutory + loanDeductions + otherDeductions,
    net_pay: p.gross_pay - statutory - loanDeductions - otherDeductions,
    non_taxable_compensation: Math.max(0, p.gross_pay - p.taxable_compensation - p.contributions.employee_total),
    thirteenth_month_basis: thirteenth,
    other_benefits_added: p.year_to_date.other_benefits - centavos(input.year_to_date?.non_taxable_benefits),
    contribution_compensation: p.month_to_date.compensation - centavos(mtd.compensation),
    basic_salary_earned: p.month_to_date.basic_pay - centavos(mtd.basic_pay),
  };
  return { built, stored, computed };
}

/**
 * The release step's effect: the final_pay period and its posted payslip, the separation
 * annualisation, the leave conversion entries; answers the case's columns to set.
 */
export async function releaseFinalPay(
  trx: Database,
  caseId: number,
  actor: AuditActor,
  now: Date,
): Promise<{ payroll_period_id: number; released_at: string }> {
  const fpc = await trx.selectFrom('final_pay_cases').selectAll().where('id', '=', caseId).forUpdate().executeTakeFirstOrThrow();
  if (fpc.payroll_period_id !== null) throw new ConflictError('This final pay case already has its final-pay period.');
  const totals = await caseTotals(trx, caseId);
  if (totals.net_final_pay !== centavosText(centavos(fpc.net_final_pay))) {
    throw new ConflictError('The final pay lines changed since the case was approved: compute it again.');
  }
  const types = await loadTypes(trx);
  const { built, stored, computed } = await finalPayslip(trx, fpc, types);
  if (built.net_pay !== centavos(fpc.net_final_pay)) {
    throw new ConflictError(
      `The final payslip nets ${centavosText(built.net_pay)}, the case ${String(fpc.net_final_pay)}: compute the final pay again.`,
    );
  }
  const employee = await trx
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'position_id', 'payment_mode', 'bank_id', 'bank_account_no', 'payroll_group_id'])
    .where('id', '=', fpc.employee_id)
    .executeTakeFirstOrThrow();
  const timesheet = await trx
    .selectFrom('timesheets')
    .select(['payroll_group_id', 'cutoff_start', 'cutoff_end'])
    .where('id', '=', fpc.final_timesheet_id!)
    .executeTakeFirstOrThrow();
  const rate = await rateOnSeparation(trx, fpc);

  // the period: paid on the release date, its contributions those of the final timesheet's month
  const payDate = manilaToday(now);
  // its amounts join the year to date of the year it is paid: a computation for another year's is redone
  const computedFor = String(stored.input.last_cutoff.pay_date ?? '').slice(0, 4);
  if (computedFor !== payDate.slice(0, 4)) {
    throw new ConflictError(
      `This final pay was computed for payment in ${computedFor} and is released in ${payDate.slice(0, 4)}: compute it again so it is taxed with the ${payDate.slice(0, 4)} year to date, then approve it.`,
    );
  }
  const [contributionYear, contributionMonth] = String(stored.input.last_cutoff.contribution_month).split('-').map(Number);
  const period = await trx
    .insertInto('payroll_periods')
    .values({
      payroll_group_id: timesheet.payroll_group_id,
      code: `FP-${payDate.slice(0, 4)}-${pad(caseId, 6)}`,
      period_type: 'final_pay',
      year: Number(payDate.slice(0, 4)),
      month: Number(payDate.slice(5, 7)),
      contribution_year: contributionYear,
      contribution_month: contributionMonth,
      cutoff_start: timesheet.cutoff_start,
      cutoff_end: timesheet.cutoff_end,
      pay_date: payDate,
      deduct_sss: true,
      deduct_philhealth: true,
      deduct_pagibig: true,
      deduct_loans: true,
      withhold_tax: true,
      employee_ids: JSON.stringify([Number(fpc.employee_id)]),
      final_pay_case_id: caseId,
      status: 'open',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  const periodId = Number(period.id);
  await audit(trx, actor, {
    resource: 'payroll-periods',
    action: 'create',
    recordId: periodId,
    summary: `Created the final-pay period ${period.code} of final pay case ${caseId}`,
  });

  // computed from its case: a finished run of one employee, its payslip written by the regular writer
  const run = await trx
    .insertInto('payroll_computations')
    .values({
      payroll_period_id: periodId,
      status: 'done',
      employee_ids: JSON.stringify([Number(fpc.employee_id)]),
      progress_total: 1,
      progress_done: 1,
      started_by: actor.userId,
      finished_at: now,
      message: `Final pay case ${caseId}: 1 payslip computed, 0 with errors`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const toWrite: PayslipToWrite = {
    who: {
      id: Number(employee.id),
      business_unit_id: Number(employee.business_unit_id),
      position_id: Number(employee.position_id),
      payment_mode: employee.payment_mode,
      bank_id: employee.bank_id === null ? null : Number(employee.bank_id),
      bank_account_no: employee.bank_account_no,
    },
    facts: {
      rate_type: rate.rate_type as 'monthly',
      basic_rate: centavos(rate.basic_rate),
      minimum_wage_earner: rate.is_minimum_wage_earner,
    },
    payslip: built,
  };
  await writePayslips(trx, { periodId, payrollGroupId: Number(timesheet.payroll_group_id), types }, Number(run.id), [toWrite], 'computed');
  const { totals: periodTotals } = await periodComputed(trx, periodId, actor.userId);
  await audit(trx, actor, {
    resource: 'payroll-periods',
    action: 'compute',
    recordId: periodId,
    summary: `Computed ${period.code} from final pay case ${caseId}: ${periodTotals.headcount} payslip, net ${periodTotals.net}`,
  });
  await prooflistPeriod(trx, periodId, actor);
  await postPeriod(trx, periodId, actor);

  // the separation annualisation (§14.9 step 6), posted on the period: the 2316 of the pay date's year reads it as the year's
  const year = Number(payDate.slice(0, 4));
  const ytd = stored.input.year_to_date;
  const p = built.computation;
  const presentTaxable = centavos(ytd.taxable_compensation) + p.taxable_compensation;
  const adjustment = p.withholding_tax;
  // the year to date now holds the final payslip too
  const posted = await trx
    .selectFrom('ytd_balances')
    .select(['gross_compensation', 'non_taxable_compensation'])
    .where('employee_id', '=', fpc.employee_id)
    .where('company_id', '=', fpc.company_id)
    .where('year', '=', Number(payDate.slice(0, 4)))
    .executeTakeFirst();
  await trx
    .insertInto('annualizations')
    .values({
      company_id: fpc.company_id,
      employee_id: fpc.employee_id,
      year,
      annualization_type: 'separation',
      target_payroll_period_id: periodId,
      is_mwe: rate.is_minimum_wage_earner,
      present_gross: posted?.gross_compensation ?? '0.00',
      present_non_taxable: posted?.non_taxable_compensation ?? '0.00',
      present_taxable: centavosText(presentTaxable),
      total_taxable: centavosText(presentTaxable),
      tax_due: computed.response.annual_tax_due ?? '0.00',
      tax_withheld_present: centavosText(centavos(ytd.tax_withheld)),
      tax_adjustment: centavosText(adjustment),
      adjustment_kind: adjustment > 0 ? 'payable' : adjustment < 0 ? 'refund' : 'none',
      status: 'posted',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .execute();

  // the separation annualisation closes the employee's year: their BIR 2316 is final
  await finalize2316OfPeriod(trx, periodId, actor, 'final pay released');

  // the unused leave paid in the final pay leaves the balances (§14.11): conversion entries of the case
  if (centavos(fpc.leave_conversion) > 0) {
    const unused = (typeof fpc.unused_leave === 'string' ? JSON.parse(fpc.unused_leave) : (fpc.unused_leave ?? [])) as Array<{
      leave_type_id: number;
      days: string;
    }>;
    await postConversionEntries(
      trx,
      { id: caseId, year: Number(fpc.separation_date.slice(0, 4)), as_of_date: fpc.separation_date, source: 'final_pay_case' },
      unused.map((u) => ({
        employee_id: Number(fpc.employee_id),
        leave_type_id: Number(u.leave_type_id),
        milli_days: Math.round(Number(u.days) * 1000),
      })),
      false,
      actor.userId,
    );
  }
  return { payroll_period_id: periodId, released_at: payDate };
}
