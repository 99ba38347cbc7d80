import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { FieldErrorCollector } from '../../../http/errors';
import { answers, recordSchema } from '../../../http/schemas';
import { checkDates, derivedColumns, generateYear, refuseUnlessOpen, withTimesheetLinked } from './payroll-periods.service';

const GenerateYear = Type.Object({
  payroll_group_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })])),
  year: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
});
const Generated = Type.Object(
  {
    created: Type.Integer(),
    skipped: Type.Integer({ description: 'periods of the year the group already had' }),
    data: Type.Array(recordSchema(payrollPeriodsResource)),
  },
  { additionalProperties: true },
);

/**
 * The payroll calendar: CRUD while a period is open, and generate-year, which
 * creates a group's regular periods of a year from its cut-off days.
 * New periods other than the generated ones are special (off-cycle) runs;
 * final-pay periods come from final-pay cases.
 */
export async function payrollPeriodsRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  crud.set(payrollPeriodsResource.name, {
    select: withTimesheetLinked,
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
    derive: derivedColumns,
    beforeDelete: ({ existing }) => refuseUnlessOpen(existing),
  });

  app.post(
    '/api/payroll/payroll-periods/generate-year',
    { schema: { body: GenerateYear, response: answers(Generated) } },
    async (request) => {
      const problems = new FieldErrorCollector();
      const groupId = Number(request.body.payroll_group_id);
      const year = Number(request.body.year);
      if (!Number.isInteger(groupId) || groupId <= 0) problems.add('payroll_group_id', 'The payroll group field is required.');
      if (!Number.isInteger(year) || year < 2018 || year > 2100) problems.add('year', 'The year must be between 2018 and 2100.');
      problems.throwIfAny();
      return app.deps.db.transaction().execute((trx) => generateYear(trx, request, groupId, year));
    },
  );
}
