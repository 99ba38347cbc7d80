import type { Database } from '../db/database';
import type { AuditActor } from '../shared/audit';
import { drainComputation, startComputation } from '../modules/payroll/processing/computation.service';
import { postPeriod, prooflistPeriod } from '../modules/payroll/processing/posting.service';

// The demo company's payroll history: standing allowances, a few loans, and every
// period whose timesheet is linked computed, prooflisted and posted through the same
// services the portal uses, so payslips, year-to-date figures, loan balances and the
// journal show real figures on a fresh start. The latest linked period of each group
// is left open, ready for a payroll officer to compute.

const SYSTEM: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'seed:payroll-runs' };

async function typeId(db: Database, code: string): Promise<number> {
  return Number((await db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
}

async function seedInputs(db: Database, since: string): Promise<void> {
  const office = await db
    .selectFrom('employees as e')
    .innerJoin('payroll_groups as g', 'g.id', 'e.payroll_group_id')
    .select(['e.id', 'g.code'])
    .where('e.separation_date', 'is', null)
    .orderBy('e.id')
    .execute();
  const transport = await typeId(db, 'TRANSPORTATION_ALLOWANCE');
  const rice = await typeId(db, 'RICE_SUBSIDY');
  const recurring = office.flatMap((e, index) => {
    if (e.code === 'SM-OFFICE')
      return [{ employee_id: e.id, transaction_type_id: transport, amount: '1000.00', frequency: 'every_period' }];
    if (e.code === 'SM-STORE' && index % 3 === 0)
      return [{ employee_id: e.id, transaction_type_id: rice, amount: '2000.00', frequency: 'second_cutoff' }];
    return [];
  });
  if (recurring.length) {
    await db
      .insertInto('recurring_entries')
      .values(recurring.map((r) => ({ ...r, start_date: since, status: 'active', remarks: 'Company policy allowance' })))
      .execute();
  }
  const loanTypes = await db.selectFrom('loan_types').select(['id', 'code']).execute();
  const loanType = (code: string) => loanTypes.find((t) => t.code === code)!.id;
  const loans = office.filter((_, index) => index % 9 === 4).slice(0, 12);
  await db
    .insertInto('loans')
    .values(
      loans.map((e, index) => {
        const agency = index % 2 === 0;
        const principal = agency ? 20000 : 12000;
        const interest = agency ? 0 : 720;
        const total = principal + interest;
        const amortization = agency ? 916.67 : 1060;
        return {
          employee_id: e.id,
          loan_type_id: loanType(agency ? 'SSS-SAL' : 'CO-SAL'),
          reference_no: agency ? `SSS-LN-${String(1000 + index)}` : null,
          granted_date: since,
          principal_amount: principal.toFixed(2),
          interest_amount: interest.toFixed(2),
          total_payable: total.toFixed(2),
          amortization_amount: amortization.toFixed(2),
          number_of_installments: Math.ceil(total / amortization),
          first_deduction_date: since,
          deduction_schedule: agency ? 'second_cutoff' : 'every_period',
          balance: total.toFixed(2),
          status: 'active',
        };
      }),
    )
    .execute();
}

export async function seedPayrollRuns(db: Database): Promise<void> {
  const periods = await db
    .selectFrom('payroll_periods as p')
    .innerJoin('timesheets as t', 't.payroll_period_id', 'p.id')
    .select(['p.id', 'p.cutoff_start', 'p.payroll_group_id'])
    .where('t.status', '=', 'linked')
    .where('p.status', '=', 'open')
    .orderBy('p.pay_date')
    .orderBy('p.id')
    .execute();
  if (periods.length === 0) return;
  await db.transaction().execute((trx) => seedInputs(trx, periods[0].cutoff_start!));
  const latest = new Map(periods.map((p) => [p.payroll_group_id, p.id]));
  for (const period of periods.filter((p) => latest.get(p.payroll_group_id) !== p.id)) {
    const started = await startComputation(db, period.id, SYSTEM);
    await drainComputation(db, started.computation_id, SYSTEM);
    await db.transaction().execute(async (trx) => {
      await prooflistPeriod(trx, period.id, SYSTEM);
      await postPeriod(trx, period.id, SYSTEM);
    });
  }
}
