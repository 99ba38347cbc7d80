import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleForPath } from '../portals/catalogue';

/** Keeps the browser tab's title on the current screen's title ("TK | Dashboard"). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleForPath(pathname);
  }, [pathname]);
  return null;
}
