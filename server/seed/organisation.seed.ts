import type { Database } from '../db/database';
import type { SeedContext } from './context';

// The demo employer: one company, three levels, a head office and stores.

const UNITS = [
  { code: 'HO', name: 'Head Office', level: 'DIV', parent: null, city: 'Makati City', region: 'NCR' },
  { code: 'OPS', name: 'Store Operations', level: 'DIV', parent: null, city: 'Makati City', region: 'NCR' },
  { code: 'HRD', name: 'Human Resources', level: 'DEPT', parent: 'HO', city: 'Makati City', region: 'NCR' },
  { code: 'FIN', name: 'Finance and Accounting', level: 'DEPT', parent: 'HO', city: 'Makati City', region: 'NCR' },
  { code: 'ITD', name: 'Information Technology', level: 'DEPT', parent: 'HO', city: 'Makati City', region: 'NCR' },
  { code: 'MKT', name: 'Marketing', level: 'DEPT', parent: 'HO', city: 'Makati City', region: 'NCR' },
  { code: 'LOG', name: 'Logistics and Warehouse', level: 'DEPT', parent: 'OPS', city: 'Calamba', region: 'IV-A' },
  { code: 'ST-MKT', name: 'Store - Makati Ayala', level: 'SEC', parent: 'OPS', city: 'Makati City', region: 'NCR' },
  { code: 'ST-QC', name: 'Store - Quezon City Cubao', level: 'SEC', parent: 'OPS', city: 'Quezon City', region: 'NCR' },
  { code: 'ST-PSG', name: 'Store - Pasig Ortigas', level: 'SEC', parent: 'OPS', city: 'Pasig City', region: 'NCR' },
  { code: 'ST-CEB', name: 'Store - Cebu IT Park', level: 'SEC', parent: 'OPS', city: 'Cebu City', region: 'VII' },
  { code: 'ST-DVO', name: 'Store - Davao Lanang', level: 'SEC', parent: 'OPS', city: 'Davao City', region: 'XI' },
] as const;

export const POSITIONS = [
  { code: 'PRES', title: 'President and Chief Executive Officer', level: 'executive' },
  { code: 'HRM', title: 'Human Resources Manager', level: 'managerial' },
  { code: 'HRO', title: 'HR Officer', level: 'rank_and_file' },
  { code: 'TKO', title: 'Timekeeping Officer', level: 'rank_and_file' },
  { code: 'PRS', title: 'Payroll Supervisor', level: 'supervisory' },
  { code: 'PRO', title: 'Payroll Officer', level: 'rank_and_file' },
  { code: 'ACC', title: 'Accountant', level: 'rank_and_file' },
  { code: 'FINM', title: 'Finance Manager', level: 'managerial' },
  { code: 'ITM', title: 'IT Manager', level: 'managerial' },
  { code: 'SYSAD', title: 'Systems Administrator', level: 'rank_and_file' },
  { code: 'DEV', title: 'Software Developer', level: 'rank_and_file' },
  { code: 'MKTS', title: 'Marketing Specialist', level: 'rank_and_file' },
  { code: 'WHS', title: 'Warehouse Supervisor', level: 'supervisory' },
  { code: 'WHA', title: 'Warehouse Associate', level: 'rank_and_file' },
  { code: 'DRV', title: 'Delivery Driver', level: 'rank_and_file' },
  { code: 'SM', title: 'Store Manager', level: 'managerial' },
  { code: 'ASM', title: 'Assistant Store Manager', level: 'supervisory' },
  { code: 'CSH', title: 'Cashier', level: 'rank_and_file' },
  { code: 'SA', title: 'Sales Associate', level: 'rank_and_file' },
  { code: 'STK', title: 'Stock Clerk', level: 'rank_and_file' },
  { code: 'SG', title: 'Security Guard', level: 'rank_and_file' },
] as const;

export async function seedOrganisation(db: Database, context: SeedContext): Promise<void> {
  const company = await db
    .insertInto('companies')
    .values({
      code: 'BRC',
      name: 'Bayanihan Retail Corporation',
      trade_name: 'Bayanihan Mart',
      tin: '009876543',
      tin_branch_code: '00000',
      rdo_code: '047',
      address_line: '18/F Tower One, Ayala Triangle, Ayala Avenue',
      barangay: 'San Lorenzo',
      city_municipality: 'Makati City',
      province: 'Metro Manila',
      region: 'NCR',
      zip_code: '1226',
      phone: '+63 2 8811 2345',
      email: 'hello@bayanihanmart.ph',
      website: 'https://bayanihanmart.ph',
      industry: 'Retail trade',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  context.companyId = company.id;

  const levels = await db
    .insertInto('org_levels')
    .values([
      { company_id: company.id, code: 'DIV', name: 'Division', rank: 1 },
      { company_id: company.id, code: 'DEPT', name: 'Department', rank: 2 },
      { company_id: company.id, code: 'SEC', name: 'Section', rank: 3 },
      { company_id: company.id, code: 'UNIT', name: 'Unit', rank: 4 },
    ])
    .returning(['id', 'code'])
    .execute();
  const levelId = new Map(levels.map((l) => [l.code, l.id]));

  for (const unit of UNITS) {
    const row = await db
      .insertInto('business_units')
      .values({
        company_id: company.id,
        org_level_id: levelId.get(unit.level)!,
        parent_id: unit.parent ? context.businessUnits.get(unit.parent) : null,
        code: unit.code,
        name: unit.name,
        cost_center_code: `CC-${unit.code}`,
        region: unit.region,
        city_municipality: unit.city,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    context.businessUnits.set(unit.code, row.id);
  }

  const positions = await db
    .insertInto('positions')
    .values(
      POSITIONS.map((p) => ({
        company_id: company.id,
        code: p.code,
        title: p.title,
        job_level: p.level,
        labor_code_exempt: p.level === 'managerial' || p.level === 'executive',
      })),
    )
    .returning(['id', 'code'])
    .execute();
  for (const p of positions) context.positions.set(p.code, p.id);
}
