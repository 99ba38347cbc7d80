import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../audit/audit.service';
import { knownCompanyId } from '../../hr/company';
import { toMilliDays } from './entitlement';
import { postLedgerEntries } from './leave-ledger';
import { accrueMonth, grantYear, type RunResult } from './leave-runs';

// The actions of leave-records (domain.md §6 leave_balances): the year's grant, the
// monthly accrual and a manual adjustment with its reason. Each is one transaction,
// audited, and only ever adds ledger entries.

const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
const Ran = Type.Object({ message: Type.String(), entries: Type.Integer(), employees: Type.Integer(), days: Type.String() });
const Adjust = Type.Object({
  days: Type.String({ pattern: '^-?\\d{1,3}(\\.\\d{1,3})?$', description: 'signed days, e.g. 1.5 or -0.5' }),
  remarks: Type.String({ minLength: 1, maxLength: 255 }),
  entry_date: Type.Optional(Type.String({ format: 'date' })),
});

const ran = (what: string, result: RunResult) => ({
  message: result.entries
    ? `${what}: ${result.entries} ledger entries for ${result.employees} employees, ${result.days} days in all.`
    : `${what}: nothing new to post; it had already run.`,
  ...result,
});

export async function leaveRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;

  app.post(
    '/api/timekeeping/leave-balances/grant-year',
    { schema: { body: Type.Object({ year: Year }), response: answers(Ran) } },
    async (request) => {
      const who = actorOf(request);
      const { year } = request.body;
      return db.transaction().execute(async (trx) => {
        const result = await grantYear(trx, knownCompanyId(request), year, who.userId);
        await audit(trx, who, {
          resource: 'leave-balances',
          action: 'grant-year',
          summary: `Leave credits of ${year} granted, with ${year - 1}'s carry-over and forfeiture: ${result.entries} entries, ${result.days} days`,
        });
        return ran(`Leave year ${year} opened`, result);
      });
    },
  );

  app.post(
    '/api/timekeeping/leave-balances/accrue-month',
    { schema: { body: Type.Object({ year: Year, month: Type.Integer({ minimum: 1, maximum: 12 }) }), response: answers(Ran) } },
    async (request) => {
      const who = actorOf(request);
      const { year, month } = request.body;
      return db.transaction().execute(async (trx) => {
        const result = await accrueMonth(trx, knownCompanyId(request), year, month, who.userId);
        await audit(trx, who, {
          resource: 'leave-balances',
          action: 'accrue-month',
          summary: `Leave accrual of ${year}-${String(month).padStart(2, '0')}: ${result.entries} entries, ${result.days} days`,
        });
        return ran(`Accrual of ${year}-${String(month).padStart(2, '0')}`, result);
      });
    },
  );

  app.post(
    '/api/timekeeping/leave-balances/:id/adjust',
    { schema: { params: IdParams, body: Adjust, response: answers(Type.Object({ message: Type.String(), balance: Type.String() })) } },
    async (request) => {
      const who = actorOf(request);
      const milli = toMilliDays(request.body.days);
      if (milli === 0) throw new ValidationError({ days: ['must not be zero'] });
      return db.transaction().execute(async (trx) => {
        const balance = await trx
          .selectFrom('leave_balances as b')
          .innerJoin('employees as e', 'e.id', 'b.employee_id')
          .innerJoin('leave_types as t', 't.id', 'b.leave_type_id')
          .select(['b.id', 'b.employee_id', 'b.leave_type_id', 'b.year', 'b.balance', 'e.employee_no', 't.code'])
          .where('b.id', '=', Number(request.params.id))
          .where('e.company_id', '=', knownCompanyId(request))
          .forUpdate()
          .executeTakeFirst();
        if (!balance) throw new NotFoundError('There is no such leave record.');
        const entryDate = request.body.entry_date ?? `${balance.year}-12-31`;
        if (Number(entryDate.slice(0, 4)) !== Number(balance.year)) {
          throw new ValidationError({ entry_date: [`must fall in ${balance.year}, the year of this leave record`] });
        }
        await postLedgerEntries(
          trx,
          [
            {
              employee_id: Number(balance.employee_id),
              leave_type_id: Number(balance.leave_type_id),
              year: Number(balance.year),
              entry_date: entryDate,
              entry_type: 'adjustment',
              milli_days: milli,
              remarks: request.body.remarks.trim(),
            },
          ],
          who.userId,
        );
        const after = await trx.selectFrom('leave_balances').select('balance').where('id', '=', balance.id).executeTakeFirstOrThrow();
        await audit(trx, who, {
          resource: 'leave-balances',
          action: 'adjust',
          recordId: balance.id,
          summary: `${balance.code} ${balance.year} of ${balance.employee_no} adjusted by ${request.body.days} days: ${request.body.remarks.trim()}`,
          before: { balance: balance.balance },
          after: { balance: after.balance },
        });
        return {
          message: `${balance.code} ${balance.year} of ${balance.employee_no} is now ${after.balance} days.`,
          balance: String(after.balance),
        };
      });
    },
  );
}
