import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';

function TimekeepingDashboard() {
  return <MetricsDashboard portal="timekeeping" />;
}

export const screens: PortalScreen[] = [{ path: '/timekeeping/dashboard', page: TimekeepingDashboard }];
