import { Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Portal, PortalAccess } from '@core/access';
import { LoadingScreen } from '../pages/LoadingScreen';
import { authProvider } from '../providers/authProvider';
import { sessionStore } from '../providers/session';
import { guardPortal } from './guard';
import { LAZY_PORTALS } from './lazyPortals';

/** Carries out the guard for /<portal>/…, then loads the portal. */
export function PortalGate({ portal }: { portal: Portal }) {
  const navigate = useNavigate();
  const [portalAccess, setPortalAccess] = useState<PortalAccess>();
  const outcome = guardPortal(portal, sessionStore.read(), portalAccess);

  useEffect(() => {
    if (outcome.kind !== 'load-portal-access') return;
    let current = true;
    authProvider
      .getPermissions()
      .then((permissions) => current && setPortalAccess(permissions.portalAccess))
      .catch(async (error: unknown) => {
        if (!current) return;
        try {
          await authProvider.checkError(error);
          navigate('/500', { replace: true });
        } catch (redirect) {
          navigate((redirect as { redirectTo?: string })?.redirectTo ?? '/login', { replace: true });
        }
      });
    return () => {
      current = false;
    };
  }, [outcome.kind, navigate]);

  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'load-portal-access') return <LoadingScreen />;
  const Portal = LAZY_PORTALS[portal];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Portal />
    </Suspense>
  );
}
