import { describe, expect, it } from 'vitest';
import {
  accessiblePortals,
  dashboardPath,
  decideAccess,
  defaultPortalFlags,
  pageTitle,
  PORTALS,
  type Portal,
  type PortalAccess,
} from '@core/access';

const NO_FLAGS: PortalAccess = {
  last_access_id: 7,
  adm_portal_access: 0,
  employees_portal_access: 0,
  hr_portal_access: 0,
  manager_portal_access: 0,
  tk_portal_access: 0,
  payroll_portal_access: 0,
};

const OWN_PORTAL: Record<number, Portal> = { 1: 'admin', 2: 'manager', 3: 'employee', 4: 'hr', 5: 'timekeeping', 6: 'payroll', 7: 'admin' };
const FLAG_OF: Record<Portal, keyof PortalAccess> = {
  admin: 'adm_portal_access',
  hr: 'hr_portal_access',
  manager: 'manager_portal_access',
  employee: 'employees_portal_access',
  timekeeping: 'tk_portal_access',
  payroll: 'payroll_portal_access',
};

describe('the access rule', () => {
  const roles = [1, 2, 3, 4, 5, 6, 7];
  for (const role of roles) {
    for (const portal of PORTALS) {
      const listed = OWN_PORTAL[role] === portal;
      it(`role ${role} on ${portal}: ${listed ? 'listed' : 'by flag only'}`, () => {
        expect(decideAccess(portal, role, undefined)).toBe(listed ? 'allowed' : 'needs-portal-access');
        expect(decideAccess(portal, role, NO_FLAGS)).toBe(listed ? 'allowed' : 'flag-not-set');
        expect(decideAccess(portal, role, { ...NO_FLAGS, [FLAG_OF[portal]]: 1 })).toBe('allowed');
      });
    }
  }

  it('sends a missing, string or out-of-range role to the error page', () => {
    const allFlags = { ...NO_FLAGS, hr_portal_access: 1 };
    expect(decideAccess('hr', undefined, allFlags)).toBe('invalid-role');
    expect(decideAccess('hr', null, allFlags)).toBe('invalid-role');
    expect(decideAccess('hr', '4', allFlags)).toBe('invalid-role');
    expect(decideAccess('hr', 8, allFlags)).toBe('invalid-role');
    expect(decideAccess('hr', 8, { ...allFlags, last_access_id: 8 })).toBe('allowed');
  });

  it('treats a flag other than exactly 1 as not set', () => {
    expect(decideAccess('payroll', 4, { ...NO_FLAGS, payroll_portal_access: 2 })).toBe('flag-not-set');
  });

  it('lists the portals a user may enter', () => {
    expect(accessiblePortals(4, { ...NO_FLAGS, employees_portal_access: 1, payroll_portal_access: 1 })).toEqual([
      'hr',
      'employee',
      'payroll',
    ]);
  });
});

describe('defaults and names', () => {
  it('gives administrators every flag and others their own portal plus the employee portal when linked', () => {
    expect(Object.values(defaultPortalFlags(7, false))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(defaultPortalFlags(6, true)).toMatchObject({ payroll_portal_access: 1, employees_portal_access: 1, hr_portal_access: 0 });
    expect(defaultPortalFlags(5, false)).toMatchObject({ tk_portal_access: 1, employees_portal_access: 0 });
  });

  it('opens the dashboard of the role', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(dashboardPath)).toEqual([
      '/admin/dashboard',
      '/manager/dashboard',
      '/employee/dashboard',
      '/hr/dashboard',
      '/timekeeping/dashboard',
      '/payroll/dashboard',
      '/admin/dashboard',
    ]);
    expect(dashboardPath('3')).toBe('/login');
  });

  it('prefixes page titles by area', () => {
    expect(pageTitle('payroll', 'SSS - Contribution Table')).toBe('Payroll | SSS - Contribution Table');
    expect(pageTitle('timekeeping', 'Dashboard')).toBe('TK | Dashboard');
    expect(pageTitle('guest', 'Login')).toBe('SUB | Login');
  });
});
