import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answers, Money } from '../../../http/schemas';
import { knownCompanyId } from '../../../shared/company';
import { reconcile } from './reconciliation.service';

// The tie-out of a month or a year (GET /api/payroll/reconciliation?year=YYYY[&month=MM]):
// every check with both totals and the employees whose figures differ. A read: nothing
// is written, so nothing is audited.

// query strings are not coerced: the year and month arrive as text
const ReconciliationQuery = Type.Object(
  {
    year: Type.String({ pattern: '^20\\d{2}$', description: 'the year (YYYY)' }),
    month: Type.Optional(Type.String({ pattern: '^(0?[1-9]|1[0-2])$', description: 'the month (1 to 12); the whole year when absent' })),
  },
  { additionalProperties: false },
);

const EmployeeDifference = Type.Object({
  employee_id: Type.Integer(),
  employee_no: Type.String(),
  employee_name: Type.String(),
  left: Money,
  right: Money,
  difference: Money,
});

const Check = Type.Object({
  id: Type.String(),
  area: Type.String(),
  label: Type.String(),
  left_source: Type.String(),
  right_source: Type.String(),
  left_total: Money,
  right_total: Money,
  difference: Money,
  ok: Type.Boolean(),
  employees: Type.Array(EmployeeDifference),
  note: Type.Union([Type.String(), Type.Null()]),
});

const ReconciliationAnswer = Type.Object({
  year: Type.Integer(),
  month: Type.Union([Type.Integer(), Type.Null()]),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  reconciles: Type.Boolean(),
  checks: Type.Array(Check),
});

export async function reconciliationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  app.get(
    '/api/payroll/reconciliation',
    { schema: { querystring: ReconciliationQuery, response: answers(ReconciliationAnswer) } },
    async (request) =>
      reconcile(db, knownCompanyId(request), Number(request.query.year), request.query.month ? Number(request.query.month) : null),
  );
}
