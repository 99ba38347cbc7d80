import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from './StatusPage';
import { homePath } from './homePath';

export function NotFoundPage() {
  const home = homePath();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      message="The page you are looking for does not exist or has been moved."
      actions={
        <Button component={RouterLink} to={home} variant="contained">
          {home === '/login' ? 'Go to login' : 'Go to my dashboard'}
        </Button>
      }
    />
  );
}
