import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';

// Every migration, in order. Areas take number ranges so that parallel work
// does not collide: 00xx foundation, 01xx HR, 02xx payroll, 03xx timekeeping,
// 04xx applications and leave.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
