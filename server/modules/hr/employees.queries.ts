import { sql, type SqlBool } from 'kysely';

// The employee search `q`, shared by HR's employee list and the admin portal's
// employee lookup (both alias the employee `r`).

const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The employee search `q`, every branch a btree match: a number
 * ("EMP-001", "00012") on employee_no's prefix, or a whole government number; words on the last name, the first name,
 * or the last name then the first name either way round ("dela cruz juan",
 * "juan dela cruz", "santos, ma").
 */
export function employeeSearch(q: string) {
  const words = q.toLowerCase().replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return sql<SqlBool>`true`;
  if (/\d/.test(q)) {
    const number = q.trim().toLowerCase();
    const byEmployeeNo = /^\d+$/.test(number)
      ? sql<SqlBool>`(lower(r.employee_no) like ${prefix(number)} or lower(r.employee_no) like ${prefix(`emp-${number}`)})`
      : sql<SqlBool>`lower(r.employee_no) like ${prefix(number)}`;
    const byGovernmentNo = governmentNumberSearch(number);
    return byGovernmentNo ? sql<SqlBool>`(${byEmployeeNo} or ${byGovernmentNo})` : byEmployeeNo;
  }
  const phrase = words.join(' ');
  const branches = [sql<SqlBool>`lower(r.last_name) like ${prefix(phrase)}`, sql<SqlBool>`lower(r.first_name) like ${prefix(phrase)}`];
  for (let split = 1; split < words.length; split++) {
    const head = words.slice(0, split).join(' ');
    const tail = words.slice(split).join(' ');
    branches.push(sql<SqlBool>`(lower(r.last_name) like ${prefix(head)} and lower(r.first_name) like ${prefix(tail)})`);
    branches.push(sql<SqlBool>`(lower(r.first_name) like ${prefix(head)} and lower(r.last_name) like ${prefix(tail)})`);
  }
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

/**
 * A TIN, SSS, PhilHealth or Pag-IBIG number typed with or without its dashes or spaces
 * ("123-456-789", "34 1234567 8"): compared on digits, as they are stored, by equality
 * on each number's unique index. Anything shorter than a whole number is not one.
 */
function governmentNumberSearch(typed: string) {
  if (!/^[\d\s-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 9) return undefined;
  return sql<SqlBool>`(r.tin = ${digits} or r.sss_no = ${digits} or r.philhealth_no = ${digits} or r.pagibig_no = ${digits})`;
}

/** What a list column sorts by while searching: a search narrows the list to a few thousand rows at most, so sort those rather than walk the whole sort index looking for matches. */
export const searchedSortKey = (column: string) => sql`(${sql.ref(column)} || '')`;
