import { describe, expect, it } from 'vitest';
import { buildMenu, titleForPath } from '../../../src/portals/catalogue';

describe('page titles', () => {
  it('prefixes each screen with its area', () => {
    expect(titleForPath('/admin/dashboard')).toBe('Admin | Dashboard');
    expect(titleForPath('/hr/dashboard')).toBe('HR | Dashboard');
    expect(titleForPath('/manager/dashboard')).toBe('Manager | Dashboard');
    expect(titleForPath('/employee/dashboard')).toBe('Employee | Dashboard');
    expect(titleForPath('/timekeeping/dashboard/')).toBe('TK | Dashboard');
    expect(titleForPath('/payroll/sss/table')).toBe('Payroll | SSS - Contribution Table');
  });

  it('uses SUB for the guest area and for unknown paths', () => {
    expect(titleForPath('/login')).toBe('SUB | Login');
    expect(titleForPath('/register')).toBe('SUB | Register');
    expect(titleForPath('/401')).toBe('SUB | Unauthorized');
    expect(titleForPath('/500')).toBe('SUB | Internal Server Error');
    expect(titleForPath('/no/such/page')).toBe('SUB | Page Not Found');
  });

  it("gives a catalogued screen that the portal has not built the not-built title, never the screen's own", () => {
    const built = new Set(['/payroll/dashboard', '/payroll/sss']);
    expect(titleForPath('/payroll/sss', built)).toBe('Payroll | SSS');
    expect(titleForPath('/payroll/sss/table', built)).toBe('SUB | Not Built Yet');
    expect(titleForPath('/payroll/sss/table/3', built)).toBe('SUB | Page Not Found');
    expect(titleForPath('/payroll/dashboard', built)).toBe('Payroll | Dashboard');
  });

  it('titles pages below a screen after it, and other portal pages after the resource', () => {
    expect(titleForPath('/timekeeping/holidays/12')).toBe('TK | Holidays');
    expect(titleForPath('/admin/users/create')).toBe('Admin | Users');
  });

  it("titles a resource's create and edit pages after the menu's screen of that resource, not its table", () => {
    expect(titleForPath('/hr/org-levels/create')).toBe('HR | Structure');
    expect(titleForPath('/hr/org-levels/3')).toBe('HR | Structure');
    const built = new Set(['/hr/structure']);
    expect(titleForPath('/hr/org-levels/create', built)).toBe('HR | Structure');
  });
});

describe('portal menus', () => {
  it('lists only the screens that exist, sub-screens under their parent', () => {
    const menu = buildMenu('timekeeping', [
      '/timekeeping/dashboard',
      '/timekeeping/applications',
      '/timekeeping/applications/overtime',
      '/timekeeping/applications/leaves',
      '/timekeeping/holidays',
    ]);
    expect(menu.map((node) => node.label)).toEqual(['Dashboard', 'Applications', 'Holidays']);
    expect(menu[1].children.map((node) => [node.path, node.label])).toEqual([
      ['/timekeeping/applications/overtime', 'Overtime'],
      ['/timekeeping/applications/leaves', 'Leaves'],
    ]);
  });

  it('puts a sub-screen at the top when its parent screen does not exist yet', () => {
    const menu = buildMenu('manager', ['/manager/myteam/attendance']);
    expect(menu).toEqual([{ path: '/manager/myteam/attendance', label: 'My Team - Attendance', children: [] }]);
  });
});
