import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';
import { registryScreens } from '../registryScreens';
import { ResourceList, resourceScreen } from '../../components/resource';
import { holidaysResource } from '@core/resources/holidays.resource';
import { CopyYearButton } from './holidays/CopyYearButton';
import { timePunchesResource } from '@core/resources/time-punches.resource';
import { TimeRecorderList } from './time-recorder/TimeRecorderList';
import { TransactionLogList } from '../../components/resource/TransactionLogList';
import { TIMEKEEPING_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';
import { attendanceExceptionsResource } from '@core/resources/attendance-exceptions.resource';
import { dailyTimeRecordsResource } from '@core/resources/daily-time-records.resource';
import { timesheetSummariesResource } from '@core/resources/timesheet-summaries.resource';
import { timesheetsResource } from '@core/resources/timesheets.resource';
import type { ResourceDefinition } from '@core/resources/define';
import type { ComponentType } from 'react';
import {
  ResolutionCenterList,
  TimesheetClosingList,
  TimesheetDetailsList,
  TimesheetLinkList,
  TimesheetProcessingList,
  TimesheetSummaryList,
  TIMESHEET_REPORTS,
} from './timesheets/TimesheetScreens';
import { TimesheetReportsIndex } from './timesheets/TimesheetReportsIndex';
import { leaveTypesResource } from '@core/resources/leave-types.resource';
import { leaveBalancesResource } from '@core/resources/leave-balances.resource';
import { dailyAttendancesReport } from '@core/resources/daily-attendances.resource';
import { reportScreen } from '../../components/report/ReportList';
import { DailyMonitoringList } from './DailyMonitoringList';
import { AdjustmentProcessingList, TimesheetAdjustmentList } from './adjustments/AdjustmentScreens';
import { timesheetAdjustmentsResource } from '@core/resources/timesheet-adjustments.resource';
import { APPLICATION_SCREENS } from './applications/ApplicationScreens';
import { CalendarSchedulePage } from './calendar/CalendarSchedulePage';
import { LeaveBalanceShow, LeaveRecordsList, LeaveTypeEdit } from './leave/LeaveScreens';
import { LEAVE_CONVERSION_SCREEN } from '../payroll/batches/BatchScreens';
import { finalPayScreen } from '../../resources/final-pay-cases/FinalPayScreens';

/** A read-only list screen of a resource, with its own list component. */
const listScreen = (path: string, definition: ResourceDefinition, list: ComponentType): PortalScreen => ({
  path,
  resource: resourceScreen(definition, { list, create: undefined, edit: undefined }),
});

const HolidayList = () => <ResourceList definition={holidaysResource} actions={<CopyYearButton />} />;

function TimekeepingDashboard() {
  return <MetricsDashboard portal="timekeeping" />;
}

export const screens: PortalScreen[] = [
  { path: '/timekeeping/dashboard', page: TimekeepingDashboard },
  ...registryScreens('timekeeping', { [holidaysResource.name]: { list: HolidayList }, [leaveTypesResource.name]: { edit: LeaveTypeEdit } }),
  {
    path: '/timekeeping/leave-records',
    resource: resourceScreen(leaveBalancesResource, { list: LeaveRecordsList, show: LeaveBalanceShow, create: undefined, edit: undefined }),
  },
  listScreen('/timekeeping/time-recorder', timePunchesResource, TimeRecorderList),
  listScreen('/timekeeping/timesheet-processing', timesheetsResource, TimesheetProcessingList),
  listScreen('/timekeeping/resolution-center', attendanceExceptionsResource, ResolutionCenterList),
  listScreen('/timekeeping/timesheet-reports/timesheet-details', dailyTimeRecordsResource, TimesheetDetailsList),
  listScreen('/timekeeping/timesheet-reports/timesheet-summary', timesheetSummariesResource, TimesheetSummaryList),
  listScreen('/timekeeping/transaction-logs', transactionLogsResource, () => (
    <TransactionLogList resources={TIMEKEEPING_AUDITED_RESOURCES} />
  )),
  { path: '/timekeeping/timesheet-closing', page: TimesheetClosingList },
  { path: '/timekeeping/timesheet-reports', page: TimesheetReportsIndex },
  ...TIMESHEET_REPORTS.map((report) => ({ path: report.path, page: report.list })),
  { path: '/timekeeping/timesheet-link', page: TimesheetLinkList },
  { path: '/timekeeping/calendar-schedule', page: CalendarSchedulePage },
  listScreen('/timekeeping/timesheet-adjustment', timesheetAdjustmentsResource, TimesheetAdjustmentList),
  { path: '/timekeeping/adjustment-processing', page: AdjustmentProcessingList },
  ...APPLICATION_SCREENS,
  LEAVE_CONVERSION_SCREEN,
  { path: '/timekeeping/daily-monitoring', resource: reportScreen(dailyAttendancesReport, DailyMonitoringList) },
  { path: '/timekeeping/final-pay-processing', resource: finalPayScreen('timekeeping') },
];
