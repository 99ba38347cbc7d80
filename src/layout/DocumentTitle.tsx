import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isPortal } from '@core/access';
import { titleForPath } from '../portals/catalogue';

/**
 * Keeps the browser tab's title on the guest pages' titles ("SUB | Login"); in
 * a portal the app bar sets it, knowing which of the portal's screens exist.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isPortal(pathname.split('/')[1])) document.title = titleForPath(pathname);
  }, [pathname]);
  return null;
}
