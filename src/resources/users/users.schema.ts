import { defineResource } from '../define';
import { PORTAL_FLAGS, ROLE_NAMES } from '../../access';

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
    last_login_at: { kind: 'date', label: 'last login', readOnly: true, list: true, sort: true },
  },
});
