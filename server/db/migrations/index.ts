import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0101 from './0101_hr_organisation';
import * as m0102 from './0102_hr_201_file';
import * as m0201 from './0201_payroll_setup';
import * as m0401 from './0401_leave_foundation';
import * as m0402 from './0402_attachment_content';

// Every migration, in order. Areas take number ranges so that parallel work
// does not collide: 00xx foundation, 01xx HR, 02xx payroll, 03xx timekeeping,
// 04xx applications and leave.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0101_hr_organisation': m0101,
  '0102_hr_201_file': m0102,
  '0201_payroll_setup': m0201,
  '0401_leave_foundation': m0401,
  '0402_attachment_content': m0402,
};
