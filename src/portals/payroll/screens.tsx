import type { PortalScreen } from '../types';
import { resourceScreen, ResourceList } from '../../components/resource';
import { banksResource } from '@core/resources/banks.resource';
import { chartOfAccountsResource } from '@core/resources/chart-of-accounts.resource';
import { loanTypesResource } from '@core/resources/loan-types.resource';
import { overtimeRatesResource } from '@core/resources/overtime-rates.resource';
import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { GenerateYearButton } from '../../resources/payroll-periods/GenerateYearButton';
import { transactionClassesResource } from '@core/resources/transaction-classes.resource';
import { transactionTypesResource } from '@core/resources/transaction-types.resource';
import { AgencyIndexPage } from './AgencyIndexPage';
import { EmployerDetailsPage } from './EmployerDetailsPage';
import { PayrollDashboard } from './PayrollDashboard';
import { TABLE_SCREENS, type TableScreen } from './tables/columns';
import { TableVersionsPage } from './tables/TableVersionsPage';
import type { Agency } from './agencies';

const agencyIndex = (segment: Agency['segment']) => () => <AgencyIndexPage segment={segment} />;
const employerDetails = (segment: Agency['segment']) => () => <EmployerDetailsPage segment={segment} />;
const tableVersions = (screen: TableScreen) => () => <TableVersionsPage screen={screen} />;

const PayrollPeriodList = () => <ResourceList definition={payrollPeriodsResource} actions={<GenerateYearButton />} />;

export const screens: PortalScreen[] = [
  { path: '/payroll/dashboard', page: PayrollDashboard },
  { path: '/payroll/loan-types', resource: resourceScreen(loanTypesResource) },
  { path: '/payroll/transaction-class', resource: resourceScreen(transactionClassesResource) },
  { path: '/payroll/transaction-types', resource: resourceScreen(transactionTypesResource) },
  { path: '/payroll/chart-of-account', resource: resourceScreen(chartOfAccountsResource) },
  { path: '/payroll/payroll-groups', resource: resourceScreen(payrollGroupsResource) },
  { path: '/payroll/payroll-periods', resource: resourceScreen(payrollPeriodsResource, { list: PayrollPeriodList }) },
  { path: '/payroll/bank-list', resource: resourceScreen(banksResource) },
  { path: '/payroll/overtime-rates', resource: resourceScreen(overtimeRatesResource) },
  { path: '/payroll/sss', page: agencyIndex('sss') },
  { path: '/payroll/sss/employer-details', page: employerDetails('sss') },
  { path: '/payroll/sss/table', page: tableVersions(TABLE_SCREENS.sss) },
  { path: '/payroll/phil-health', page: agencyIndex('phil-health') },
  { path: '/payroll/phil-health/employer-details', page: employerDetails('phil-health') },
  { path: '/payroll/phil-health/table', page: tableVersions(TABLE_SCREENS.philhealth) },
  { path: '/payroll/pag-ibig', page: agencyIndex('pag-ibig') },
  { path: '/payroll/pag-ibig/employer-details', page: employerDetails('pag-ibig') },
  { path: '/payroll/pag-ibig/table', page: tableVersions(TABLE_SCREENS.pagibig) },
  { path: '/payroll/bir', page: agencyIndex('bir') },
  { path: '/payroll/bir/employer-details', page: employerDetails('bir') },
  { path: '/payroll/bir/periodic-tax-table', page: tableVersions(TABLE_SCREENS.periodic) },
  { path: '/payroll/bir/annual-tax-table', page: tableVersions(TABLE_SCREENS.annual) },
];
