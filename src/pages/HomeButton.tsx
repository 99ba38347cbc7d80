import { Link } from 'react-router-dom';
import { buttonClass } from './GuestLayout';
import { homePath } from './homePath';

/** The way back from an error page: the user's dashboard, or the login page. */
export function HomeButton() {
  const home = homePath();
  return (
    <Link to={home} className={buttonClass('contained')}>
      {home === '/login' ? 'Go to login' : 'Go to my dashboard'}
    </Link>
  );
}
