import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PORTAL_DEFINITIONS, type Portal } from '@core/access';
import { NOT_BUILT_TITLE, titleWithoutPrefix } from '../portals/catalogue';
import { buttonClass } from './GuestLayout';
import { StatusPage } from './StatusPage';

/**
 * A catalogued screen that does not exist yet: said plainly, on the plain
 * status card (no app bar, no menu, no title of a real screen), with the way
 * back to the portal's dashboard.
 */
export function NotBuiltPage({ portal, title }: { portal: Portal; title: string }) {
  useEffect(() => {
    document.title = NOT_BUILT_TITLE;
  }, []);
  return (
    <div data-testid="not-built">
      <StatusPage
        title="Not built yet"
        message={`“${titleWithoutPrefix(title)}” is planned but has not been built yet. Nothing can be viewed or saved here.`}
        actions={
          <Link to={`/${portal}/dashboard`} className={buttonClass('contained')}>
            Back to the {PORTAL_DEFINITIONS[portal].label} dashboard
          </Link>
        }
      />
    </div>
  );
}
