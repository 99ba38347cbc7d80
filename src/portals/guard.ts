import { dashboardPath, decideAccess, type Portal, type PortalAccess } from '@core/access';
import type { Session } from '../providers/session';

// The navigation guard of the specification as a pure decision; the route
// components only carry it out.

export type GuardOutcome =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** the role is not listed: fetch the portal access once, then decide again */
  | { kind: 'load-portal-access' };

const render: GuardOutcome = { kind: 'render' };
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to });

/** /login and /register: a logged-in user goes to the dashboard of the role (a broken role to /500). */
export function guardGuestForm(session: Session | null): GuardOutcome {
  if (!session) return render;
  const dashboard = dashboardPath(session.role);
  return redirect(dashboard === '/login' ? '/500' : dashboard);
}

/** /<portal>/…: login first, then the access rule. */
export function guardPortal(portal: Portal, session: Session | null, portalAccess: PortalAccess | undefined): GuardOutcome {
  if (!session) return redirect('/login');
  switch (decideAccess(portal, session.role, portalAccess)) {
    case 'allowed':
      return render;
    case 'needs-portal-access':
      return { kind: 'load-portal-access' };
    case 'invalid-role':
      return redirect('/500');
    case 'flag-not-set':
      return redirect('/401');
  }
}
