import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, recordSchema } from '../../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type CrudOptionsByResource, serialiseRow, textExpression, type WriteContext } from '../../../http/crud';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../../http/errors';
import { actorOf, audit } from '../../../shared/audit';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { regularPeriods, type GroupCalendar } from './period-calendar';

type Row = Record<string, unknown>;

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

function refuseUnlessOpen(existing: Row | undefined): void {
  if (existing && existing.status !== 'open') {
    throw new ConflictError(`Payroll period ${existing.code} is ${existing.status}; only open periods can be changed.`);
  }
}

async function checkDates(values: Row, context: WriteContext): Promise<void> {
  const { cutoff_start: start, cutoff_end: end, pay_date: pay } = values as Record<string, string | null>;
  const regular = values.period_type === 'regular';
  if (regular) {
    if (!start) context.problems.add('cutoff_start', 'A regular period needs its cut-off start.');
    if (!end) context.problems.add('cutoff_end', 'A regular period needs its cut-off end.');
  }
  if (start && end && end < start) context.problems.add('cutoff_end', 'The cut-off end must not be before its start.');
  if (regular && end && pay && pay < end)
    context.problems.add('pay_date', 'The pay date of a regular period must not be before its cut-off end.');
  if (!regular || !start || !end || !context.problems.isEmpty) return;
  const overlapping = await context.trx
    .selectFrom('payroll_periods')
    .select('code')
    .where('payroll_group_id', '=', values.payroll_group_id as number)
    .where('period_type', '=', 'regular')
    .where('id', '!=', (context.existing?.id as number) ?? 0)
    .where('cutoff_start', '<=', end)
    .where('cutoff_end', '>=', start)
    .executeTakeFirst();
  if (overlapping) context.problems.add('cutoff_start', `The cut-off overlaps period ${overlapping.code} of the same group.`);
}

async function nextSpecialCode(context: WriteContext, year: number): Promise<string> {
  const [{ count }] = await context.trx
    .selectFrom('payroll_periods')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('period_type', '=', 'special')
    .where('year', '=', year)
    .execute();
  return `SP-${year}-${String(count + 1).padStart(4, '0')}`;
}

/**
 * The payroll calendar: CRUD while a period is open, and generate-year, which
 * creates a group's regular periods of a year from its cut-off days.
 * New periods other than the generated ones are special (off-cycle) runs;
 * final-pay periods come from final-pay cases.
 */
export async function payrollPeriodsRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  crud.set(payrollPeriodsResource.name, {
    select: (query) =>
      query.select(
        sql<boolean>`exists (select 1 from timesheets t where t.payroll_period_id = r.id and t.status = 'linked')`.as('timesheet_linked'),
      ),
    prepare: (values, context) => {
      refuseUnlessOpen(context.existing);
      return context.existing
        ? { ...values, period_type: context.existing.period_type, payroll_group_id: context.existing.payroll_group_id }
        : values;
    },
    validate: async (values, context) => {
      if (!context.existing && values.period_type !== 'special') {
        context.problems.add(
          'period_type',
          'Regular periods are generated from the payroll group; final-pay periods come from final-pay cases.',
        );
      }
      await checkDates(values, context);
    },
    derive: async (values, context) => {
      const pay = monthOf(String(values.pay_date));
      const contributionDate = values.period_type === 'regular' ? String(values.cutoff_end) : String(values.pay_date);
      const contribution = monthOf(contributionDate);
      return {
        year: pay.year,
        month: pay.month,
        contribution_year: contribution.year,
        contribution_month: contribution.month,
        ...(context.existing ? {} : { code: await nextSpecialCode(context, pay.year), status: 'open' }),
      };
    },
    beforeDelete: ({ existing }) => refuseUnlessOpen(existing),
  });

  const GenerateYear = Type.Object({
    payroll_group_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })])),
    year: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
  });
  const Generated = Type.Object(
    { created: Type.Integer(), data: Type.Array(recordSchema(payrollPeriodsResource)) },
    { additionalProperties: true },
  );
  app.post(
    '/api/payroll/payroll-periods/generate-year',
    { schema: { body: GenerateYear, response: answers(Generated) } },
    async (request) => {
      const body: Row = request.body;
      const problems = new FieldErrorCollector();
      const groupId = Number(body.payroll_group_id);
      const year = Number(body.year);
      if (!Number.isInteger(groupId) || groupId <= 0) problems.add('payroll_group_id', 'The payroll group field is required.');
      if (!Number.isInteger(year) || year < 2018 || year > 2100) problems.add('year', 'The year must be between 2018 and 2100.');
      problems.throwIfAny();

      return app.deps.db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('payroll_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
        if (!group) throw new NotFoundError('The payroll group was not found.');
        let periods;
        try {
          periods = regularPeriods(group as unknown as GroupCalendar, year);
        } catch (error) {
          if (error instanceof RangeError) {
            problems.add('payroll_group_id', `${error.message} Complete its cut-off calendar first.`);
            problems.throwIfAny();
          }
          throw error;
        }
        const existing = await trx
          .selectFrom('payroll_periods')
          .select(['month', 'cycle_no'])
          .where('payroll_group_id', '=', groupId)
          .where('period_type', '=', 'regular')
          .where('year', '=', year)
          .execute();
        const taken = new Set(existing.map((p) => `${p.month}-${p.cycle_no}`));
        const missing = periods.filter((p) => !taken.has(`${p.month}-${p.cycle_no}`));
        const userId = request.auth?.user.id ?? null;
        const inserted =
          missing.length === 0
            ? []
            : await trx
                .insertInto('payroll_periods')
                .values(missing.map((p) => ({ ...p, payroll_group_id: groupId, status: 'open', created_by: userId, updated_by: userId })))
                .returning('id')
                .execute();
        await audit(trx, actorOf(request, 'payroll'), {
          resource: payrollPeriodsResource.name,
          action: 'generate-year',
          recordId: groupId,
          summary: `Generated ${inserted.length} regular periods of ${group.code} for ${year}`,
          after: { payroll_group_id: groupId, year, created: missing.map((p) => p.code) },
        });
        const rows =
          inserted.length === 0
            ? []
            : await trx
                .selectFrom('payroll_periods as r')
                .selectAll('r')
                .select(textExpression(payrollPeriodsResource).as('text'))
                .where(
                  'r.id',
                  'in',
                  inserted.map((r) => r.id),
                )
                .orderBy('r.pay_date')
                .execute();
        return {
          created: rows.length,
          skipped: periods.length - rows.length,
          data: rows.map((row) => serialiseRow(payrollPeriodsResource, row)),
        };
      });
    },
  );
}
