import { Type } from '@sinclair/typebox';
import { nullable, WireTimestamp } from '@core/contract/wire';
import { DateString, Money } from '../../http/schemas';

// The 201 file as the employee portal answers it (own-records.queries.ts ownEmployeeDetails).

const text = Type.String();
const maybeText = nullable(Type.String());
const maybeDate = nullable(DateString);
const maybeId = nullable(Type.Integer());
/** The bookkeeping every row of the 201 file's records carries. */
const kept = {
  id: Type.Integer(),
  employee_id: Type.Integer(),
  created_at: WireTimestamp,
  created_by: maybeId,
  updated_at: WireTimestamp,
  updated_by: maybeId,
};

const Dependent = Type.Object({
  ...kept,
  name: text,
  relationship: text,
  birth_date: maybeDate,
  is_hmo_dependent: Type.Boolean(),
  is_philhealth_dependent: Type.Boolean(),
  is_pwd: Type.Boolean(),
});
const Education = Type.Object({
  ...kept,
  level: text,
  school: text,
  degree_course: maybeText,
  honors: maybeText,
  is_graduated: Type.Boolean(),
  year_from: nullable(Type.Integer()),
  year_to: nullable(Type.Integer()),
});
const Training = Type.Object({
  ...kept,
  title: text,
  training_type: text,
  provider: maybeText,
  date_from: DateString,
  date_to: maybeDate,
  hours: nullable(Type.String({ description: 'hours as a decimal string' })),
  cost: nullable(Money),
  bond_until: maybeDate,
});
const Licence = Type.Object({
  ...kept,
  licence_type: text,
  licence_no: text,
  issuing_body: maybeText,
  date_issued: maybeDate,
  expiry_date: maybeDate,
});

const masked = (what: string) => nullable(Type.String({ description: `the ${what}, all but its last four digits as •` }));

export const EmployeeDetails = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  employee_no: text,
  last_name: text,
  first_name: text,
  middle_name: maybeText,
  suffix: maybeText,
  nickname: maybeText,
  sex: text,
  civil_status: text,
  birth_date: DateString,
  birth_place: maybeText,
  nationality: text,
  email: maybeText,
  mobile_no: maybeText,
  landline: maybeText,
  present_address: text,
  permanent_address: maybeText,
  emergency_contact_name: text,
  emergency_contact_relationship: text,
  emergency_contact_phone: text,
  position_id: Type.Integer(),
  business_unit_id: Type.Integer(),
  immediate_superior_id: maybeId,
  payroll_group_id: maybeId,
  default_shift_schedule_id: maybeId,
  rest_days: Type.Array(Type.Integer(), { description: 'weekdays, 0 = Sunday' }),
  employment_status: text,
  status: text,
  hire_date: DateString,
  regularization_date: maybeDate,
  end_of_contract_date: maybeDate,
  separation_date: maybeDate,
  separation_type: maybeText,
  separation_reason: maybeText,
  payment_mode: text,
  bank_id: maybeId,
  bank_account_no: masked('bank account number'),
  tin: masked('TIN'),
  sss_no: masked('SSS number'),
  philhealth_no: masked('PhilHealth number'),
  pagibig_no: masked('Pag-IBIG MID number'),
  created_at: WireTimestamp,
  updated_at: WireTimestamp,
  position_title: text,
  job_level: text,
  business_unit_name: text,
  superior_name: maybeText,
  payroll_group_name: maybeText,
  bank_name: maybeText,
  dependents: Type.Array(Dependent),
  education: Type.Array(Education),
  trainings: Type.Array(Training),
  licences: Type.Array(Licence),
});

/** A choice of the portal's pickers: the record's id and its label. */
export const TimesheetChoice = Type.Object({ id: Type.Integer(), text: Type.String({ description: 'the cut-off, first – last date' }) });
export const BankChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
