import type { Database } from '../../server/db/database';
import { createAccount, DEMO_PASSWORD } from '../../server/seed/accounts.seed';

// A second employer beside the demo company, for the checks that one company's
// users never reach another's records: its own organisation, employees (a
// manager and the employee who reports to them) and one account per role.

export const OTHER_COMPANY = {
  code: 'LKS',
  admin: 'admin@lakas.example',
  hr: 'hr@lakas.example',
  manager: 'manager@lakas.example',
  employee: 'employee@lakas.example',
  timekeeping: 'timekeeping@lakas.example',
  payroll: 'payroll@lakas.example',
} as const;

export interface OtherCompany {
  companyId: number;
  employeeIds: Record<'admin' | 'hr' | 'manager' | 'employee' | 'timekeeping' | 'payroll', number>;
}

const PEOPLE = [
  ['admin', 'Administrador', 'Ramon', 1],
  ['hr', 'Dela Paz', 'Liza', 4],
  ['manager', 'Bautista', 'Nestor', 2],
  ['employee', 'Villanueva', 'Carla', 3],
  ['timekeeping', 'Aquino', 'Jun', 5],
  ['payroll', 'Mercado', 'Tess', 6],
] as const;

/** Each person's name, as the console shows it. */
export const OTHER_COMPANY_PEOPLE = Object.fromEntries(
  PEOPLE.map(([person, last_name, first_name]) => [person, { last_name, first_name }]),
) as Record<keyof OtherCompany['employeeIds'], { last_name: string; first_name: string }>;

export async function addOtherCompany(db: Database): Promise<OtherCompany> {
  const company = await db
    .insertInto('companies')
    .values({
      code: OTHER_COMPANY.code,
      name: 'Lakas Logistics Inc.',
      tin: '123456789',
      tin_branch_code: '00000',
      rdo_code: '050',
      address_line: '5 Pioneer Street',
      city_municipality: 'Pasig City',
      province: 'Metro Manila',
      region: 'NCR',
      zip_code: '1600',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const level = await db
    .insertInto('org_levels')
    .values({ company_id: company.id, code: 'DIV', name: 'Division', rank: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = await db
    .insertInto('business_units')
    .values({
      company_id: company.id,
      org_level_id: level.id,
      code: 'LKS-HQ',
      name: 'Lakas Head Office',
      region: 'NCR',
      city_municipality: 'Pasig City',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const position = await db
    .insertInto('positions')
    .values({ company_id: company.id, code: 'LKS-OFF', title: 'Logistics Officer', job_level: 'rank_and_file' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employeeIds = {} as OtherCompany['employeeIds'];
  for (const [index, [person, last, first]] of PEOPLE.entries()) {
    const row = await db
      .insertInto('employees')
      .values({
        company_id: company.id,
        employee_no: `LKS-${String(index + 1).padStart(4, '0')}`,
        last_name: last,
        first_name: first,
        sex: 'female',
        civil_status: 'single',
        birth_date: '1990-05-01',
        email: OTHER_COMPANY[person],
        present_address: '5 Pioneer Street, Pasig City',
        emergency_contact_name: 'Contact',
        emergency_contact_relationship: 'Sibling',
        emergency_contact_phone: '09170000000',
        tin: `9990000${index}0`,
        sss_no: `99000000${index}0`,
        business_unit_id: unit.id,
        position_id: position.id,
        employment_status: 'regular',
        hire_date: '2020-01-06',
        immediate_superior_id: person === 'employee' ? employeeIds.manager : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    employeeIds[person] = row.id;
  }
  for (const [person, last, first, role] of PEOPLE) {
    await createAccount(db, {
      email: OTHER_COMPANY[person],
      name: `${first} ${last}`,
      role,
      employeeId: employeeIds[person],
      password: DEMO_PASSWORD,
    });
  }
  return { companyId: company.id, employeeIds };
}
