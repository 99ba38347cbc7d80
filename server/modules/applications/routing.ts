// Route resolution through the approver matrix (docs/domain.md §13.1), PURE: given the
// matrix rows in force, the applicant's place in the organisation and who may approve,
// the levels of round 1 with their approvers and statuses.

export type ApplicationType = 'leave' | 'overtime' | 'official_business_trip' | 'change_shift' | 'logsheet' | 'duty_roster';
export type ApproverType = 'employee' | 'immediate_superior' | 'business_unit_head' | 'role';

export const TIMEKEEPING_ROLE = 5;
/** The last resort of a route nobody else can decide: an administrator, in the timekeeping portal. */
export const ADMINISTRATOR_ROLE = 1;

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
  /** a role with at least one active user who is not one of this employee's own accounts */
  roleHasUsers: (role: number, except: number | null) => boolean;
  /** the employee has an active user account of this role */
  holdsRole: (employeeId: number, role: number) => boolean;
}

export interface RouteLevel {
  level: number;
  approver_type: ApproverType;
  approver_employee_id: number | null;
  approver_role: number | null;
  alternate_employee_id: number | null;
  status: 'pending' | 'waiting' | 'approved' | 'skipped';
  /**
   * why the route passed someone over at this level: `self_approval` the applicant is its
   * approver, its alternate or holds its role, and never decides it (the level is skipped
   * when nobody else can, else another approver decides it); `no_approver` nobody can act
   * on it; `filer_is_approver` its approver filed it
   */
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
  for (const unit of unitsUpward(context)) {
    const found = pick(rows.filter((r) => r.employee_id === null && r.business_unit_id === unit));
    if (found.length) return byLevel(found);
  }
  return [];
}

/** The applicant's business unit, then each unit above it, once each (a loop in the tree ends the walk). */
function* unitsUpward(context: RoutingContext): Generator<number> {
  const seen = new Set<number>();
  for (
    let unit: number | null = context.applicant.business_unit_id;
    unit !== null && !seen.has(unit);
    unit = context.units.get(unit)?.parent_id ?? null
  ) {
    seen.add(unit);
    yield unit;
  }
}

function resolveLevel(row: Omit<MatrixRow, 'business_unit_id' | 'employee_id' | 'application_type'>, context: RoutingContext): RouteLevel {
  const applicant = context.applicant.id;
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
    // the applicant never decides through a role they hold: another holder does, else nobody here
    const role = row.approver_role;
    const passedOver = role !== null && context.holdsRole(applicant, role);
    if (role !== null && context.roleHasUsers(role, applicant))
      return { ...base, status: 'waiting', skip_reason: passedOver ? 'self_approval' : null };
    return { ...base, status: 'skipped', skip_reason: passedOver ? 'self_approval' : 'no_approver' };
  }
  if (approver === applicant) return { ...base, status: 'skipped', skip_reason: 'self_approval' };
  if (approver !== null && approver === context.filerEmployeeId) return { ...base, status: 'approved', skip_reason: 'filer_is_approver' };
  // an alternate who is the applicant does not count: the approver alone carries the level
  const alternateIsApplicant = row.alternate_employee_id === applicant;
  const someone =
    (approver !== null && context.canApprove(approver)) ||
    (row.alternate_employee_id !== null && !alternateIsApplicant && context.canApprove(row.alternate_employee_id));
  if (someone) return { ...base, status: 'waiting', skip_reason: alternateIsApplicant ? 'self_approval' : null };
  return { ...base, status: 'skipped', skip_reason: alternateIsApplicant ? 'self_approval' : 'no_approver' };
}

const timekeepingLevel = {
  level: 1,
  approver_type: 'role',
  approver_employee_id: null,
  approver_role: TIMEKEEPING_ROLE,
  alternate_employee_id: null,
} as const;

/** The head of the applicant's unit, else of the nearest unit above it, who can approve and is not the applicant. */
function escalationHead(context: RoutingContext): number | null {
  for (const unit of unitsUpward(context)) {
    const head = context.units.get(unit)?.head_employee_id ?? null;
    if (head !== null && head !== context.applicant.id && context.canApprove(head)) return head;
  }
  return null;
}

/**
 * The default one-level route: the immediate superior, else the timekeeping role (some
 * holder other than the applicant), else, when the applicant is its only holder, the
 * escalation: the nearest unit head up the tree who can approve, else an administrator
 * who is not the applicant. With none of them the timekeeping role still decides in the
 * end, even when nobody but the applicant holds it today.
 */
function defaultRoute(context: RoutingContext): RouteLevel[] {
  const superior = context.applicant.immediate_superior_id;
  if (superior !== null && superior !== context.applicant.id && context.canApprove(superior))
    return [resolveLevel({ ...timekeepingLevel, approver_type: 'immediate_superior', approver_role: null }, context)];
  const timekeeping = resolveLevel(timekeepingLevel, context);
  if (timekeeping.status !== 'skipped') return [timekeeping];
  const passedOver = timekeeping.skip_reason === 'self_approval';
  const head = passedOver ? escalationHead(context) : null;
  if (head !== null)
    return [
      {
        ...timekeeping,
        approver_type: 'business_unit_head',
        approver_employee_id: head,
        approver_role: null,
        status: 'waiting',
        skip_reason: 'self_approval',
      },
    ];
  if (passedOver && context.roleHasUsers(ADMINISTRATOR_ROLE, context.applicant.id))
    return [{ ...timekeeping, approver_role: ADMINISTRATOR_ROLE, status: 'waiting', skip_reason: 'self_approval' }];
  return [{ ...timekeeping, status: 'waiting', skip_reason: passedOver ? 'self_approval' : null }];
}

/** The route of round 1: levels in order, the first still open `pending`, later ones `waiting`. */
export function resolveRoute(rows: readonly MatrixRow[], type: ApplicationType, context: RoutingContext): RouteLevel[] {
  let levels = matrixRowsFor(rows, type, context).map((row) => resolveLevel(row, context));
  if (levels.length === 0 || levels.every((l) => l.status === 'skipped')) levels = defaultRoute(context);
  const current = levels.find((l) => l.status === 'waiting');
  return levels.map((l) => (l === current ? { ...l, status: 'pending' } : l));
}
