import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../http/errors';
import { answers } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { copyHolidayYear } from './holiday-calendar';

// Copying a year's holidays forward (the fixed-date ones; movable ones wait for the year's proclamation).

const CopyYear = Type.Object({
  from_year: Type.Integer({ minimum: 2000, maximum: 2099 }),
  to_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
});
const Copied = Type.Object({
  message: Type.String(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  left_out: Type.Array(Type.String()),
});

export async function holidayRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/timekeeping/holidays/copy-year', { schema: { body: CopyYear, response: answers(Copied) } }, async (request) => {
    const { from_year: from, to_year: to } = request.body;
    if (to <= from) throw new ValidationError({ to_year: ['must be after the year copied from'] });
    return copyHolidayYear(app.deps.db, actorOf(request), from, to);
  });
}
