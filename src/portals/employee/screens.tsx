import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';

function EmployeeDashboard() {
  return <MetricsDashboard portal="employee" emptyMessage="No employee record is linked to this account." />;
}

export const screens: PortalScreen[] = [{ path: '/employee/dashboard', page: EmployeeDashboard }];
