// Route resolution through the approver matrix (domain.md §13.1), PURE: given the
// matrix rows in force, the applicant's place in the organisation and who may approve,
// the levels of round 1 with their approvers and statuses.

export type ApplicationType = 'leave' | 'overtime' | 'official_business_trip' | 'change_shift' | 'logsheet' | 'duty_roster';
export type ApproverType = 'employee' | 'immediate_superior' | 'business_unit_head' | 'role';

export const TIMEKEEPING_ROLE = 5;

export interface MatrixRow {
  business_unit_id: number;
  employee_id: number | null;
  application_type: string;
  level: number;
  approver_type: ApproverType;
  approver_employee_id: number | null;
  approver_role: number | null;
  alternate_employee_id: number | null;
}

export interface RoutingContext {
  applicant: { id: number; business_unit_id: number; immediate_superior_id: number | null };
  /** the employee who filed in behalf, when not the applicant */
  filerEmployeeId: number | null;
  units: ReadonlyMap<number, { parent_id: number | null; head_employee_id: number | null }>;
  /** an employee with an active user who can open the manager portal */
  canApprove: (employeeId: number) => boolean;
  /** a role with at least one active user holding its portal */
  roleHasUsers: (role: number) => boolean;
}

export interface RouteLevel {
  level: number;
  approver_type: ApproverType;
  approver_employee_id: number | null;
  approver_role: number | null;
  alternate_employee_id: number | null;
  status: 'pending' | 'waiting' | 'approved' | 'skipped';
  skip_reason: 'self_approval' | 'filer_is_approver' | 'no_approver' | null;
}

const byLevel = (rows: MatrixRow[]) => [...rows].sort((a, b) => a.level - b.level);

/** The matrix rows that apply: the employee's override, else the unit's (type, then `all`), up the unit tree. */
export function matrixRowsFor(rows: readonly MatrixRow[], type: ApplicationType, context: RoutingContext): MatrixRow[] {
  const pick = (candidates: MatrixRow[]) => {
    const own = candidates.filter((r) => r.application_type === type);
    return own.length ? own : candidates.filter((r) => r.application_type === 'all');
  };
  const override = pick(rows.filter((r) => r.employee_id === context.applicant.id));
  if (override.length) return byLevel(override);
  const seen = new Set<number>();
  for (
    let unit: number | null = context.applicant.business_unit_id;
    unit !== null && !seen.has(unit);
    unit = context.units.get(unit)?.parent_id ?? null
  ) {
    seen.add(unit);
    const found = pick(rows.filter((r) => r.employee_id === null && r.business_unit_id === unit));
    if (found.length) return byLevel(found);
  }
  return [];
}

function resolveLevel(row: Omit<MatrixRow, 'business_unit_id' | 'employee_id' | 'application_type'>, context: RoutingContext): RouteLevel {
  const approver =
    row.approver_type === 'employee'
      ? row.approver_employee_id
      : row.approver_type === 'immediate_superior'
        ? context.applicant.immediate_superior_id
        : row.approver_type === 'business_unit_head'
          ? (context.units.get(context.applicant.business_unit_id)?.head_employee_id ?? null)
          : null;
  const base = {
    level: row.level,
    approver_type: row.approver_type,
    approver_employee_id: approver,
    approver_role: row.approver_type === 'role' ? row.approver_role : null,
    alternate_employee_id: row.alternate_employee_id,
  };
  if (row.approver_type === 'role') {
    const staffed = row.approver_role !== null && context.roleHasUsers(row.approver_role);
    return { ...base, status: staffed ? 'waiting' : 'skipped', skip_reason: staffed ? null : 'no_approver' };
  }
  if (approver === context.applicant.id) return { ...base, status: 'skipped', skip_reason: 'self_approval' };
  if (approver !== null && approver === context.filerEmployeeId) return { ...base, status: 'approved', skip_reason: 'filer_is_approver' };
  const someone =
    (approver !== null && context.canApprove(approver)) ||
    (row.alternate_employee_id !== null && context.canApprove(row.alternate_employee_id));
  return someone ? { ...base, status: 'waiting', skip_reason: null } : { ...base, status: 'skipped', skip_reason: 'no_approver' };
}

/** The default one-level route: the immediate superior, else the timekeeping role. */
function defaultRoute(context: RoutingContext): RouteLevel[] {
  const superior = context.applicant.immediate_superior_id;
  const row =
    superior !== null && superior !== context.applicant.id && context.canApprove(superior)
      ? {
          level: 1,
          approver_type: 'immediate_superior' as const,
          approver_employee_id: null,
          approver_role: null,
          alternate_employee_id: null,
        }
      : {
          level: 1,
          approver_type: 'role' as const,
          approver_employee_id: null,
          approver_role: TIMEKEEPING_ROLE,
          alternate_employee_id: null,
        };
  const level = resolveLevel(row, context);
  // the timekeeping role always decides in the end, even when it has nobody today
  return [level.status === 'skipped' ? { ...level, status: 'waiting', skip_reason: null } : level];
}

/** The route of round 1: levels in order, the first still open `pending`, later ones `waiting`. */
export function resolveRoute(rows: readonly MatrixRow[], type: ApplicationType, context: RoutingContext): RouteLevel[] {
  let levels = matrixRowsFor(rows, type, context).map((row) => resolveLevel(row, context));
  if (levels.length === 0 || levels.every((l) => l.status === 'skipped')) levels = defaultRoute(context);
  const current = levels.find((l) => l.status === 'waiting');
  return levels.map((l) => (l === current ? { ...l, status: 'pending' } : l));
}
