import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SeedContext } from './context';
import type { SeededRandom } from './random';

// Leave of the demo company: the leave types (docs/domain.md §6, docs/statutory.md §7)
// and a year of leave filings, mostly sick leave: one-day absences, some
// Monday/Friday habits beside the rest day, and longer illnesses with or
// without a medical certificate.

interface LeaveTypeSeed {
  code: string;
  name: string;
  is_paid: boolean;
  is_statutory: boolean;
  legal_basis: string | null;
  gender: 'any' | 'female' | 'male';
  requires_balance: boolean;
  count_basis: 'working_days' | 'calendar_days';
  allow_half_day: boolean;
  min_service_months: number;
  advance_filing_days: number;
  max_days_per_filing: string | null;
  attachment_required_after_days: string | null;
  is_convertible: boolean;
  max_convertible_days: string | null;
  max_carry_over_days: string | null;
  accrual_method: 'annual_upfront' | 'monthly_accrual' | 'per_event' | 'none';
  color: string;
}

const policy = {
  is_statutory: false,
  legal_basis: null,
  gender: 'any',
  requires_balance: true,
  count_basis: 'working_days',
  allow_half_day: true,
  min_service_months: 0,
  max_days_per_filing: null,
  attachment_required_after_days: null,
  is_convertible: false,
  max_convertible_days: null,
  max_carry_over_days: '0',
  accrual_method: 'annual_upfront',
} as const;
const perEvent = { ...policy, is_statutory: true, requires_balance: false, allow_half_day: false, accrual_method: 'per_event' } as const;

function leaveTypes(certificateAfterDays: string): LeaveTypeSeed[] {
  return [
    {
      ...policy,
      code: 'VL',
      name: 'Vacation leave',
      is_paid: true,
      advance_filing_days: 5,
      is_convertible: true,
      max_convertible_days: '10.000',
      max_carry_over_days: '5.000',
      accrual_method: 'monthly_accrual',
      color: '#1e88e5',
    },
    {
      ...policy,
      code: 'SL',
      name: 'Sick leave',
      is_paid: true,
      advance_filing_days: 0,
      attachment_required_after_days: certificateAfterDays,
      accrual_method: 'monthly_accrual',
      color: '#e53935',
    },
    {
      ...policy,
      code: 'SIL',
      name: 'Service incentive leave',
      is_paid: true,
      is_statutory: true,
      legal_basis: 'Labor Code art. 95',
      min_service_months: 12,
      advance_filing_days: 0,
      is_convertible: true,
      max_convertible_days: '5.000',
      color: '#43a047',
    },
    {
      ...perEvent,
      code: 'ML',
      name: 'Maternity leave',
      is_paid: true,
      legal_basis: 'RA 11210',
      gender: 'female',
      count_basis: 'calendar_days',
      advance_filing_days: 30,
      max_days_per_filing: '120.000',
      attachment_required_after_days: '0.000',
      color: '#d81b60',
    },
    {
      ...perEvent,
      code: 'PL',
      name: 'Paternity leave',
      is_paid: true,
      legal_basis: 'RA 8187',
      gender: 'male',
      advance_filing_days: 0,
      max_days_per_filing: '7.000',
      attachment_required_after_days: '0.000',
      color: '#3949ab',
    },
    {
      ...perEvent,
      code: 'SPL',
      name: 'Solo parent leave',
      is_paid: true,
      legal_basis: 'RA 11861',
      min_service_months: 6,
      advance_filing_days: 0,
      max_days_per_filing: '7.000',
      color: '#8e24aa',
    },
    {
      ...perEvent,
      code: 'VAWC',
      name: 'VAWC leave',
      is_paid: true,
      legal_basis: 'RA 9262 sec. 43',
      gender: 'female',
      advance_filing_days: 0,
      max_days_per_filing: '10.000',
      attachment_required_after_days: '0.000',
      color: '#6d4c41',
    },
    {
      ...perEvent,
      code: 'SLW',
      name: 'Special leave for women',
      is_paid: true,
      legal_basis: 'RA 9710 sec. 18',
      gender: 'female',
      min_service_months: 6,
      advance_filing_days: 5,
      max_days_per_filing: '60.000',
      attachment_required_after_days: '0.000',
      color: '#f4511e',
    },
    {
      ...policy,
      code: 'BL',
      name: 'Bereavement leave',
      is_paid: true,
      requires_balance: false,
      allow_half_day: false,
      advance_filing_days: 0,
      max_days_per_filing: '3.000',
      accrual_method: 'per_event',
      color: '#546e7a',
    },
    {
      ...policy,
      code: 'EL',
      name: 'Emergency leave',
      is_paid: true,
      advance_filing_days: 0,
      max_days_per_filing: '3.000',
      color: '#fb8c00',
    },
    {
      ...policy,
      code: 'LWOP',
      name: 'Leave without pay',
      is_paid: false,
      requires_balance: false,
      advance_filing_days: 3,
      accrual_method: 'none',
      color: '#9e9e9e',
    },
  ];
}

const SICK_REASONS = [
  'Fever and flu',
  'Migraine',
  'Acute gastroenteritis',
  'Upper respiratory tract infection',
  'Tooth extraction',
  'Lower back pain',
  'Hypertension, advised rest',
  'Allergic rhinitis',
  'Conjunctivitis',
  'Urinary tract infection',
  'Sprained ankle',
  'Fever, cough and colds',
];
const LONG_SICK_REASONS = [
  'Dengue fever, hospitalised',
  'Pneumonia, confined',
  'Chickenpox, isolation advised',
  'Appendectomy and recovery',
  'Typhoid fever',
];
const VACATION_REASONS = [
  'Family vacation in Bohol',
  'Out-of-town trip',
  'Attend a wedding in the province',
  'Personal errands',
  'Renewal of passport',
  'Holy Week with family',
];

const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

interface Applicant {
  id: number;
  business_unit_id: number;
  hire_date: string;
  separation_date: string | null;
  rest_days: number[];
}

/** The dates of a filing: `length` working days from `start`, skipping the applicant's rest days. */
function workingSpan(start: string, length: number, restDays: number[]): { from: string; to: string; days: number } {
  let to = start;
  let days = 1;
  while (days < length) {
    to = addDays(to, 1);
    if (!restDays.includes(weekday(to))) days += 1;
  }
  return { from: start, to, days };
}

/** A working day next to one of the applicant's rest days (the day after it, or the day before it), inside the window. */
function restDayNeighbour(random: SeededRandom, from: string, to: string, restDays: number[]): string | undefined {
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = random.date(from, to);
    const after = random.next() < 0.5;
    const candidate = addDays(date, after ? 1 : -1);
    if (restDays.includes(weekday(date)) && !restDays.includes(weekday(candidate)) && candidate >= from && candidate <= to)
      return candidate;
  }
  return undefined;
}

function anyWorkingDay(random: SeededRandom, from: string, to: string, restDays: number[]): string {
  let date = random.date(from, to);
  while (restDays.includes(weekday(date))) date = addDays(date, 1);
  return date;
}

export async function seedLeave(db: Database, context: SeedContext): Promise<void> {
  const { random, companyId, today } = context;
  const preference = await db
    .selectFrom('preferences')
    .select('value')
    .where('company_id', '=', companyId)
    .where('key', '=', 'medical_certificate_after_days')
    .executeTakeFirst();
  const certificateAfter = Number(preference?.value ?? 2);
  const types = await db
    .insertInto('leave_types')
    .values(leaveTypes(certificateAfter.toFixed(3)).map((type) => ({ company_id: companyId, ...type })))
    .returning(['id', 'code'])
    .execute();
  const typeId = new Map(types.map((t) => [t.code as string, t.id as number]));

  const employees = (await db
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'hire_date', 'separation_date', 'rest_days'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute()) as Applicant[];
  const windowStart = addDays(today, -364);
  const applications: Insertable<DB['applications']>[] = [];
  const details: { type: string; days: number; certificate: boolean }[] = [];
  const sequence = new Map<string, number>();

  for (const employee of employees) {
    const from = employee.hire_date > windowStart ? employee.hire_date : windowStart;
    const until = employee.separation_date && employee.separation_date < today ? employee.separation_date : today;
    if (from >= until) continue;
    const taken: [string, string][] = [];
    const file = (type: 'SL' | 'VL', start: string | undefined, length: number, reason: string) => {
      if (!start) return;
      const span = workingSpan(start, length, employee.rest_days);
      if (span.to > until || taken.some(([a, b]) => span.from <= b && span.to >= a)) return;
      taken.push([span.from, span.to]);
      const year = span.from.slice(0, 4);
      const next = (sequence.get(year) ?? 0) + 1;
      sequence.set(year, next);
      // Recent filings still wait for approval; a few older ones were turned down or withdrawn.
      const recent = span.from >= addDays(today, -14);
      const roll = random.next();
      const status = recent && roll < 0.6 ? 'pending' : roll < 0.04 ? 'rejected' : roll < 0.07 ? 'cancelled' : 'approved';
      const filedOn = type === 'SL' ? addDays(span.to, random.integer(0, 2)) : addDays(span.from, -random.integer(5, 20));
      const submitted = `${filedOn < today ? filedOn : today} 0${random.integer(7, 9)}:${String(random.integer(10, 59))}:00+08`;
      applications.push({
        reference_no: `LV-${year}-${String(next).padStart(5, '0')}`,
        application_type: 'leave',
        employee_id: employee.id,
        business_unit_id: employee.business_unit_id,
        filed_via: 'self',
        date_from: span.from,
        date_to: span.to,
        reason,
        status,
        current_level: status === 'pending' ? 1 : null,
        required_levels: 1,
        submitted_at: submitted,
        decided_at: status === 'approved' || status === 'rejected' ? submitted : null,
        cancelled_at: status === 'cancelled' ? submitted : null,
        details_summary: `${type} ${span.from} to ${span.to}, ${span.days} day${span.days === 1 ? '' : 's'}`,
      });
      const needsCertificate = span.days > certificateAfter;
      details.push({ type, days: span.days, certificate: type === 'SL' && random.next() < (needsCertificate ? 0.7 : 0.15) });
    };

    const roll = random.next();
    if (roll < 0.12) {
      // The Monday/Friday habit: single days beside the rest day, again and again.
      for (let n = random.integer(4, 7); n > 0; n--)
        file('SL', restDayNeighbour(random, from, until, employee.rest_days), 1, random.pick(SICK_REASONS));
    } else if (roll < 0.6) {
      for (let n = random.integer(1, 3); n > 0; n--) {
        const size = random.next();
        const length = size < 0.6 ? 1 : size < 0.85 ? 2 : random.integer(3, 6);
        file(
          'SL',
          anyWorkingDay(random, from, until, employee.rest_days),
          length,
          length > 2 ? random.pick(LONG_SICK_REASONS) : random.pick(SICK_REASONS),
        );
      }
    }
    if (random.next() < 0.35) {
      file('VL', anyWorkingDay(random, from, until, employee.rest_days), random.integer(1, 4), random.pick(VACATION_REASONS));
    }
  }

  const certificates: Insertable<DB['attachments']>[] = [];
  for (let at = 0; at < applications.length; at += 1000) {
    const chunk = applications.slice(at, at + 1000);
    const inserted = await db.insertInto('applications').values(chunk).returning(['id', 'reference_no']).execute();
    const ids = new Map(inserted.map((row) => [row.reference_no as string, row.id as number]));
    const leaveRows = chunk.map((application, index) => {
      const detail = details[at + index];
      const id = ids.get(application.reference_no as string)!;
      if (detail.certificate) {
        certificates.push({
          attachable_type: 'leave_applications',
          attachable_id: id,
          document_type: 'medical_certificate',
          file_name: `medical-certificate-${String(application.reference_no).toLowerCase()}.pdf`,
          mime_type: 'application/pdf',
          size_bytes: random.integer(80_000, 900_000),
          description: 'Medical certificate from the attending physician',
        });
      }
      return {
        application_id: id,
        leave_type_id: typeId.get(detail.type)!,
        day_part: 'whole_day',
        days: detail.days.toFixed(3),
        with_pay: true,
        without_pay: false,
      };
    });
    await db.insertInto('leave_applications').values(leaveRows).execute();
  }
  for (let at = 0; at < certificates.length; at += 1000)
    await db
      .insertInto('attachments')
      .values(certificates.slice(at, at + 1000))
      .execute();
}
