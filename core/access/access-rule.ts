import { LAST_ROLE_ID, PORTAL_DEFINITIONS, PORTALS, type Portal, type PortalFlag } from './portals';

// The one access rule of the product. The console's route guard and the server's
// portal guard both call decideAccess; the console shows /401 or /500 where the
// server answers 403.

export type PortalAccess = { last_access_id: number } & Record<PortalFlag, number>;

export type AccessDecision =
  | 'allowed'
  /** the role is not listed and portal access has not been fetched yet */
  | 'needs-portal-access'
  /** role missing, a string, or above last_access_id: the /500 page */
  | 'invalid-role'
  /** the portal's flag is not 1: the /401 page */
  | 'flag-not-set';

export function decideAccess(portal: Portal, role: unknown, portalAccess: PortalAccess | undefined | null): AccessDecision {
  const definition = PORTAL_DEFINITIONS[portal];
  if (typeof role === 'number' && definition.roles.includes(role)) return 'allowed';
  if (!portalAccess) return 'needs-portal-access';
  if (role === undefined || role === null || typeof role === 'string') return 'invalid-role';
  if (typeof role !== 'number' || !Number.isInteger(role) || portalAccess.last_access_id < role) return 'invalid-role';
  if (portalAccess[definition.flag] !== 1) return 'flag-not-set';
  return 'allowed';
}

/** Every portal the rule opens to this user, in menu order. */
export function accessiblePortals(role: unknown, portalAccess: PortalAccess): Portal[] {
  return PORTALS.filter((portal) => decideAccess(portal, role, portalAccess) === 'allowed');
}

/** The flags a new account gets (DD-10): its own portal, the employee portal when it is a person, everything for administrators. */
export function defaultPortalFlags(role: number, linkedToEmployee: boolean): Record<PortalFlag, number> {
  const flags: Record<PortalFlag, number> = {
    adm_portal_access: 0,
    employees_portal_access: 0,
    hr_portal_access: 0,
    manager_portal_access: 0,
    tk_portal_access: 0,
    payroll_portal_access: 0,
  };
  if (role === 1 || role === 7) {
    for (const flag of Object.keys(flags) as PortalFlag[]) flags[flag] = 1;
    return flags;
  }
  for (const definition of Object.values(PORTAL_DEFINITIONS)) {
    if (definition.roles.includes(role)) flags[definition.flag] = 1;
  }
  if (linkedToEmployee) flags.employees_portal_access = 1;
  return flags;
}

export { LAST_ROLE_ID };
