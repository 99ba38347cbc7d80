import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { homePath } from './homePath';

/** The way back from an error page: the user's dashboard, or the login page. */
export function HomeButton() {
  const home = homePath();
  return (
    <Button component={RouterLink} to={home} variant="contained">
      {home === '/login' ? 'Go to login' : 'Go to my dashboard'}
    </Button>
  );
}
