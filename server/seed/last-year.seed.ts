import type { Database } from '../db/database';
import type { AuditActor } from '../shared/audit';
import { approveComputedBatch } from '../modules/payroll/batches/batch-lifecycle.service';
import { computeYearEnd } from '../modules/payroll/batches/year-end.service';
import { regularPeriods, type GroupCalendar } from '../modules/payroll/periods/period-calendar';
import { drainComputation, startComputation } from '../modules/payroll/processing/computation.service';
import { postPeriod, prooflistPeriod } from '../modules/payroll/processing/posting.service';
import { processCutoff, seedPunches } from './timesheets.seed';
import { SeededRandom } from './random';

// Last year's December of the demo company, so that the 2316 certificates, the 1604-C and
// the alphalists of last year have a posted year to show: the semi-monthly groups' two
// December periods, punched at the time recorders, processed, closed and linked like this
// year's cut-offs, computed and posted through the portal's services; the group's last
// period carries the year-end annualisation (a run computed and approved, its tax
// adjustments recomputed into the period, posted with it). The weekly group is left out
// to keep the seed short.

const SYSTEM: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'seed:last-year' };

async function computeAndPost(db: Database, periodId: number, post = true): Promise<void> {
  const started = await startComputation(db, periodId, SYSTEM);
  await drainComputation(db, started.computation_id, SYSTEM);
  if (!post) return;
  await db.transaction().execute(async (trx) => {
    await prooflistPeriod(trx, periodId, SYSTEM);
    await postPeriod(trx, periodId, SYSTEM);
  });
}

export async function seedLastDecember(db: Database, today: string): Promise<void> {
  const year = Number(today.slice(0, 4)) - 1;
  const groups = await db.selectFrom('payroll_groups').selectAll().where('pay_frequency', '=', 'semi_monthly').orderBy('id').execute();
  if (groups.length === 0) return;
  const december = groups.flatMap((group) =>
    regularPeriods(group as unknown as GroupCalendar, year)
      .filter((p) => p.pay_date.startsWith(`${year}-12`))
      .map((p) => ({ ...p, payroll_group_id: group.id, company_id: group.company_id, status: 'open' })),
  );
  const periods = await db
    .insertInto('payroll_periods')
    .values(december.map(({ company_id: _company, ...p }) => p))
    .returning(['id', 'payroll_group_id', 'cutoff_start', 'cutoff_end', 'is_last_regular_of_year', 'pay_date'])
    .execute();
  const from = periods.reduce((a, p) => (p.cutoff_start! < a ? p.cutoff_start! : a), periods[0].cutoff_start!);
  const to = periods.reduce((a, p) => (p.cutoff_end! > a ? p.cutoff_end! : a), periods[0].cutoff_end!);
  await db.transaction().execute((trx) =>
    seedPunches(
      trx,
      new SeededRandom(20251224),
      from,
      to,
      groups.map((g) => g.id),
    ),
  );
  const ordered = [...periods].sort((a, b) => (a.pay_date < b.pay_date ? -1 : a.pay_date > b.pay_date ? 1 : a.id - b.id));
  for (const p of ordered) await processCutoff(db, p, true);
  for (const p of ordered.filter((x) => !x.is_last_regular_of_year)) await computeAndPost(db, p.id);
  for (const p of ordered.filter((x) => x.is_last_regular_of_year)) {
    // the target period's pay is part of the year's taxable compensation: computed before the run
    await computeAndPost(db, p.id, false);
    const group = groups.find((g) => g.id === p.payroll_group_id)!;
    await db.transaction().execute(async (trx) => {
      const run = await trx
        .insertInto('annualization_runs')
        .values({
          company_id: group.company_id,
          payroll_group_id: group.id,
          year,
          target_payroll_period_id: p.id,
          remarks: `Year-end annualisation ${year}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const totals = await computeYearEnd(trx, Number(run.id));
      await trx
        .updateTable('annualization_runs')
        .set({ ...totals, status: 'computed' })
        .where('id', '=', run.id)
        .execute();
      await approveComputedBatch(trx, 'annualization_runs', Number(run.id), SYSTEM);
    });
    // the approved adjustments go onto the payslips by recomputing the period, which then posts with the run
    await computeAndPost(db, p.id);
  }
}
