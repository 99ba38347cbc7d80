import { useNavigate } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { buttonClass } from './GuestLayout';
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
          <button type="button" className={buttonClass('contained')} onClick={() => navigate(-1)}>
            Try again
          </button>
          <button
            type="button"
            className={buttonClass('outlined')}
            onClick={async () => {
              await authProvider.logout({});
              navigate('/login', { replace: true });
            }}
          >
            Log out
          </button>
        </>
      }
    />
  );
}
