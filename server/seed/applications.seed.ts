import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { AuditActor } from '../shared/audit';
import { approveApplication } from '../modules/applications/decision.service';
import { fileApplication } from '../modules/applications/filing.service';
import { copyQueueKeys } from '../modules/applications/queue-keys';
import { loadRouting } from '../modules/applications/routing-context';
import { resolveRoute } from '../modules/applications/routing';
import { addDays } from '../modules/timekeeping/engine/time';
import type { SeedContext } from './context';

// The demo company's approval routes and the filings of the other types: every seeded
// leave filing gets its route snapshot (decided ones with their decisions), and a few
// weeks of overtime, official business, change-shift and log-sheet filings go through
// the same filing and approval services the portals use.

const SYSTEM: AuditActor = { userId: null, role: null, portal: 'system' };
const TIMEKEEPING = { actor: SYSTEM, employeeId: null, role: 5 };

async function routeSeededLeave(db: Database, companyId: number, today: string): Promise<void> {
  const filings = await db
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id', 'a.status', 'a.employee_id', 'e.business_unit_id', 'e.immediate_superior_id', 'a.submitted_at', 'a.decided_at'])
    .where('e.company_id', '=', companyId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('application_approvals as ap').select('ap.id').whereRef('ap.application_id', '=', 'a.id'))),
    )
    .execute();
  if (filings.length === 0) return;
  const { rows, context } = await loadRouting(db, companyId, { id: 0, business_unit_id: 0, immediate_superior_id: null }, null, today);
  const approvals: Record<string, unknown>[] = [];
  const levels = new Map<number, { current: number | null; required: number }>();
  for (const filing of filings) {
    const route = resolveRoute(rows, 'leave', {
      ...context,
      applicant: {
        id: Number(filing.employee_id),
        business_unit_id: Number(filing.business_unit_id),
        immediate_superior_id: filing.immediate_superior_id === null ? null : Number(filing.immediate_superior_id),
      },
    });
    for (const level of route) {
      const open = level.status === 'pending' || level.status === 'waiting';
      const status = !open
        ? level.status
        : filing.status === 'approved'
          ? 'approved'
          : filing.status === 'rejected'
            ? level.status === 'pending'
              ? 'rejected'
              : 'cancelled'
            : filing.status === 'cancelled'
              ? 'cancelled'
              : level.status;
      approvals.push({
        application_id: filing.id,
        round: 1,
        ...level,
        status,
        acted_at: status === 'approved' || status === 'rejected' ? (filing.decided_at ?? filing.submitted_at) : null,
        remarks: status === 'rejected' ? 'Not enough cover on those dates' : null,
      });
    }
    levels.set(Number(filing.id), {
      current: filing.status === 'pending' ? (route.find((l) => l.status === 'pending')?.level ?? null) : null,
      required: route.length,
    });
  }
  for (let i = 0; i < approvals.length; i += 1000)
    await db
      .insertInto('application_approvals')
      .values(approvals.slice(i, i + 1000) as never)
      .execute();
  await copyQueueKeys(db);
  const ids = [...levels.keys()];
  await sql`update applications a set current_level = v.current, required_levels = v.required
    from unnest(${ids}::bigint[], ${ids.map((id) => levels.get(id)!.current)}::smallint[], ${ids.map((id) => levels.get(id)!.required)}::smallint[]) as v(id, current, required)
    where a.id = v.id`.execute(db);
}

export async function seedApplications(db: Database, { companyId, today, random }: SeedContext): Promise<void> {
  await routeSeededLeave(db, companyId, today);
  const staff = await db
    .selectFrom('employees as e')
    .select(['e.id', 'e.rest_days'])
    .where('e.company_id', '=', companyId)
    .where('e.separation_date', 'is', null)
    .where('e.hire_date', '<', addDays(today, -60))
    .orderBy('e.id')
    .execute();
  const night = await db
    .selectFrom('shift_schedules')
    .select('id')
    .where('company_id', '=', companyId)
    .where('code', '=', 'STORE-PM')
    .executeTakeFirst();
  const file = async (body: Record<string, unknown>, approve: boolean) => {
    try {
      const filed = await fileApplication(db, { companyId, actor: SYSTEM, filedVia: 'self', filerEmployeeId: null, today }, body);
      for (let level = 0; approve && level < 5; level++) {
        const status = await db.selectFrom('applications').select('status').where('id', '=', filed.id).executeTakeFirstOrThrow();
        if (status.status !== 'pending') break;
        await approveApplication(db, companyId, TIMEKEEPING, filed.id, {});
      }
    } catch {
      // a filing the rules refuse (an overlap, a manager's level) stays out of the demo, as it would in the portal
    }
  };
  // overtime filed for the evenings the demo punches show worked past the shift
  const evenings = await sql<{ employee_id: number; day: string; shift_out: string; last_out: string }>`
    select e.id as employee_id, tp.punched_at::date::text as day, to_char(s.time_out, 'HH24:MI') as shift_out,
      to_char(max(tp.punched_at), 'HH24:MI') as last_out
    from time_punches tp join employees e on e.id = tp.employee_id join positions p on p.id = e.position_id
    join shift_schedules s on s.id = e.default_shift_schedule_id
    where e.company_id = ${companyId} and not p.labor_code_exempt and not s.is_overnight and not tp.is_void
      and tp.punched_at >= ${addDays(today, -25)}::date
    group by e.id, tp.punched_at::date, s.time_out
    having max(tp.punched_at) >= tp.punched_at::date + s.time_out + interval '60 minutes'
    order by 2, 1 limit 60`.execute(db);
  for (const [index, evening] of evenings.rows.entries()) {
    const minutes =
      Number(evening.last_out.slice(0, 2)) * 60 +
      Number(evening.last_out.slice(3)) -
      (Number(evening.shift_out.slice(0, 2)) * 60 + Number(evening.shift_out.slice(3)));
    const end = Number(evening.shift_out.slice(0, 2)) * 60 + Number(evening.shift_out.slice(3)) + Math.floor(minutes / 30) * 30;
    const to = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
    await file(
      {
        application_type: 'overtime',
        employee_id: evening.employee_id,
        work_date: evening.day,
        time_from: `${evening.day} ${evening.shift_out}`,
        time_to: `${evening.day} ${to}`,
        ot_category: 'post_shift',
        work_description: 'Month-end closing and inventory',
        reason: 'Month-end workload',
      },
      index % 5 !== 0,
    );
  }
  for (const [index, employee] of staff.entries()) {
    if (index % 4 !== 0) continue;
    const day = addDays(today, -random.integer(1, 20));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if ((employee.rest_days as number[]).includes(weekday)) continue;
    const approve = day < addDays(today, -3) || random.next() < 0.5;
    const kind = (index / 4) % 4;
    if (kind < 2) {
      await file(
        {
          application_type: 'official_business_trip',
          employee_id: employee.id,
          trip_type: 'official_business',
          date_from: day,
          date_to: day,
          destination: 'Client office, Ortigas',
          purpose: 'Delivery of documents and meeting',
        },
        approve,
      );
    } else if (kind < 3 && night) {
      const ahead = addDays(today, random.integer(2, 12));
      await file(
        {
          application_type: 'change_shift',
          employee_id: employee.id,
          date_from: ahead,
          date_to: ahead,
          to_shift_schedule_id: night.id,
          reason: 'Covering a colleague’s closing shift',
        },
        false,
      );
    } else {
      await file(
        {
          application_type: 'logsheet',
          employee_id: employee.id,
          work_date: day,
          time_in: `${day} 08:0${random.integer(0, 9)}`,
          reason_category: 'forgot_to_punch',
          reason: 'Forgot to punch in',
        },
        approve,
      );
    }
  }
}
