import { Alert } from '@mui/material';
import { mayChangeResource } from '@core/resources/registry';
import { sessionStore } from '../../providers/session';

// Installation-wide settings (holidays, banks, pay codes, the government tables) are
// shared by every company on the installation and changed by the system administrator
// alone: the registry says which they are, and every screen of them asks here.

export const INSTALLATION_WIDE_NOTICE =
  'These settings are shared by every company on this installation; your system administrator changes them.';

/** Whether the signed-in user sees this resource read-only: installation-wide, and not the system administrator. */
export function useInstallationWideReadOnly(resource: string): boolean {
  return !mayChangeResource(resource, sessionStore.read()?.role);
}

/** The one line above a read-only installation-wide screen. */
export function InstallationWideNotice() {
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {INSTALLATION_WIDE_NOTICE}
    </Alert>
  );
}
