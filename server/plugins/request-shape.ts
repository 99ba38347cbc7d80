import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { BadRequestError, ValidationError } from '../http/errors';
import { NESTING_MESSAGE, nestedTooDeep, nulErrors } from '../http/nul-characters';

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Checks every request's shape before any route sees it (and before the schema's
 * validation): a JSON body must be an object (400), nested at most MAX_NESTING levels
 * deep (422), and no string of the body or the query may hold a NUL (422).
 */
export const requestShapePlugin = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // a verb posted without a body (logout, approve) is validated as an empty object
    if (request.body === undefined && !request.headers['content-type'] && WRITES.has(request.method)) request.body = {};
    const { body } = request;
    if (
      body !== undefined &&
      request.headers['content-type']?.includes('json') &&
      (body === null || typeof body !== 'object' || Array.isArray(body))
    ) {
      throw new BadRequestError('The request body must be a JSON object.');
    }
    if (nestedTooDeep(body)) throw new ValidationError({ body: [NESTING_MESSAGE] }, NESTING_MESSAGE);
    const errors = { ...nulErrors(request.query), ...nulErrors(body) };
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
});
