import type { FastifyInstance, FastifyError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError, ValidationError } from '../http/errors';
import { translateDatabaseError } from '../http/database-errors';

// One error handler for the whole API: known errors keep their status and
// message; database constraint failures become 422 or 409; anything else is a
// 500 whose details stay in the log. A plugin without encapsulation: the
// handler serves the whole app.
export const errorsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof HttpError ? error : translateDatabaseError(error);
      if (known) {
        reply.headers(known.headers);
        const body: Record<string, unknown> = { message: known.message };
        if (known instanceof ValidationError) body.errors = known.errors;
        return reply.status(known.statusCode).send(body);
      }
      // a path parameter that cannot name a record (/users/abc) names nothing
      if (error.validation && error.validationContext === 'params') {
        return reply.status(404).send({ message: 'The requested resource was not found.' });
      }
      if (error.validation) {
        return reply.status(422).send({ message: 'The given data was invalid.', errors: schemaErrors(error) });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        const message = error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON.' : error.message;
        return reply.status(error.statusCode).send({ message });
      }
      request.log.error({ err: error }, 'unhandled error');
      if (process.env.DEBUG_500) console.error(error);
      return reply.status(500).send({ message: 'Something went wrong on the server. Please try again later.' });
    });
  },
  { name: 'errors' },
);

function schemaErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const field =
      (item.params as { missingProperty?: string })?.missingProperty ?? item.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? 'body';
    (errors[field || 'body'] ??= []).push(item.message ?? 'is invalid');
  }
  return errors;
}
