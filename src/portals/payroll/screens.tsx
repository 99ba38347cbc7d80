import type { PortalScreen } from '../types';
import { ResourceList } from '../../components/resource';
import { registryScreens } from '../registryScreens';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { GenerateYearButton } from '../../resources/payroll-periods/GenerateYearButton';
import { EmployerDetailsPage } from './EmployerDetailsPage';
import { PayrollDashboard } from './PayrollDashboard';
import { TABLE_SCREENS, type TableScreen } from './tables/columns';
import { TableVersionsPage } from './tables/TableVersionsPage';
import { agencyOf, type Agency } from './agencies';
import { payslipsResource } from '@core/resources/payslips.resource';
import { INPUT_SCREENS } from './inputs';
import { ytdBalancesResource } from '@core/resources/ytd-balances.resource';
import { AgencyRemittancesPage, LoanRemittancePage, MonthlyContributionPage } from './remittances/RemittanceScreens';
import { PayrollRegisterList, PayslipShow, ProoflistList, REGISTER_SCREENS, RegularCycleList, SpecialPayList } from './cycle/CycleScreens';
import { BATCH_SCREENS } from './batches/BatchScreens';
import { BatchEntryEdit } from './batches/BatchEntryEdit';
import { batchEntriesResource } from '@core/resources/batch-entries.resource';
import { finalPayScreen } from '../../resources/final-pay-cases/FinalPayScreens';
import { TIMEKEEPING_SCREENS } from './timekeeping/TimekeepingScreens';
import { ReconciliationPage } from './reports/ReconciliationPage';
import { Bir1601cList, Bir1601cShow } from './bir/Bir1601cScreens';
import { Bir1604cPage, Bir2316List, MonthlyItwList, Schedule1List, Schedule2List } from './bir/BirAnnualScreens';
import {
  bir1601cReturnsResource,
  bir2316CertificatesReport,
  monthlyTaxWithholdingsReport,
  alphalistEntriesReport,
} from '@core/resources/bir.resource';

const remittances = (segment: Agency['segment']) => () => <AgencyRemittancesPage segment={segment} agency={agencyOf(segment).id} />;
const employerDetails = (segment: Agency['segment']) => () => <EmployerDetailsPage segment={segment} />;
const tableVersions = (screen: TableScreen) => () => <TableVersionsPage screen={screen} />;

const PayslipReportList = () => <ResourceList definition={payslipsResource} title="Payslips" rowClick="show" />;
const YtdReportList = () => <ResourceList definition={ytdBalancesResource} title="Year-to-date report" rowClick={false} />;
// A payroll officer finds a period by its group and its status; the other filters wait behind "Add filter".
const PayrollPeriodList = () => (
  <ResourceList definition={payrollPeriodsResource} actions={<GenerateYearButton />} shownFilters={['payroll_group_id', 'status']} />
);

export const screens: PortalScreen[] = [
  { path: '/payroll/dashboard', page: PayrollDashboard },
  ...registryScreens('payroll', {
    [payrollPeriodsResource.name]: { list: PayrollPeriodList },
    ...INPUT_SCREENS,
    [batchEntriesResource.name]: { edit: BatchEntryEdit },
  }),
  { path: '/payroll/regular-cycle', page: RegularCycleList },
  { path: '/payroll/special-pay', page: SpecialPayList },
  ...BATCH_SCREENS,
  { path: '/payroll/final-pay', resource: finalPayScreen('payroll') },
  ...TIMEKEEPING_SCREENS,
  { path: '/payroll/prooflist', page: ProoflistList },
  { path: '/payroll/prooflist/payroll-register', resource: { name: payslipsResource.name, list: PayrollRegisterList, show: PayslipShow } },
  ...REGISTER_SCREENS,
  { path: '/payroll/payroll-reports/payslip', resource: { name: payslipsResource.name, list: PayslipReportList, show: PayslipShow } },
  { path: '/payroll/payroll-reports/ytd-report', resource: { name: ytdBalancesResource.name, list: YtdReportList } },
  { path: '/payroll/payroll-reports/reconciliation', page: ReconciliationPage },
  { path: '/payroll/sss', page: remittances('sss') },
  { path: '/payroll/sss/employer-details', page: employerDetails('sss') },
  { path: '/payroll/sss/table', page: tableVersions(TABLE_SCREENS.sss) },
  { path: '/payroll/sss/monthly-contribution', page: () => <MonthlyContributionPage agency="sss" /> },
  { path: '/payroll/sss/loan-remittance', page: () => <LoanRemittancePage agency="sss" /> },
  { path: '/payroll/phil-health', page: remittances('phil-health') },
  { path: '/payroll/phil-health/employer-details', page: employerDetails('phil-health') },
  { path: '/payroll/phil-health/table', page: tableVersions(TABLE_SCREENS.philhealth) },
  { path: '/payroll/phil-health/monthly-contribution', page: () => <MonthlyContributionPage agency="philhealth" /> },
  { path: '/payroll/pag-ibig', page: remittances('pag-ibig') },
  { path: '/payroll/pag-ibig/employer-details', page: employerDetails('pag-ibig') },
  { path: '/payroll/pag-ibig/table', page: tableVersions(TABLE_SCREENS.pagibig) },
  { path: '/payroll/pag-ibig/monthly-contribution', page: () => <MonthlyContributionPage agency="pagibig" /> },
  { path: '/payroll/pag-ibig/loan-remittance', page: () => <LoanRemittancePage agency="pagibig" /> },
  { path: '/payroll/bir', page: remittances('bir') },
  { path: '/payroll/bir/employer-details', page: employerDetails('bir') },
  { path: '/payroll/bir/periodic-tax-table', page: tableVersions(TABLE_SCREENS.periodic) },
  { path: '/payroll/bir/annual-tax-table', page: tableVersions(TABLE_SCREENS.annual) },
  { path: '/payroll/bir/monthly-ITW', resource: { name: monthlyTaxWithholdingsReport.name, list: MonthlyItwList } },
  { path: '/payroll/bir/bir-1601C', resource: { name: bir1601cReturnsResource.name, list: Bir1601cList, show: Bir1601cShow } },
  { path: '/payroll/bir/bir-form-2316', resource: { name: bir2316CertificatesReport.name, list: Bir2316List } },
  { path: '/payroll/bir/bir-1604C', page: Bir1604cPage },
  { path: '/payroll/bir/schedule-1-alphalist-of-employees', resource: { name: alphalistEntriesReport.name, list: Schedule1List } },
  {
    path: '/payroll/bir/schedule-2-alphalist-of-minimum-wage-earners',
    resource: { name: alphalistEntriesReport.name, list: Schedule2List },
  },
];
