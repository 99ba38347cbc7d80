import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { ListQuery, ListWhitelist } from '../../../http/simple-rest';
import { RETURN_COLUMNS, type ReturnRow } from './bir-1601c.service';
import { compensationByEmployee, monthSpan } from './compensation-source';
import { employeeIdentities } from './employees';
import { withholdingRow } from './return-1601c';

// The reads of the 1601-C register and of the monthly ITW.

export const RETURNS_LIST: ListWhitelist = {
  sort: ['year', 'month', 'amendment_no', 'status', 'id'],
  filter: ['year', 'month', 'status', 'id'],
  search: [],
  defaultSort: ['year', 'DESC'],
};

/** One page of the company's returns (sorted, ties by year, month and amendment) and how many match in all. */
export async function listReturns(db: Database, companyId: number, list: ListQuery): Promise<{ rows: ReturnRow[]; total: number }> {
  let query = db.selectFrom('bir_1601c_returns').where('company_id', '=', companyId);
  for (const key of RETURNS_LIST.filter as readonly ('year' | 'month' | 'status' | 'id')[]) {
    const value = list.filter[key];
    if (value === undefined) continue;
    query = Array.isArray(value)
      ? query.where(key, 'in', value.length ? (value as never[]) : [null as never])
      : query.where(key, '=', value as never);
  }
  const [{ total }] = await query.select(sql<number>`count(*)::int`.as('total')).execute();
  const direction = list.sort[1] === 'ASC' ? 'asc' : 'desc';
  const rows = await query
    .select([...RETURN_COLUMNS])
    .orderBy(list.sort[0] as 'year', direction)
    .orderBy('year', direction)
    .orderBy('month', direction)
    .orderBy('amendment_no', direction)
    .offset(list.range[0])
    .limit(list.range[1] - list.range[0] + 1)
    .execute();
  return { rows, total };
}

/** The monthly ITW rows of a month with each employee's identity. */
export async function monthlyWithholdings(db: Database, companyId: number, year: number, month: number) {
  const employees = await compensationByEmployee(db, companyId, monthSpan(year, month));
  const who = await employeeIdentities(
    db,
    employees.map((e) => e.employee_id),
  );
  return employees.map((e) => {
    const person = who.get(e.employee_id)!;
    return {
      id: `${year}-${String(month).padStart(2, '0')}:${e.employee_id}`,
      year,
      month,
      employee_no: person.employee_no,
      employee_name: person.name,
      tin: person.tin,
      business_unit_id: person.business_unit_id,
      ...withholdingRow(e),
    };
  });
}
