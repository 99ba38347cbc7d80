import { choices, defineResource, reportColumn as ro, type FieldDefinition } from './define';
import { EMPLOYEE_STATUSES, EMPLOYMENT_STATUSES, JOB_LEVELS, RATE_TYPES, SEPARATION_TYPES } from './employees.resource';

// The HR reports over employees: read-only definitions whose list fields are
// the report's columns (and export columns), with the filters and sorts each
// one allows. The server adds the SQL of each report.

const MONTHS = choices('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12').map((c) => ({
  id: c.id,
  name: new Date(Date.UTC(2000, Number(c.id) - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
}));

/** Columns and filters every employee report shares. */
const common = {
  employee_no: ro('text', 'employee no.', { sort: true, search: true }),
  employee_name: ro('text', 'employee', { sort: true, search: true }),
  business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', readOnly: true, filter: true },
  business_unit_name: ro('text', 'business unit', { sort: true }),
  position_title: ro('text', 'position', { sort: true }),
  status: ro('choice', 'status', { choices: EMPLOYEE_STATUSES, filter: true, sort: true }),
} satisfies Record<string, FieldDefinition>;

const report = <F extends Record<string, FieldDefinition>, const Sort extends string>(
  name: string,
  label: string,
  fields: F,
  defaultSort: readonly [Sort, 'ASC' | 'DESC'],
) =>
  defineResource({
    name,
    table: 'employees',
    label,
    textFields: ['employee_no', 'employee_name'],
    defaultSort,
    fields: { ...common, ...fields },
  });

export const employeeMasterlistReport = report(
  'employee-masterlist',
  'Employee masterlist',
  {
    job_level: ro('choice', 'job level', { choices: JOB_LEVELS, filter: true, sort: true }),
    employment_status: ro('choice', 'employment status', { choices: EMPLOYMENT_STATUSES, filter: true, sort: true }),
    hire_date: ro('date', 'hire date', { filter: true, sort: true }),
    regularization_date: ro('date', 'regularization date', { sort: true }),
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, filter: true },
    tin: ro('text', 'TIN'),
    sss_no: ro('text', 'SSS no.'),
    philhealth_no: ro('text', 'PhilHealth no.'),
    pagibig_no: ro('text', 'Pag-IBIG no.'),
  },
  ['employee_name', 'ASC'],
);

export const hireDateReport = report(
  'hire-date-report',
  'Hire date',
  {
    hire_date: ro('date', 'hire date', { filter: true, sort: true }),
    regularization_date: ro('date', 'regularization date'),
    years_of_service: ro('number', 'years', { sort: true }),
    months_of_service: ro('number', 'months'),
    next_anniversary: ro('date', 'next anniversary', { sort: true }),
    anniversary_month: ro('choice', 'anniversary month', { choices: MONTHS, filter: true, list: false }),
  },
  ['hire_date', 'ASC'],
);

export const birthdayReport = report(
  'birthday-report',
  'Birthday',
  {
    birth_date: ro('date', 'birth date', { sort: true }),
    birthday: ro('text', 'birthday'),
    age: ro('number', 'age', { sort: true }),
    birth_month: ro('choice', 'month', { choices: MONTHS, filter: true, list: false }),
    birth_day: ro('number', 'day', { sort: true, list: false }),
  },
  ['birth_day', 'ASC'],
);

export const contactsReport = report(
  'contacts-report',
  'Contacts',
  {
    mobile_no: ro('text', 'mobile'),
    landline: ro('text', 'landline'),
    email: ro('email', 'email', { search: true }),
    present_address: ro('longtext', 'present address'),
    emergency_contact_name: ro('text', 'emergency contact'),
    emergency_contact_relationship: ro('text', 'relationship'),
    emergency_contact_phone: ro('text', 'emergency phone'),
  },
  ['employee_name', 'ASC'],
);

export const classificationReport = report(
  'classification-report',
  'Classification',
  {
    employment_status: ro('choice', 'employment status', { choices: EMPLOYMENT_STATUSES, filter: true, sort: true }),
    job_level: ro('choice', 'job level', { choices: JOB_LEVELS, filter: true, sort: true }),
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, filter: true, list: true },
    is_minimum_wage_earner: ro('boolean', 'MWE', { filter: true }),
  },
  ['employment_status', 'ASC'],
);

export const compensationReport = report(
  'compensation-report',
  'Compensation and benefits',
  {
    job_level: ro('choice', 'job level', { choices: JOB_LEVELS, filter: true, sort: true }),
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, filter: true },
    rate_type: ro('choice', 'rate type', { choices: RATE_TYPES, filter: true }),
    basic_rate: ro('money', 'basic rate', { sort: true }),
    daily_rate: ro('money', 'daily rate', { sort: true }),
    hourly_rate: ro('money', 'hourly rate'),
    monthly_equivalent: ro('money', 'monthly equivalent', { sort: true }),
    is_minimum_wage_earner: ro('boolean', 'MWE', { filter: true }),
    effective_date: ro('date', 'effective date', { sort: true }),
  },
  ['employee_name', 'ASC'],
);

export const resignedReport = report(
  'resigned-report',
  'Resigned',
  {
    hire_date: ro('date', 'hire date', { sort: true }),
    separation_date: ro('date', 'separation date', { filter: true, sort: true }),
    length_of_service: ro('text', 'length of service'),
    separation_type: ro('choice', 'separation type', { choices: SEPARATION_TYPES, filter: true, sort: true }),
    separation_reason: ro('longtext', 'reason'),
  },
  ['separation_date', 'DESC'],
);

export const employmentRecordSummary = report(
  'employment-record-summary',
  'Employment record',
  {
    educational_attainments: ro('number', 'education'),
    employment_histories: ro('number', 'history'),
    employee_movements: ro('number', 'movements'),
    examinations: ro('number', 'exams'),
    licences: ro('number', 'licences'),
    trainings: ro('number', 'trainings'),
    disciplinary_actions: ro('number', 'disciplinary'),
    awards: ro('number', 'awards'),
    missing_records: ro('number', 'missing records', { sort: true }),
  },
  ['employee_name', 'ASC'],
);

export const MASTERFILE_REPORTS = [
  hireDateReport,
  birthdayReport,
  contactsReport,
  classificationReport,
  compensationReport,
  resignedReport,
] as const;
export const EMPLOYEE_REPORTS = [employeeMasterlistReport, ...MASTERFILE_REPORTS, employmentRecordSummary] as const;
