import { AutocompleteInput, required } from 'react-admin';
import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';
import { applicationsReport, dutyRostersReport } from '@core/resources/applications.resource';
import { applicationList, BulkApproveButton, DecisionButtons, FilingForm } from '../../components/applications';
import { reportScreen } from '../../components/report/ReportList';
import { useApiGet } from '../../providers/useApiGet';
import { TEAM_REPORT_SCREENS } from './TeamReports';
import { SchedulerUploaderPage, StaffSchedulerPage } from './StaffScheduler';
import { DutyRosterList, DutyRosterSchedulePage } from './DutyRosters';
import { managerPaths } from '../../providers/api-paths';

function ManagerDashboard() {
  return <MetricsDashboard portal="manager" emptyMessage="No employee record is linked to this account, so it has no team." />;
}

/** The manager's queue: every filing whose current level waits for them. */
const ApplicationsRequest = applicationList(applicationsReport, {
  portal: 'manager',
  title: 'Applications awaiting my approval',
  rowActions: <DecisionButtons portal="manager" />,
  bulkActions: <BulkApproveButton portal="manager" />,
});

function TeamMemberInput() {
  const team = useApiGet<{ id: number; text: string }[]>(managerPaths.team()).data ?? [];
  return <AutocompleteInput source="employee_id" label="Team member" choices={team} optionText="text" validate={required()} fullWidth />;
}

const FilingInBehalf = () => (
  <FilingForm
    portal="manager"
    title="File in behalf of a team member"
    applicant={<TeamMemberInput />}
    statusPath="/manager/menu/applications-request"
  />
);

export const screens: PortalScreen[] = [
  { path: '/manager/dashboard', page: ManagerDashboard },
  { path: '/manager/menu/applications-request', resource: reportScreen(applicationsReport, ApplicationsRequest) },
  { path: '/manager/myteam/filing-in-behalf', page: FilingInBehalf },
  ...TEAM_REPORT_SCREENS,
  { path: '/manager/staff-scheduler', page: StaffSchedulerPage },
  { path: '/manager/staff-scheduler/scheduler-uploader', page: SchedulerUploaderPage },
  { path: '/manager/staff-scheduler/duty-roster', resource: reportScreen(dutyRostersReport, DutyRosterList) },
  { path: '/manager/staff-scheduler/duty-roster-schedule', page: DutyRosterSchedulePage },
];
