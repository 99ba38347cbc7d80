import { HomeButton } from './HomeButton';
import { StatusPage } from './StatusPage';

/**
 * A portal the account may not open (its flag is not set). The user is logged in, so this is a
 * refusal (403), not a missing login (401): the route keeps the specification's /401 path.
 */
export function UnauthorizedPage() {
  return (
    <StatusPage
      code="403"
      title="No access"
      message="Your account has no access to this portal. Ask your administrator to open it for you."
      actions={<HomeButton />}
    />
  );
}
