import { Box, Button, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ReportList } from '../../../components/report/ReportList';
import { ResourceList } from '../../../components/resource';
import { ReportIndexPage, type ReportLink } from '../../../components/resource/ReportIndexPage';
import { TransactionLogList } from '../../../components/resource/TransactionLogList';
import type { PortalScreen } from '../../types';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { thirteenthMonthAccrualsReport, TIMEKEEPING_PAY_REPORTS } from '@core/resources/timekeeping-pay-reports.resource';
import { timesheetAdjustmentsResource } from '@core/resources/timesheet-adjustments.resource';
import { timesheetSummariesResource } from '@core/resources/timesheet-summaries.resource';
import { timesheetsResource } from '@core/resources/timesheets.resource';
import { PAYROLL_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';
import {
  CancelSelectedButton,
  LinkSelectedButton,
  ReleaseSelectedButton,
} from '../../../resources/timesheet-adjustments/PriorPeriodButtons';
import { UploadSummaryButton } from './UploadSummaryButton';

// The payroll portal's screens over timekeeping's results (domain.md §15.7): the time
// basis of a period, the timekeeping reports valued at each day's rates, the prior-period
// adjustments payroll links to a period or holds back, the payroll reports' index with
// the 13th month accrued to a date, and the payroll transaction logs.

const periodFilter = (path: string, periodId: unknown) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify({ payroll_period_id: periodId }))}`;

/** Buttons to the reports of a row's payroll period: a linked timesheet's period, or the period itself. */
function PeriodReportButtons({ reports, field }: { reports: readonly ReportLink[]; field: 'payroll_period_id' | 'id' }) {
  const record = useRecordContext<Record<string, unknown>>();
  const periodId = record?.[field];
  if (!periodId) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {reports.map(([path, title]) => (
        <Button
          key={path}
          size="small"
          component={RouterLink}
          to={periodFilter(path, periodId)}
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
        >
          {title}
        </Button>
      ))}
    </Stack>
  );
}

const TIMEKEEPING_REPORT_LINKS: readonly ReportLink[] = TIMEKEEPING_PAY_REPORTS.map(
  ({ segment, title, purpose }) => [`/payroll/timekeeping-reports/${segment}`, title, purpose] as const,
);

/** /payroll/timekeeping-reports: the six reports, and the timesheets (with their linked period) that select them. */
function TimekeepingReportsIndex() {
  return (
    <Box>
      <ReportIndexPage title="Timekeeping reports" reports={TIMEKEEPING_REPORT_LINKS} />
      <ResourceList
        definition={timesheetsResource}
        title="Timekeeping reports"
        rowClick={false}
        shownFilters={['payroll_group_id', 'status']}
        rowActions={<PeriodReportButtons reports={TIMEKEEPING_REPORT_LINKS} field="payroll_period_id" />}
      />
    </Box>
  );
}

const PAYROLL_REPORT_LINKS: readonly ReportLink[] = [
  ['/payroll/payroll-reports/payroll-summary', 'Payroll summary', 'Totals per business unit: gross, contributions, tax, loans, net.'],
  ['/payroll/payroll-reports/payslip', 'Payslip', 'The payslips of a period, to print or export.'],
  ['/payroll/payroll-reports/ytd-report', 'YTD report', 'Year-to-date earnings, contributions and tax per employee.'],
  [
    '/payroll/payroll-reports/13th-month-pro-rate',
    '13th month pro-rate',
    'Basic salary earned to a date ÷ 12, what was paid and what is still owed.',
  ],
];

/** /payroll/payroll-reports: the payroll reports, and the periods that select them. */
function PayrollReportsIndex() {
  return (
    <Box>
      <ReportIndexPage title="Payroll reports" reports={PAYROLL_REPORT_LINKS} />
      <ResourceList
        definition={payrollPeriodsResource}
        title="Payroll reports"
        rowClick={false}
        shownFilters={['payroll_group_id', 'status']}
        rowActions={<PeriodReportButtons reports={PAYROLL_REPORT_LINKS.slice(0, 2)} field="id" />}
      />
    </Box>
  );
}

const TimesheetSummaryList = () => (
  <ResourceList
    definition={timesheetSummariesResource}
    title="Timesheet summary"
    rowClick={false}
    keepActionsWhenEmpty
    shownFilters={['payroll_period_id', 'business_unit_id']}
    actions={<UploadSummaryButton />}
  />
);

/** Prior-period adjustments of one source (all of them without one), linked to an open period, held back or cancelled. */
const adjustments = (title: string, sourceType?: string) =>
  function AdjustmentList() {
    return (
      <ResourceList
        definition={timesheetAdjustmentsResource}
        title={title}
        filter={{ adjustment_kind: 'prior_period', ...(sourceType ? { source_type: sourceType } : {}) }}
        rowClick={false}
        keepActionsWhenEmpty
        shownFilters={['status', 'target_payroll_period_id', 'work_date', 'employee_id']}
        bulkActions={
          <>
            <LinkSelectedButton portal="payroll" />
            <ReleaseSelectedButton portal="payroll" />
            <CancelSelectedButton />
          </>
        }
      />
    );
  };

const ADJUSTMENT_SCREENS: readonly [segment: string, title: string, sourceType?: string][] = [
  ['', 'Timesheet adjustment'],
  ['/change-shift', 'Timesheet adjustment: change shift', 'change_shift'],
  ['/logsheet', 'Timesheet adjustment: logsheet', 'logsheet'],
  ['/overtime', 'Timesheet adjustment: overtime', 'overtime'],
  ['/official-business-trip', 'Timesheet adjustment: official business trip', 'official_business_trip'],
  ['/leaves', 'Timesheet adjustment: leaves', 'leave'],
];

const ThirteenthMonthProRateList = () => (
  <ReportList definition={thirteenthMonthAccrualsReport} portal="payroll" title="13th month pro-rate" />
);

const PayrollTransactionLogList = () => <TransactionLogList resources={PAYROLL_AUDITED_RESOURCES} />;

export const TIMEKEEPING_SCREENS: PortalScreen[] = [
  { path: '/payroll/timesheet-summary', resource: { name: timesheetSummariesResource.name, list: TimesheetSummaryList } },
  { path: '/payroll/timekeeping-reports', page: TimekeepingReportsIndex },
  ...TIMEKEEPING_PAY_REPORTS.map(({ segment, title, definition }) => ({
    path: `/payroll/timekeeping-reports/${segment}`,
    resource: {
      name: definition.name,
      list: () => <ReportList definition={definition} portal="payroll" title={title} countLabel="rows" />,
    },
  })),
  ...ADJUSTMENT_SCREENS.map(([segment, title, sourceType]) => ({
    path: `/payroll/timesheet-adjustment${segment}`,
    resource: { name: timesheetAdjustmentsResource.name, list: adjustments(title, sourceType) },
  })),
  { path: '/payroll/payroll-reports', page: PayrollReportsIndex },
  {
    path: '/payroll/payroll-reports/13th-month-pro-rate',
    resource: { name: thirteenthMonthAccrualsReport.name, list: ThirteenthMonthProRateList },
  },
  { path: '/payroll/transaction-logs', resource: { name: transactionLogsResource.name, list: PayrollTransactionLogList } },
];
