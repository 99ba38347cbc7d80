import { dashboardPath } from '@core/access';
import { sessionStore } from '../providers/session';

/** Where "back" leads from an error page: the role's dashboard, or login when logged out. */
export function homePath(): string {
  return dashboardPath(sessionStore.read()?.role);
}
