import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';

function ManagerDashboard() {
  return <MetricsDashboard portal="manager" emptyMessage="No employee record is linked to this account, so it has no team." />;
}

export const screens: PortalScreen[] = [{ path: '/manager/dashboard', page: ManagerDashboard }];
