import type { PortalScreen } from '../types';
import { resourceScreen } from '../../components/resource';
import { approverMatricesResource } from '../../resources/approver-matrices/approver-matrices.schema';
import { awardsResource } from '../../resources/awards/awards.schema';
import { businessUnitsResource } from '../../resources/business-units/business-units.schema';
import { companyEventsResource } from '../../resources/company-events/company-events.schema';
import { devicesResource } from '../../resources/devices/devices.schema';
import { disciplinaryActionsResource } from '../../resources/disciplinary-actions/disciplinary-actions.schema';
import { educationalAttainmentsResource } from '../../resources/educational-attainments/educational-attainments.schema';
import { employeeMovementsResource } from '../../resources/employee-movements/employee-movements.schema';
import { EmployeeCreate, EmployeeEdit } from '../../resources/employees/EmployeeForm';
import { EmployeeDetails } from '../../resources/employees/EmployeeDetails';
import { EmployeeList } from '../../resources/employees/EmployeeList';
import { employeesResource } from '../../resources/employees/employees.schema';
import { employmentHistoriesResource } from '../../resources/employment-histories/employment-histories.schema';
import { examinationsResource } from '../../resources/examinations/examinations.schema';
import { incidentReportsResource } from '../../resources/incident-reports/incident-reports.schema';
import { licencesResource } from '../../resources/licences/licences.schema';
import {
  birthdayReport, classificationReport, compensationReport, contactsReport, employeeMasterlistReport, employmentRecordSummary, hireDateReport, resignedReport,
} from '../../resources/masterfile-reports/masterfile-reports.schema';
import { orgLevelsResource } from '../../resources/org-levels/org-levels.schema';
import { positionsResource } from '../../resources/positions/positions.schema';
import { preferencesResource } from '../../resources/preferences/preferences.schema';
import { sickLeaveMonitoringReport } from '../../resources/sick-leave-monitoring/sick-leave-monitoring.schema';
import { temperatureReadingsResource } from '../../resources/temperature-readings/temperature-readings.schema';
import { trainingsResource } from '../../resources/trainings/trainings.schema';
import { transactionLogsResource } from '../../resources/transaction-logs/transaction-logs.schema';
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
