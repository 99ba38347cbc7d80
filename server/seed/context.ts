import { SeededRandom } from './random';

/** What one seeder leaves for the next: ids by code, and one generator for the whole run. */
export interface SeedContext {
  random: SeededRandom;
  companyId: number;
  businessUnits: Map<string, number>;
  positions: Map<string, number>;
  /** employee ids by the demo account that is that person (admin, manager, employee, ...) */
  people: Map<string, number>;
  /** every employee id, in employee-number order */
  employeeIds: number[];
  /** the date the demo data is built around */
  today: string;
}

export function newSeedContext(today: string): SeedContext {
  return {
    random: new SeededRandom(20260101),
    companyId: 0,
    businessUnits: new Map(),
    positions: new Map(),
    people: new Map(),
    employeeIds: [],
    today,
  };
}
