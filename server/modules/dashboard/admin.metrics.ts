import { sql } from 'kysely';
import { ROLE_NAMES } from '@core/access';
import { count, type MetricsBuilder } from './widgets';

/** System overview: people, accounts, sign-ins today and the latest audit entries. */
export const adminMetrics: MetricsBuilder = async ({ db, today }) => {
  const dayStart = sql<Date>`(${today}::date::timestamp at time zone 'Asia/Manila')`;
  const [headcount, users, signIns, latest] = await Promise.all([
    db
      .selectFrom('employees as e')
      .innerJoin('companies as c', 'c.id', 'e.company_id')
      .select(['c.name as company', 'e.status', sql<number>`count(*)::int`.as('count')])
      .groupBy(['c.name', 'e.status'])
      .orderBy('c.name')
      .orderBy('e.status')
      .execute(),
    db
      .selectFrom('users')
      .select(['role', sql<number>`count(*)::int`.as('count'), sql<number>`count(*) filter (where is_active)::int`.as('active')])
      .groupBy('role')
      .orderBy('role')
      .execute(),
    db
      .selectFrom('transaction_logs')
      .select([
        sql<number>`count(*) filter (where action = 'login')::int`.as('logins'),
        sql<number>`count(*) filter (where action = 'login_failed')::int`.as('failed'),
      ])
      .where('occurred_at', '>=', dayStart)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transaction_logs as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select([
        sql<string>`to_char(l.occurred_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI')`.as('occurred_at'),
        'u.name as user',
        'l.portal',
        'l.action',
        'l.summary',
      ])
      .orderBy('l.occurred_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(10)
      .execute(),
  ]);
  const active = headcount.filter((row) => row.status !== 'separated').reduce((sum, row) => sum + count(row.count), 0);
  return {
    active_employees: { label: 'Active employees', value: active },
    user_accounts: { label: 'User accounts', value: users.reduce((sum, row) => sum + count(row.count), 0) },
    logins_today: { label: 'Logins today', value: count(signIns.logins) },
    failed_logins_today: { label: 'Failed logins today', value: count(signIns.failed) },
    headcount_by_company_and_status: {
      label: 'Headcount by company and status',
      rows: headcount.map((row) => ({ company: row.company, status: row.status, count: count(row.count) })),
    },
    users_by_role: {
      label: 'Users by role',
      rows: users.map((row) => ({ role: ROLE_NAMES[row.role] ?? String(row.role), accounts: count(row.count), active: count(row.active) })),
    },
    latest_transactions: { label: 'Latest transactions', rows: latest },
  };
};
