/**
 * The statutory tables as typed, effective-dated data: every version docs/statutory.md gives.
 * The database seed inserts these; the engine receives them (or versions loaded from the
 * database) as arguments. DEFAULT_STATUTORY_TABLES is the set callers pass by default.
 */
import { ANNUAL_TAX_TABLES, WITHHOLDING_TABLES } from './bir';
import { DE_MINIMIS_SCHEDULES, OTHER_BENEFITS_EXEMPTIONS } from './benefits';
import { PAGIBIG_SCHEDULES } from './pagibig';
import { PHILHEALTH_SCHEDULES } from './philhealth';
import { PREMIUM_MATRICES } from './premiums';
import { SSS_SCHEDULES } from './sss';
import type { StatutoryTables } from './types';

export * from './types';
export { sssBracketsFromCircular } from './sss';
export {
  ANNUAL_TAX_TABLES,
  DE_MINIMIS_SCHEDULES,
  OTHER_BENEFITS_EXEMPTIONS,
  PAGIBIG_SCHEDULES,
  PHILHEALTH_SCHEDULES,
  PREMIUM_MATRICES,
  SSS_SCHEDULES,
  WITHHOLDING_TABLES,
};

export const DEFAULT_STATUTORY_TABLES: StatutoryTables = {
  sss: SSS_SCHEDULES,
  philhealth: PHILHEALTH_SCHEDULES,
  pagibig: PAGIBIG_SCHEDULES,
  withholding: WITHHOLDING_TABLES,
  annual_tax: ANNUAL_TAX_TABLES,
  premiums: PREMIUM_MATRICES,
  de_minimis: DE_MINIMIS_SCHEDULES,
  other_benefits_exemption: OTHER_BENEFITS_EXEMPTIONS,
};
