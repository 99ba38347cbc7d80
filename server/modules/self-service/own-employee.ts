import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../http/errors';

/** The caller's own employee record, or 403 for an account without one. */
export function ownEmployee(request: FastifyRequest): number {
  const id = request.auth!.user.employee_id;
  if (id === null) throw new ForbiddenError('No employee record is linked to this account.');
  return id;
}
