// The six portals of the console, as the specification fixes them: the roles that
// enter each one by right, the portal-access flag that opens it to anybody else,
// the page-title prefix and the dashboard a role lands on.

export const PORTALS = ['admin', 'hr', 'manager', 'employee', 'timekeeping', 'payroll'] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_FLAGS = [
  'adm_portal_access',
  'employees_portal_access',
  'hr_portal_access',
  'manager_portal_access',
  'tk_portal_access',
  'payroll_portal_access',
] as const;
export type PortalFlag = (typeof PORTAL_FLAGS)[number];

export interface PortalDefinition {
  portal: Portal;
  roles: readonly number[];
  flag: PortalFlag;
  titlePrefix: string;
  label: string;
}

export const PORTAL_DEFINITIONS: Record<Portal, PortalDefinition> = {
  admin: { portal: 'admin', roles: [1, 7], flag: 'adm_portal_access', titlePrefix: 'Admin', label: 'Administration' },
  hr: { portal: 'hr', roles: [4], flag: 'hr_portal_access', titlePrefix: 'HR', label: 'Human Resources' },
  manager: { portal: 'manager', roles: [2], flag: 'manager_portal_access', titlePrefix: 'Manager', label: 'Manager' },
  employee: { portal: 'employee', roles: [3], flag: 'employees_portal_access', titlePrefix: 'Employee', label: 'Employee' },
  timekeeping: { portal: 'timekeeping', roles: [5], flag: 'tk_portal_access', titlePrefix: 'TK', label: 'Timekeeping' },
  payroll: { portal: 'payroll', roles: [6], flag: 'payroll_portal_access', titlePrefix: 'Payroll', label: 'Payroll' },
};

export const GUEST_TITLE_PREFIX = 'SUB';

/** The portal whose dashboard a role opens after login. */
export const ROLE_PORTAL: Record<number, Portal> = {
  1: 'admin',
  2: 'manager',
  3: 'employee',
  4: 'hr',
  5: 'timekeeping',
  6: 'payroll',
  7: 'admin',
};

export const ROLE_NAMES: Record<number, string> = {
  1: 'Administrator',
  2: 'Manager',
  3: 'Employee',
  4: 'HR',
  5: 'Timekeeping',
  6: 'Payroll',
  7: 'System administrator',
};

/** The highest role number defined; a stored role above it is invalid. */
export const LAST_ROLE_ID = 7;

export function isPortal(value: unknown): value is Portal {
  return typeof value === 'string' && (PORTALS as readonly string[]).includes(value);
}

export function dashboardPath(role: unknown): string {
  const portal = typeof role === 'number' ? ROLE_PORTAL[role] : undefined;
  return portal ? `/${portal}/dashboard` : '/login';
}

/** "Payroll | SSS - Contribution Table"; guest pages use the prefix SUB. */
export function pageTitle(portal: Portal | 'guest', title: string): string {
  const prefix = portal === 'guest' ? GUEST_TITLE_PREFIX : PORTAL_DEFINITIONS[portal].titlePrefix;
  return `${prefix} | ${title}`;
}
