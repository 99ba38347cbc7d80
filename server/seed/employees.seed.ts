import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SeedContext } from './context';
import { BARANGAYS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, PLACES, STREETS } from './names';

// About 300 employees: a head office, a warehouse and five stores, each unit
// with its head as the immediate superior of the rest.

interface Slot {
  unit: string;
  position: string;
  count: number;
  /** the demo account that is this person */
  person?: string;
}

const STORE_SLOTS = (unit: string): Slot[] => [
  { unit, position: 'SM', count: 1, person: unit === 'ST-MKT' ? 'manager' : undefined },
  { unit, position: 'ASM', count: 1 },
  { unit, position: 'SA', count: 1, person: unit === 'ST-MKT' ? 'employee' : undefined },
  { unit, position: 'CSH', count: 8 },
  { unit, position: 'SA', count: 27 },
  { unit, position: 'STK', count: 6 },
  { unit, position: 'SG', count: 3 },
];

const SLOTS: Slot[] = [
  { unit: 'HO', position: 'PRES', count: 1 },
  { unit: 'HRD', position: 'HRM', count: 1 },
  { unit: 'HRD', position: 'HRO', count: 1, person: 'hr' },
  { unit: 'HRD', position: 'HRO', count: 1, person: 'hr.payroll' },
  { unit: 'HRD', position: 'HRO', count: 2 },
  { unit: 'HRD', position: 'TKO', count: 1, person: 'timekeeping' },
  { unit: 'HRD', position: 'TKO', count: 2 },
  { unit: 'FIN', position: 'FINM', count: 1 },
  { unit: 'FIN', position: 'PRS', count: 1, person: 'payroll' },
  { unit: 'FIN', position: 'PRO', count: 3 },
  { unit: 'FIN', position: 'ACC', count: 5 },
  { unit: 'ITD', position: 'ITM', count: 1 },
  { unit: 'ITD', position: 'SYSAD', count: 1, person: 'admin' },
  { unit: 'ITD', position: 'SYSAD', count: 1 },
  { unit: 'ITD', position: 'DEV', count: 6 },
  { unit: 'MKT', position: 'MKTS', count: 6 },
  { unit: 'LOG', position: 'WHS', count: 2 },
  { unit: 'LOG', position: 'WHA', count: 20 },
  { unit: 'LOG', position: 'DRV', count: 10 },
  ...['ST-MKT', 'ST-QC', 'ST-PSG', 'ST-CEB', 'ST-DVO'].flatMap(STORE_SLOTS),
];

/** The first position listed in a unit heads it. */
const HEAD_POSITIONS = new Set(['PRES', 'HRM', 'FINM', 'ITM', 'WHS', 'SM']);

export const ACCOUNT_EMAILS: Record<string, string> = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  employee: 'employee@example.com',
  hr: 'hr@example.com',
  timekeeping: 'timekeeping@example.com',
  payroll: 'payroll@example.com',
  'hr.payroll': 'hr.payroll@example.com',
};

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export async function seedEmployees(db: Database, context: SeedContext): Promise<void> {
  const random = context.random;
  const rows: Insertable<DB['employees']>[] = [];
  const units: string[] = [];
  const people: (string | undefined)[] = [];
  let sequence = 0;
  for (const slot of SLOTS) {
    for (let n = 0; n < slot.count; n++) {
      sequence += 1;
      const sex = random.next() < 0.52 ? 'female' : 'male';
      const first = random.pick(sex === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const middle = random.pick(LAST_NAMES);
      const place = random.pick(PLACES);
      const senior = HEAD_POSITIONS.has(slot.position);
      const hireDate = random.date(senior ? '2012-01-01' : '2015-01-01', '2026-10-31');
      const birthDate = random.date('1968-01-01', '2003-12-31');
      const monthsEmployed = (Date.parse(context.today) - Date.parse(hireDate)) / (30.4 * 86_400_000);
      const separated = !slot.person && !senior && random.next() < 0.06;
      const employmentStatus =
        monthsEmployed < 6 ? 'probationary' : slot.unit.startsWith('ST-') && random.next() < 0.12 ? 'contractual' : 'regular';
      const employeeNo = `EMP-${pad(sequence, 5)}`;
      const emailLocal = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
      const separationDate = separated ? random.date(hireDate > '2024-01-01' ? hireDate : '2024-01-01', '2026-11-15') : null;
      rows.push({
        company_id: context.companyId,
        employee_no: employeeNo,
        last_name: last,
        first_name: first,
        middle_name: middle === last ? null : middle,
        sex,
        civil_status: random.pick(['single', 'single', 'married', 'married', 'married', 'widowed']),
        birth_date: birthDate,
        birth_place: random.pick(PLACES).city,
        nationality: 'Filipino',
        email: slot.person ? ACCOUNT_EMAILS[slot.person] : `${emailLocal}.${pad(sequence, 3)}@bayanihanmart.ph`,
        mobile_no: `09${random.integer(15, 99)}${random.digits(7)}`,
        present_address: `${random.integer(1, 999)} ${random.pick(STREETS)}, Brgy. ${random.pick(BARANGAYS)}, ${place.city}, ${place.province} ${place.zip}`,
        emergency_contact_name: `${random.pick([...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES])} ${last}`,
        emergency_contact_relationship: random.pick(['Spouse', 'Mother', 'Father', 'Sibling']),
        emergency_contact_phone: `09${random.integer(15, 99)}${random.digits(7)}`,
        tin: `${random.integer(100, 499)}${pad(sequence, 6)}`,
        sss_no: `${random.integer(10, 34)}${random.digits(3)}${pad(sequence, 5)}`,
        philhealth_no: `${random.pick(['01', '02', '03', '19'])}${random.digits(5)}${pad(sequence, 5)}`,
        pagibig_no: `1211${random.digits(3)}${pad(sequence, 5)}`,
        business_unit_id: context.businessUnits.get(slot.unit)!,
        position_id: context.positions.get(slot.position)!,
        employment_status: employmentStatus,
        hire_date: hireDate,
        regularization_date: employmentStatus === 'regular' ? addMonths(hireDate, 6) : null,
        end_of_contract_date: employmentStatus === 'contractual' ? addMonths(hireDate, 12) : null,
        separation_date: separationDate,
        separation_type: separated
          ? random.pick(['resignation', 'resignation', 'resignation', 'end_of_contract', 'termination_just_cause'])
          : null,
        separation_reason: separated ? 'Pursuing other opportunities.' : null,
        status: separated ? (separationDate! > context.today ? 'for_separation' : 'separated') : 'active',
        rest_days: JSON.stringify(slot.unit.startsWith('ST-') ? [random.integer(1, 5)] : [0, 6]),
        time_recorder_id: pad(sequence, 6),
        payment_mode: random.next() < 0.9 ? 'bank' : 'cash',
      });
      units.push(slot.unit);
      people.push(slot.person);
    }
  }
  const inserted = await db.insertInto('employees').values(rows).returning(['id']).execute();
  context.employeeIds = inserted.map((r) => r.id);
  inserted.forEach((row, index) => {
    const person = people[index];
    if (person) context.people.set(person, row.id);
  });

  // Heads: the first employee of each unit; the president heads the heads.
  const headOfUnit = new Map<string, number>();
  inserted.forEach((row, index) => {
    if (!headOfUnit.has(units[index])) headOfUnit.set(units[index], row.id);
  });
  const president = headOfUnit.get('HO')!;
  const superiorOf = (index: number): number | null => {
    const head = headOfUnit.get(units[index])!;
    if (inserted[index].id === president) return null;
    return inserted[index].id === head ? president : head;
  };
  const pairs = inserted.map((row, index) => [row.id, superiorOf(index)] as const).filter(([, superior]) => superior !== null);
  await sql`
    update employees e set immediate_superior_id = v.superior
    from (values ${sql.join(pairs.map(([id, superior]) => sql`(${id}::bigint, ${superior}::bigint)`))}) as v(id, superior)
    where e.id = v.id`.execute(db);
  for (const [unit, head] of headOfUnit) {
    await db.updateTable('business_units').set({ head_employee_id: head }).where('id', '=', context.businessUnits.get(unit)!).execute();
  }
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
