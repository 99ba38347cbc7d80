import type { Database } from '../../../db/database';

// Who the BIR lists name: TIN, names, dates of employment, addresses.

export interface EmployeeIdentity {
  id: number;
  employee_no: string;
  tin: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  name: string;
  birth_date: string;
  hire_date: string;
  separation_date: string | null;
  employment_status: string;
  nationality: string;
  address: string;
  business_unit_id: number | null;
}

export async function employeeIdentities(db: Database, ids: readonly number[]): Promise<Map<number, EmployeeIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'employee_no',
      'tin',
      'last_name',
      'first_name',
      'middle_name',
      'birth_date',
      'hire_date',
      'separation_date',
      'employment_status',
      'nationality',
      'present_address',
      'business_unit_id',
    ])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        employee_no: r.employee_no,
        tin: (r.tin ?? '').replace(/\D/g, ''),
        last_name: r.last_name,
        first_name: r.first_name,
        middle_name: r.middle_name ?? '',
        name: `${r.last_name}, ${r.first_name}${r.middle_name ? ` ${r.middle_name}` : ''}`,
        birth_date: r.birth_date,
        hire_date: r.hire_date,
        separation_date: r.separation_date,
        employment_status: r.employment_status,
        nationality: r.nationality,
        address: r.present_address,
        business_unit_id: r.business_unit_id === null ? null : Number(r.business_unit_id),
      },
    ]),
  );
}
