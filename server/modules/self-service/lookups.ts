import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Portal } from '@core/access';
import { answers, AnyObjects } from '../../http/schemas';
import { sql } from 'kysely';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { ownEmployee } from './own-employee';

/** The active shifts of the caller's company, for the change-shift filing of the self-service portals. */
export async function shiftLookup(server: FastifyInstance, portal: Portal): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/api/${portal}/shifts`, { schema: { response: answers(AnyObjects) } }, async (request) =>
    app.deps.db
      .selectFrom('shift_schedules')
      .select(['id', 'code', 'name', 'time_in', 'time_out'])
      .where('company_id', '=', knownCompanyId(request))
      .where('is_active', '=', true)
      .orderBy('code')
      .execute(),
  );
}

/** The caller's own leave balances of this year, type by type (the types they may file), for the filing form. */
export async function leaveBalanceLookup(server: FastifyInstance, portal: Portal): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/api/${portal}/leave-balances/mine`, { schema: { response: answers(AnyObjects) } }, async (request) => {
    const employeeId = ownEmployee(request);
    const year = Number(manilaToday(app.deps.now()).slice(0, 4));
    const pendingDays = sql<string>`coalesce((select sum(la.days) from leave_applications la join applications a on a.id = la.application_id
      where a.employee_id = ${employeeId} and la.leave_type_id = t.id and a.status = 'pending'
        and extract(year from a.date_from) = ${year}), 0)`;
    return app.deps.db
      .selectFrom('leave_types as t')
      .leftJoin('leave_balances as b', (join) =>
        join.onRef('b.leave_type_id', '=', 't.id').on('b.employee_id', '=', employeeId).on('b.year', '=', year),
      )
      .innerJoin('employees as e', (join) => join.onRef('e.company_id', '=', 't.company_id').on('e.id', '=', employeeId))
      .select([
        't.id as leave_type_id',
        't.code',
        't.name',
        't.requires_balance',
        't.allow_half_day',
        sql<string>`coalesce(b.balance, 0)`.as('balance'),
        sql<string>`${pendingDays}`.as('pending'),
        // exact numeric subtraction in the database, as the filing service checks it
        sql<string>`coalesce(b.balance, 0) - ${pendingDays}`.as('available'),
      ])
      .where('t.is_active', '=', true)
      .where((eb) => eb.or([eb('t.gender', '=', 'any'), eb('t.gender', '=', eb.ref('e.sex'))]))
      .orderBy('t.code')
      .execute();
  });
}
