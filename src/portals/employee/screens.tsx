import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';
import type { ResourceDefinition } from '@core/resources/define';
import {
  applicationsReport,
  changeShiftApplicationsReport,
  leaveApplicationsReport,
  logsheetApplicationsReport,
  officialBusinessTripsReport,
  overtimeApplicationsReport,
} from '@core/resources/applications.resource';
import { ApplicantButtons, applicationList, FilingForm } from '../../components/applications';
import { reportScreen } from '../../components/report/ReportList';
import { useGetRecordId } from 'react-admin';
import { ownLoansView, ownPayslipsView, ownYtdView } from '@core/resources/own-views';
import { ResourceList } from '../../components/resource';
import { PayslipView } from '../../components/payslip/PayslipView';
import {
  ownAnnouncementsReport,
  ownChangeRequestsReport,
  ownCompensationsReport,
  ownTimesheetReport,
} from '@core/resources/self-service.resource';
import { Announcements, CompensationAndBenefits, EmployeeDetails, TimesheetDetails } from './own/OwnRecords';
import { CalendarPage } from './own/CalendarPage';
import { ChangeRequestPage } from './own/ChangeRequestPage';
import { MyCertificates } from './own/MyCertificates';
import { employeePaths } from '../../providers/api-paths';

function EmployeeDashboard() {
  return <MetricsDashboard portal="employee" emptyMessage="No employee record is linked to this account." />;
}

const statusScreen = (path: string, definition: ResourceDefinition): PortalScreen => ({
  path,
  resource: reportScreen(
    definition,
    applicationList(definition, {
      portal: 'employee',
      rowActions: <ApplicantButtons portal="employee" filingPath="/employee/timekeeping-applications" />,
    }),
  ),
});

const FileApplication = () => <FilingForm portal="employee" title="File an application" statusPath="/employee/application-status" />;

const MyPayslips = () => <ResourceList definition={ownPayslipsView} title="Payslips" rowClick="show" keepActionsWhenEmpty />;
const MyYearToDate = () => (
  <>
    <ResourceList definition={ownYtdView} title="Year to date" rowClick={false} keepActionsWhenEmpty />
    <MyCertificates />
  </>
);
const MyLoans = () => <ResourceList definition={ownLoansView} title="Loans" rowClick={false} keepActionsWhenEmpty />;
function MyPayslip() {
  const id = useGetRecordId();
  return <PayslipView url={employeePaths.payslipDetail(id)} />;
}

export const screens: PortalScreen[] = [
  { path: '/employee/dashboard', page: EmployeeDashboard },
  { path: '/employee/timekeeping-applications', page: FileApplication },
  { path: '/employee/payslip', resource: { name: ownPayslipsView.name, list: MyPayslips, show: MyPayslip } },
  { path: '/employee/year-to-date', resource: { name: ownYtdView.name, list: MyYearToDate } },
  { path: '/employee/loans', resource: { name: ownLoansView.name, list: MyLoans } },
  { path: '/employee/announcement', resource: reportScreen(ownAnnouncementsReport, Announcements) },
  { path: '/employee/timesheet-details', resource: reportScreen(ownTimesheetReport, TimesheetDetails) },
  { path: '/employee/compensation-and-benefits', resource: reportScreen(ownCompensationsReport, CompensationAndBenefits) },
  { path: '/employee/change-request', resource: reportScreen(ownChangeRequestsReport, ChangeRequestPage) },
  { path: '/employee/employee-details', page: EmployeeDetails },
  { path: '/employee/calendar', page: CalendarPage },
  statusScreen('/employee/application-status', applicationsReport),
  statusScreen('/employee/application-status/leaves', leaveApplicationsReport),
  statusScreen('/employee/application-status/overtime', overtimeApplicationsReport),
  statusScreen('/employee/application-status/official-business-trip', officialBusinessTripsReport),
  statusScreen('/employee/application-status/change-shift', changeShiftApplicationsReport),
  statusScreen('/employee/application-status/log-sheet', logsheetApplicationsReport),
];
