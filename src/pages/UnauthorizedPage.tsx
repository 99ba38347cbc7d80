import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from './StatusPage';
import { homePath } from './homePath';

export function UnauthorizedPage() {
  const home = homePath();
  return (
    <StatusPage
      code="401"
      title="Unauthorized"
      message="Your account has no access to this portal. Ask your administrator to open it for you."
      actions={
        <Button component={RouterLink} to={home} variant="contained">
          {home === '/login' ? 'Go to login' : 'Go to my dashboard'}
        </Button>
      }
    />
  );
}
