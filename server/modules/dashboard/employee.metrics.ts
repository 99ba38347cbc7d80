import { sql } from 'kysely';
import type { MetricsBuilder, Widget } from './widgets';

function serviceLength(hireDate: string, today: string): string {
  const [hy, hm, hd] = hireDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let months = (ty - hy) * 12 + (tm - hm) - (td < hd ? 1 : 0);
  if (months < 0) months = 0;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return `${years} year${years === 1 ? '' : 's'}, ${rest} month${rest === 1 ? '' : 's'}`;
}

/** The logged-in employee's own record (scope self). */
export const employeeMetrics: MetricsBuilder = async ({ db, user, today }): Promise<Record<string, Widget>> => {
  if (user.employee_id === null) return {};
  const me = await db
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .innerJoin('business_units as b', 'b.id', 'e.business_unit_id')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('employees as s', 's.id', 'e.immediate_superior_id')
    .select([
      'e.employee_no',
      sql<string>`concat(e.first_name, ' ', e.last_name)`.as('name'),
      'p.title as position',
      'b.name as business_unit',
      'c.name as company',
      'e.employment_status',
      'e.hire_date',
      'e.regularization_date',
      'e.birth_date',
      sql<string | null>`case when s.id is null then null else concat(s.first_name, ' ', s.last_name) end`.as('superior'),
    ])
    .where('e.id', '=', user.employee_id)
    .executeTakeFirst();
  if (!me) return {};
  return {
    employee_no: { label: 'Employee no.', value: me.employee_no, link: '/employee/employee-details' },
    position: { label: 'Position', value: me.position },
    business_unit: { label: 'Business unit', value: me.business_unit },
    employment_status: { label: 'Employment status', value: me.employment_status },
    length_of_service: { label: 'Length of service', value: serviceLength(String(me.hire_date), today) },
    profile: {
      label: 'My profile',
      rows: [
        { field: 'Name', value: me.name },
        { field: 'Company', value: me.company },
        { field: 'Hire date', value: me.hire_date },
        { field: 'Regularization date', value: me.regularization_date ?? '—' },
        { field: 'Immediate superior', value: me.superior ?? '—' },
      ],
      link: '/employee/employee-details',
    },
  };
};
