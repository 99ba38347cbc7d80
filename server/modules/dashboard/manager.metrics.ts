import { sql } from 'kysely';
import { count, type MetricsBuilder, type Widget } from './widgets';
import { teamIds } from './team';

/** The manager's team: headcount, its make-up and its members. */
export const managerMetrics: MetricsBuilder = async ({ db, user, today }): Promise<Record<string, Widget>> => {
  if (user.employee_id === null) return {};
  const ids = (await teamIds(db, user.employee_id)).rows.map((row) => Number(row.id));
  if (ids.length === 0) {
    return { team_headcount: { label: 'Team headcount', value: 0, link: '/manager/myteam' } };
  }
  const members = await db
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .innerJoin('business_units as b', 'b.id', 'e.business_unit_id')
    .select([
      'e.id',
      'e.employee_no',
      sql<string>`concat(e.last_name, ', ', e.first_name)`.as('name'),
      'p.title as position',
      'b.name as business_unit',
      'e.employment_status',
      'e.status',
      'e.immediate_superior_id',
      'e.hire_date',
      'e.birth_date',
    ])
    .where('e.id', 'in', ids)
    .where('e.status', '<>', 'separated')
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .execute();
  const byStatus = new Map<string, number>();
  for (const member of members) byStatus.set(member.employment_status, (byStatus.get(member.employment_status) ?? 0) + 1);
  const month = today.slice(5, 7);
  return {
    team_headcount: { label: 'Team headcount', value: members.length, link: '/manager/myteam' },
    direct_reports: { label: 'Direct reports', value: members.filter((m) => count(m.immediate_superior_id) === user.employee_id).length },
    for_separation: { label: 'Leaving (for separation)', value: members.filter((m) => m.status === 'for_separation').length },
    birthdays_this_month: {
      label: 'Birthdays this month',
      rows: members
        .filter((m) => String(m.birth_date).slice(5, 7) === month)
        .map((m) => ({ name: m.name, birthday: String(m.birth_date).slice(5) }))
        .sort((a, b) => a.birthday.localeCompare(b.birthday)),
    },
    team_by_employment_status: {
      label: 'Team by employment status',
      rows: [...byStatus].sort(([a], [b]) => a.localeCompare(b)).map(([status, total]) => ({ employment_status: status, count: total })),
    },
    team_members: {
      label: 'Team members',
      rows: members.map((m) => ({
        employee_no: m.employee_no,
        name: m.name,
        position: m.position,
        business_unit: m.business_unit,
        employment_status: m.employment_status,
      })),
      link: '/manager/myteam',
    },
  };
};
