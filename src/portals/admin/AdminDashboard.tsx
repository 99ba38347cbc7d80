import { CompanyExportPanel } from './CompanyExportPanel';
import { MetricsDashboard } from '../MetricsDashboard';
import { UsersPanel } from './UsersPanel';

export function AdminDashboard() {
  return (
    <MetricsDashboard portal="admin">
      <UsersPanel />
      <CompanyExportPanel />
    </MetricsDashboard>
  );
}
