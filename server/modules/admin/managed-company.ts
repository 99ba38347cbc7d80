import type { FastifyRequest } from 'fastify';
import { SYSTEM_ADMINISTRATOR_ROLE } from '@core/resources/registry';
import type { Database } from '../../db/database';
import { companyIdOf } from '../../shared/company';

/**
 * The company whose accounts the caller manages: an administrator's own; none for the
 * system administrator, who manages the accounts of every company on the installation.
 */
export async function managedCompanyOf(db: Database, request: FastifyRequest): Promise<number | undefined> {
  return request.auth?.user.role === SYSTEM_ADMINISTRATOR_ROLE ? undefined : companyIdOf(db, request);
}
