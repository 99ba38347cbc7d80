/**
 * Rows of `count` made-up employees like `template` (its company, business unit, position and
 * payroll group), for the tests and benches that need many: numbered `PREFIX-000000`.
 * `extra` adds or overrides columns of the i-th row.
 */
export function manyEmployees(
  template: { company_id: number; business_unit_id: number; position_id: number; payroll_group_id: number | null },
  count: number,
  prefix: string,
  extra: (i: number) => Record<string, unknown> = () => ({}),
) {
  return Array.from({ length: count }, (_, i) => ({
    company_id: template.company_id,
    employee_no: `${prefix}-${String(i).padStart(6, '0')}`,
    last_name: `${prefix} ${i}`,
    first_name: 'Worker',
    sex: i % 2 ? 'male' : 'female',
    civil_status: 'single',
    birth_date: '1990-05-05',
    nationality: 'Filipino',
    present_address: 'Manila',
    emergency_contact_name: 'Contact',
    emergency_contact_relationship: 'Parent',
    emergency_contact_phone: '09170000000',
    business_unit_id: template.business_unit_id,
    position_id: template.position_id,
    employment_status: 'regular',
    hire_date: '2020-01-06',
    status: 'active',
    payment_mode: 'cash',
    payroll_group_id: template.payroll_group_id,
    ...extra(i),
  }));
}
