import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../http/schemas';
import { ValidationError } from '../../http/errors';
import { processTimesheet, validateTimesheetInput, type TimesheetInput } from './engine';
import { PreviewAnswer, PreviewBody } from './preview.schema';

/**
 * The timesheet engine on any case without a database: the daily records the persisted
 * processing would write for one employee, from the data given in the request.
 */
export async function timesheetPreviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/timekeeping/timesheet-processing/preview',
    { schema: { body: PreviewBody, response: answers(PreviewAnswer) } },
    async (request) => {
      const input: TimesheetInput = request.body;
      const errors = validateTimesheetInput(input);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      return { per_date: processTimesheet(input) };
    },
  );
}
