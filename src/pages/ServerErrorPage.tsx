import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { StatusPage } from './StatusPage';

export function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      code="500"
      title="Internal server error"
      message="Something went wrong on our side, or your account's access settings are not valid. Try again, or log out and log in again."
      actions={
        <>
          <Button variant="contained" onClick={() => navigate(-1)}>
            Try again
          </Button>
          <Button
            variant="outlined"
            onClick={async () => {
              await authProvider.logout({});
              navigate('/login', { replace: true });
            }}
          >
            Log out
          </Button>
        </>
      }
    />
  );
}
