import { describe, expect, it } from 'vitest';
import type { PortalAccess } from '@core/access';
import { guardGuestForm, guardPortal } from '../../../src/portals/guard';

const access = (flags: Partial<PortalAccess> = {}): PortalAccess => ({
  last_access_id: 7,
  adm_portal_access: 0,
  employees_portal_access: 0,
  hr_portal_access: 0,
  manager_portal_access: 0,
  tk_portal_access: 0,
  payroll_portal_access: 0,
  ...flags,
});
const session = (role: unknown) => ({ token: 't', role });

describe('the navigation guard', () => {
  it.each([
    ['no session', null, undefined, { kind: 'redirect', to: '/login' }],
    ['role listed for the portal', session(6), undefined, { kind: 'render' }],
    ['role not listed, access not fetched yet', session(4), undefined, { kind: 'load-portal-access' }],
    ['flag set', session(4), access({ payroll_portal_access: 1 }), { kind: 'render' }],
    ['flag not 1', session(4), access({ payroll_portal_access: 0 }), { kind: 'redirect', to: '/401' }],
    ['flag "1" is not 1', session(4), access({ payroll_portal_access: '1' as unknown as number }), { kind: 'redirect', to: '/401' }],
    ['role missing', session(undefined), access({ payroll_portal_access: 1 }), { kind: 'redirect', to: '/500' }],
    ['role a string', session('6'), access({ payroll_portal_access: 1 }), { kind: 'redirect', to: '/500' }],
    ['last_access_id lower than the role', session(6), access({ last_access_id: 5, payroll_portal_access: 1 }), { kind: 'render' }],
    [
      'last_access_id lower than an unlisted role',
      session(5),
      access({ last_access_id: 4, payroll_portal_access: 1 }),
      { kind: 'redirect', to: '/500' },
    ],
  ])('payroll portal, %s', (_case, current, portalAccess, outcome) => {
    expect(guardPortal('payroll', current, portalAccess)).toEqual(outcome);
  });

  it('lets administrators (1 and 7) into the admin portal by role', () => {
    expect(guardPortal('admin', session(1), undefined)).toEqual({ kind: 'render' });
    expect(guardPortal('admin', session(7), undefined)).toEqual({ kind: 'render' });
    expect(guardPortal('admin', session(2), access())).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('sends a logged-in user away from /login and /register to the role’s dashboard', () => {
    expect(guardGuestForm(null)).toEqual({ kind: 'render' });
    expect(guardGuestForm(session(1))).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(guardGuestForm(session(7))).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(guardGuestForm(session(2))).toEqual({ kind: 'redirect', to: '/manager/dashboard' });
    expect(guardGuestForm(session(3))).toEqual({ kind: 'redirect', to: '/employee/dashboard' });
    expect(guardGuestForm(session(4))).toEqual({ kind: 'redirect', to: '/hr/dashboard' });
    expect(guardGuestForm(session(5))).toEqual({ kind: 'redirect', to: '/timekeeping/dashboard' });
    expect(guardGuestForm(session(6))).toEqual({ kind: 'redirect', to: '/payroll/dashboard' });
    expect(guardGuestForm(session('3'))).toEqual({ kind: 'redirect', to: '/500' });
  });
});
