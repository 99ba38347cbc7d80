import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { ListScope } from '../applications/application-lists';
import { awaitingManager, queueOf, teamOf } from './team';

// Which applications (`a`) the self-service portals reach: the employee their own; the
// manager their queue, their team's and their own duty rosters.

/** The lists of the employee's own applications. */
export const ownApplicationLists: ListScope = (viewer) =>
  viewer.employeeId === null ? sql`false` : sql`a.employee_id = ${viewer.employeeId}`;

/** The employee's own applications, to see and act on. */
export const ownApplications = (request: FastifyRequest): RawBuilder<boolean> =>
  sql<boolean>`a.employee_id = ${request.auth!.user.employee_id ?? 0}`;

/** The manager's queue: the filings whose current level waits for them. */
export const managerQueueList: ListScope = (viewer) =>
  viewer.employeeId === null ? sql`false` : { queue: queueOf(viewer.employeeId, viewer.role) };

/** The duty rosters the manager prepared. */
export const managerRosterList: ListScope = (viewer) => sql`a.employee_id = ${viewer.employeeId ?? 0}`;

/** What the manager sees and acts on: their queue, their team's filings, and their own duty rosters. */
export const managerApplications = (request: FastifyRequest): RawBuilder<boolean> => {
  const me = request.auth!.user.employee_id;
  return me === null
    ? sql<boolean>`false`
    : sql<boolean>`(${awaitingManager(me, request.auth!.user.role)} or a.employee_id in ${teamOf(me)}
            or (a.employee_id = ${me} and a.application_type = 'duty_roster'))`;
};
