import { defineResource, isBlank, validateRecord, type FieldErrors } from './define';
import { PORTAL_FLAGS, ROLE_NAMES } from '../access';

export const roleChoices = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id, name: `${id} · ${name}` }));

export const PORTAL_FLAG_LABELS: Record<(typeof PORTAL_FLAGS)[number], string> = {
  adm_portal_access: 'Admin portal',
  employees_portal_access: 'Employee portal',
  hr_portal_access: 'HR portal',
  manager_portal_access: 'Manager portal',
  tk_portal_access: 'Timekeeping portal',
  payroll_portal_access: 'Payroll portal',
};

/** Login accounts, managed from the admin portal. Portal flags live in portal_accesses. */
export const usersResource = defineResource({
  name: 'users',
  table: 'users',
  label: 'Users',
  textFields: ['name', 'email'],
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { kind: 'text', label: 'name', required: true, maxLength: 150, list: true, search: true, sort: true },
    email: { kind: 'email', label: 'email', required: true, maxLength: 150, list: true, search: true, sort: true },
    role: { kind: 'choice', label: 'role', required: true, choices: roleChoices, list: true, filter: true, sort: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', filter: true },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, sort: true, defaultValue: true },
    last_login_at: { kind: 'datetime', label: 'last login', readOnly: true, list: true, sort: true },
  },
});

/** Manager, employee, HR, timekeeping and payroll accounts belong to an employee; administrators (1, 7) may stand alone. */
export const ROLES_WITH_EMPLOYEE: readonly number[] = [2, 3, 4, 5, 6];
export const EMPLOYEE_REQUIRED_MESSAGE = 'An employee is required for this role.';

export function employeeRequiredFor(role: unknown): boolean {
  return !isBlank(role) && ROLES_WITH_EMPLOYEE.includes(Number(role));
}

/**
 * The field problems of an account: the definition's checks and the employee
 * its role needs. A blank name is fine beside an employee: it defaults to theirs.
 */
export function accountProblems(values: Record<string, unknown>): FieldErrors {
  const errors = validateRecord(usersResource, values);
  const hasEmployee = !isBlank(values.employee_id);
  if (hasEmployee && isBlank(values.name)) delete errors.name;
  if (!hasEmployee && !errors.role && employeeRequiredFor(values.role)) errors.employee_id = [EMPLOYEE_REQUIRED_MESSAGE];
  return errors;
}
