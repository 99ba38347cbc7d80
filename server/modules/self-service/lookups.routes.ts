import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Portal } from '@core/access';
import { OwnLeaveBalance, ShiftChoice } from '@core/contract/self-service';
import { answers } from '../../http/schemas';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { activeShifts, ownLeaveBalances } from './lookups.queries';
import { ownEmployee } from './own-employee';

/** The active shifts of the caller's company, for the change-shift filing of the self-service portals. */
export async function shiftLookup(server: FastifyInstance, portal: Portal): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/api/${portal}/shifts`, { schema: { response: answers(Type.Array(ShiftChoice)) } }, async (request) =>
    activeShifts(app.deps.db, knownCompanyId(request)),
  );
}

/** The caller's own leave balances of this year, type by type (the types they may file), for the filing form. */
export async function leaveBalanceLookup(server: FastifyInstance, portal: Portal): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(`/api/${portal}/leave-balances/mine`, { schema: { response: answers(Type.Array(OwnLeaveBalance)) } }, async (request) => {
    const employeeId = ownEmployee(request);
    return ownLeaveBalances(app.deps.db, employeeId, Number(manilaToday(app.deps.now()).slice(0, 4)));
  });
}
