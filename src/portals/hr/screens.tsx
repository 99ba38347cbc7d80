import type { PortalScreen } from '../types';
import { resourceScreen } from '../../components/resource';
import { approverMatricesResource } from '@core/resources/approver-matrices.resource';
import { awardsResource } from '@core/resources/awards.resource';
import { businessUnitsResource } from '@core/resources/business-units.resource';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { educationalAttainmentsResource } from '@core/resources/educational-attainments.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { EmployeeCreate, EmployeeEdit } from '../../resources/employees/EmployeeForm';
import { EmployeeDetails } from '../../resources/employees/EmployeeDetails';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { employeesResource } from '@core/resources/employees.resource';
import { employmentHistoriesResource } from '@core/resources/employment-histories.resource';
import { examinationsResource } from '@core/resources/examinations.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import { licencesResource } from '@core/resources/licences.resource';
import {
  birthdayReport, classificationReport, compensationReport, contactsReport, employeeMasterlistReport, employmentRecordSummary, hireDateReport, resignedReport,
} from '@core/resources/masterfile-reports.resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { positionsResource } from '@core/resources/positions.resource';
import { preferencesResource } from '@core/resources/preferences.resource';
import { sickLeaveMonitoringReport } from '@core/resources/sick-leave-monitoring.resource';
import { temperatureReadingsResource } from '@core/resources/temperature-readings.resource';
import { trainingsResource } from '@core/resources/trainings.resource';
import { transactionLogsResource } from '@core/resources/transaction-logs.resource';
import { CompanyProfilePage } from './CompanyProfilePage';
import { HrDashboard } from './HrDashboard';
import { MasterfileIndexPage } from './MasterfileIndexPage';
import { ReportList, reportScreen } from './ReportList';
import { SickLeaveMonitoringList } from './SickLeaveMonitoringList';
import { StructurePage } from './StructurePage';
import { TransactionLogList } from './TransactionLogList';
import { CompanyEventEdit, DeviceEdit, DisciplinaryEdit, IncidentEdit, MovementEdit } from './workflows';

const EmploymentRecordList = () => <ReportList definition={employmentRecordSummary} rowClick={(id) => `/hr/employees/details?id=${String(id)}`} />;

export const screens: PortalScreen[] = [
  { path: '/hr/dashboard', page: HrDashboard },
  { path: '/hr/company-profile', page: CompanyProfilePage },
  { path: '/hr/structure', resource: resourceScreen(orgLevelsResource, { list: StructurePage }) },
  { path: '/hr/business-units', resource: resourceScreen(businessUnitsResource) },
  { path: '/hr/business-units/approver-matrix', resource: resourceScreen(approverMatricesResource) },
  { path: '/hr/position', resource: resourceScreen(positionsResource) },
  { path: '/hr/employees', resource: { ...resourceScreen(employeesResource), list: EmployeeList, create: EmployeeCreate, edit: EmployeeEdit } },
  { path: '/hr/employees/details', page: EmployeeDetails },
  { path: '/hr/employee-masterlist', resource: reportScreen(employeeMasterlistReport) },
  { path: '/hr/employment-record', resource: reportScreen(employmentRecordSummary, EmploymentRecordList) },
  { path: '/hr/employment-record/educational-attainment', resource: resourceScreen(educationalAttainmentsResource) },
  { path: '/hr/employment-record/employment-history', resource: resourceScreen(employmentHistoriesResource) },
  { path: '/hr/employment-record/employees-movement', resource: resourceScreen(employeeMovementsResource, { edit: MovementEdit }) },
  { path: '/hr/employment-record/examinations-taken', resource: resourceScreen(examinationsResource) },
  { path: '/hr/employment-record/licences', resource: resourceScreen(licencesResource) },
  { path: '/hr/employment-record/training-taken', resource: resourceScreen(trainingsResource) },
  { path: '/hr/employment-record/disciplinary-action', resource: resourceScreen(disciplinaryActionsResource, { edit: DisciplinaryEdit }) },
  { path: '/hr/employment-record/awards', resource: resourceScreen(awardsResource) },
  { path: '/hr/company-events', resource: resourceScreen(companyEventsResource, { edit: CompanyEventEdit }) },
  { path: '/hr/daily-temperature', resource: resourceScreen(temperatureReadingsResource) },
  { path: '/hr/device-management', resource: resourceScreen(devicesResource, { edit: DeviceEdit }) },
  { path: '/hr/incident-report', resource: resourceScreen(incidentReportsResource, { edit: IncidentEdit }) },
  { path: '/hr/preference', resource: resourceScreen(preferencesResource, { create: undefined }) },
  { path: '/hr/sick-leave-monitoring', resource: reportScreen(sickLeaveMonitoringReport, SickLeaveMonitoringList) },
  { path: '/hr/masterfile-report', page: MasterfileIndexPage },
  { path: '/hr/masterfile-report/hiredate', resource: reportScreen(hireDateReport) },
  { path: '/hr/masterfile-report/birthday', resource: reportScreen(birthdayReport) },
  { path: '/hr/masterfile-report/contacts', resource: reportScreen(contactsReport) },
  { path: '/hr/masterfile-report/classification', resource: reportScreen(classificationReport) },
  { path: '/hr/masterfile-report/compensation-benefits', resource: reportScreen(compensationReport) },
  { path: '/hr/masterfile-report/resigned', resource: reportScreen(resignedReport) },
  { path: '/hr/transaction-logs', resource: { ...reportScreen(transactionLogsResource), list: TransactionLogList } },
];
