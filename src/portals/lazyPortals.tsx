import { lazy, type ComponentType } from 'react';
import { PORTALS, type Portal } from '@core/access';
import type { PortalScreen } from './types';

// Each portal is loaded on first entry: its screens are their own chunk.
const SCREENS: Record<Portal, () => Promise<{ screens: PortalScreen[] }>> = {
  admin: () => import('./admin/screens'),
  hr: () => import('./hr/screens'),
  manager: () => import('./manager/screens'),
  employee: () => import('./employee/screens'),
  timekeeping: () => import('./timekeeping/screens'),
  payroll: () => import('./payroll/screens'),
};

function lazyPortal(portal: Portal): ComponentType {
  return lazy(async () => {
    const [{ PortalAdmin }, { screens }] = await Promise.all([import('./PortalAdmin'), SCREENS[portal]()]);
    return { default: () => <PortalAdmin portal={portal} screens={screens} /> };
  });
}

export const LAZY_PORTALS = Object.fromEntries(PORTALS.map((portal) => [portal, lazyPortal(portal)])) as Record<Portal, ComponentType>;
