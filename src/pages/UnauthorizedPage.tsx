import { HomeButton } from './HomeButton';
import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
  return (
    <StatusPage
      code="401"
      title="Unauthorized"
      message="Your account has no access to this portal. Ask your administrator to open it for you."
      actions={<HomeButton />}
    />
  );
}
