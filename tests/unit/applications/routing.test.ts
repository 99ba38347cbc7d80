import { describe, expect, it } from 'vitest';
import { resolveRoute, type MatrixRow, type RoutingContext } from '../../../server/modules/applications/routing';

// Route resolution (docs/domain.md §13.1) on a small organisation: unit 1 (head 100) above
// unit 2 (head 200); the applicant 300 in unit 2 reports to 200.

const context = (overrides: Partial<RoutingContext> = {}): RoutingContext => ({
  applicant: { id: 300, business_unit_id: 2, immediate_superior_id: 200 },
  filerEmployeeId: null,
  units: new Map([
    [1, { parent_id: null, head_employee_id: 100 }],
    [2, { parent_id: 1, head_employee_id: 200 }],
  ]),
  canApprove: (id) => [100, 200, 400, 500].includes(id),
  roleHasUsers: (role) => role === 5,
  holdsRole: () => false,
  ...overrides,
});
const row = (fields: Partial<MatrixRow>): MatrixRow => ({
  business_unit_id: 2,
  employee_id: null,
  application_type: 'all',
  level: 1,
  approver_type: 'immediate_superior',
  approver_employee_id: null,
  approver_role: null,
  alternate_employee_id: null,
  ...fields,
});
const summary = (levels: ReturnType<typeof resolveRoute>) =>
  levels.map((l) => [l.level, l.approver_employee_id ?? `role ${l.approver_role}`, l.status, l.skip_reason]);

describe('route resolution', () => {
  it('takes the type’s own rows over `all`, in level order, the first level pending', () => {
    const rows = [
      row({ level: 2, application_type: 'leave', approver_type: 'role', approver_role: 5 }),
      row({ level: 1, application_type: 'leave' }),
      row({ level: 1, application_type: 'all', approver_type: 'employee', approver_employee_id: 400 }),
    ];
    expect(summary(resolveRoute(rows, 'leave', context()))).toEqual([
      [1, 200, 'pending', null],
      [2, 'role 5', 'waiting', null],
    ]);
    expect(summary(resolveRoute(rows, 'overtime', context()))).toEqual([[1, 400, 'pending', null]]);
  });

  it('prefers the employee’s override, and climbs to the parent unit when its own unit has no rows', () => {
    const override = row({ employee_id: 300, approver_type: 'employee', approver_employee_id: 500 });
    const parent = row({ business_unit_id: 1, approver_type: 'business_unit_head' });
    expect(summary(resolveRoute([parent, override], 'leave', context()))).toEqual([[1, 500, 'pending', null]]);
    // the head of the applicant's own unit (200), found through the parent's row
    expect(summary(resolveRoute([parent], 'leave', context()))).toEqual([[1, 200, 'pending', null]]);
  });

  it('skips self-approval and levels nobody can act on; the filer’s own level counts as approved', () => {
    const rows = [
      row({ level: 1, approver_type: 'employee', approver_employee_id: 300 }),
      row({ level: 2, approver_type: 'employee', approver_employee_id: 999 }),
      row({ level: 3, approver_type: 'employee', approver_employee_id: 400 }),
      row({ level: 4, approver_type: 'business_unit_head' }),
    ];
    expect(summary(resolveRoute(rows, 'leave', context({ filerEmployeeId: 400 })))).toEqual([
      [1, 300, 'skipped', 'self_approval'],
      [2, 999, 'skipped', 'no_approver'],
      [3, 400, 'approved', 'filer_is_approver'],
      [4, 200, 'pending', null],
    ]);
  });

  it('lets an alternate carry a level whose approver cannot act', () => {
    const rows = [row({ approver_type: 'employee', approver_employee_id: 999, alternate_employee_id: 500 })];
    expect(summary(resolveRoute(rows, 'leave', context()))).toEqual([[1, 999, 'pending', null]]);
  });

  it('falls back to the immediate superior, then to the timekeeping role, when no level can act', () => {
    expect(summary(resolveRoute([], 'leave', context()))).toEqual([[1, 200, 'pending', null]]);
    const alone = context({ applicant: { id: 300, business_unit_id: 2, immediate_superior_id: null } });
    expect(summary(resolveRoute([row({ approver_type: 'role', approver_role: 2 })], 'leave', alone))).toEqual([
      [1, 'role 5', 'pending', null],
    ]);
  });
});

describe('nobody approves their own application', () => {
  // 300 is the applicant; as a timekeeping officer they hold role 5, alone or beside another officer
  const onlyHolder = { holdsRole: (employee: number, role: number) => employee === 300 && role === 5, roleHasUsers: () => false };
  const oneOfTwo = { holdsRole: (employee: number, role: number) => employee === 300 && role === 5, roleHasUsers: () => true };
  const tkLevel = row({ level: 2, approver_type: 'role', approver_role: 5 });
  const noSuperior = { applicant: { id: 300, business_unit_id: 2, immediate_superior_id: 999 } };

  it('passes the applicant over at a role level they hold: another holder decides it, and the level says why', () => {
    const rows = [row({ level: 1, approver_type: 'employee', approver_employee_id: 999 }), tkLevel];
    expect(summary(resolveRoute(rows, 'overtime', context({ ...noSuperior, ...oneOfTwo })))).toEqual([
      [1, 999, 'skipped', 'no_approver'],
      [2, 'role 5', 'pending', 'self_approval'],
    ]);
  });

  it('skips a role level only the applicant holds and escalates to the nearest unit head who can approve, else to an administrator', () => {
    const rows = [row({ level: 1, approver_type: 'employee', approver_employee_id: 999 }), tkLevel];
    // the applicant heads their own unit: the head of the unit above decides
    const heads = context({
      ...noSuperior,
      ...onlyHolder,
      units: new Map([
        [1, { parent_id: null, head_employee_id: 100 }],
        [2, { parent_id: 1, head_employee_id: 300 }],
      ]),
    });
    expect(summary(resolveRoute(rows, 'overtime', heads))).toEqual([[1, 100, 'pending', 'self_approval']]);
    // no unit head can: an administrator decides
    const administrators = context({ ...noSuperior, ...onlyHolder, canApprove: () => false, roleHasUsers: (role) => role === 1 });
    expect(summary(resolveRoute(rows, 'overtime', administrators))).toEqual([[1, 'role 1', 'pending', 'self_approval']]);
    // nobody at all: the timekeeping role waits for another officer, never the applicant
    const nobody = context({ ...noSuperior, ...onlyHolder, canApprove: () => false });
    expect(summary(resolveRoute(rows, 'overtime', nobody))).toEqual([[1, 'role 5', 'pending', 'self_approval']]);
  });

  it('never lets an alternate who is the applicant carry a level', () => {
    const waits = [row({ approver_type: 'employee', approver_employee_id: 400, alternate_employee_id: 300 })];
    expect(summary(resolveRoute(waits, 'leave', context()))).toEqual([[1, 400, 'pending', 'self_approval']]);
    const alone = [
      row({ approver_type: 'employee', approver_employee_id: 999, alternate_employee_id: 300 }),
      row({ level: 2, approver_type: 'employee', approver_employee_id: 500 }),
    ];
    expect(summary(resolveRoute(alone, 'leave', context()))).toEqual([
      [1, 999, 'skipped', 'self_approval'],
      [2, 500, 'pending', null],
    ]);
  });
});
