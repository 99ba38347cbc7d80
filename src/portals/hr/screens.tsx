import type { PortalScreen } from '../types';
import { resourceScreen } from '../../components/resource';
import { registryScreens } from '../registryScreens';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { EmployeeCreate, EmployeeEdit } from '../../resources/employees/EmployeeForm';
import { EmployeeDetails } from '../../resources/employees/EmployeeDetails';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { employeesResource } from '@core/resources/employees.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import {
  birthdayReport,
  classificationReport,
  compensationReport,
  contactsReport,
  employeeMasterlistReport,
  employmentRecordSummary,
  hireDateReport,
  resignedReport,
} from '@core/resources/masterfile-reports.resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { preferencesResource } from '@core/resources/preferences.resource';
import { PreferenceEdit, PreferenceList } from '../../resources/preferences/PreferenceScreens';
import { sickLeaveMonitoringReport } from '@core/resources/sick-leave-monitoring.resource';
import { HR_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';
import { CompanyProfilePage } from './CompanyProfilePage';
import { HrDashboard } from './HrDashboard';
import { MasterfileIndexPage } from './MasterfileIndexPage';
import { ReportList, reportScreen } from '../../components/report/ReportList';
import { SickLeaveMonitoringList } from './SickLeaveMonitoringList';
import { StructurePage } from './StructurePage';
import { TransactionLogList } from '../../components/resource/TransactionLogList';
import { CompanyEventEdit, DeviceEdit, DisciplinaryEdit, IncidentEdit, MovementEdit } from './workflows';

const EmploymentRecordList = () => (
  <ReportList definition={employmentRecordSummary} rowClick={(id) => `/hr/employees/details?id=${String(id)}`} />
);

const HrTransactionLogList = () => <TransactionLogList resources={HR_AUDITED_RESOURCES} />;

export const screens: PortalScreen[] = [
  { path: '/hr/dashboard', page: HrDashboard },
  { path: '/hr/company-profile', page: CompanyProfilePage },
  ...registryScreens('hr', {
    [orgLevelsResource.name]: { list: StructurePage },
    [employeesResource.name]: { list: EmployeeList, create: EmployeeCreate, edit: EmployeeEdit },
    [employeeMovementsResource.name]: { edit: MovementEdit },
    [disciplinaryActionsResource.name]: { edit: DisciplinaryEdit },
    [companyEventsResource.name]: { edit: CompanyEventEdit },
    [devicesResource.name]: { edit: DeviceEdit },
    [incidentReportsResource.name]: { edit: IncidentEdit },
  }),
  { path: '/hr/employees/details', page: EmployeeDetails },
  { path: '/hr/employee-masterlist', resource: reportScreen(employeeMasterlistReport) },
  { path: '/hr/employment-record', resource: reportScreen(employmentRecordSummary, EmploymentRecordList) },
  {
    path: '/hr/preference',
    resource: resourceScreen(preferencesResource, { create: undefined, list: PreferenceList, edit: PreferenceEdit }),
  },
  { path: '/hr/sick-leave-monitoring', resource: reportScreen(sickLeaveMonitoringReport, SickLeaveMonitoringList) },
  { path: '/hr/masterfile-report', page: MasterfileIndexPage },
  { path: '/hr/masterfile-report/hiredate', resource: reportScreen(hireDateReport) },
  { path: '/hr/masterfile-report/birthday', resource: reportScreen(birthdayReport) },
  { path: '/hr/masterfile-report/contacts', resource: reportScreen(contactsReport) },
  { path: '/hr/masterfile-report/classification', resource: reportScreen(classificationReport) },
  { path: '/hr/masterfile-report/compensation-benefits', resource: reportScreen(compensationReport) },
  { path: '/hr/masterfile-report/resigned', resource: reportScreen(resignedReport) },
  { path: '/hr/transaction-logs', resource: { ...reportScreen(transactionLogsResource), list: HrTransactionLogList } },
];
