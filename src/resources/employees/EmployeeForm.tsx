import { Create, Edit, FormTab, TabbedForm, TextInput } from 'react-admin';
import { resourceInput, resourceValidator } from '../../components/resource';
import { validateRecord } from '@core/resources/define';
import { PAY_INPUTS } from '@core/resources/employee-pay-inputs';
import {
  CONTACT_FIELDS,
  employeesResource,
  formatGovernmentNumber,
  GOVERNMENT_NUMBERS,
  PERSONAL_FIELDS,
  type GovernmentNumberField,
} from '@core/resources/employees.resource';

// Create and edit share the tabs; the hiring rate is asked only on create
// (later changes go through movements).

const f = employeesResource.fields;
const inputs = (...names: (keyof typeof f)[]) => names.map((name) => resourceInput(name, f[name]));

function governmentInput(name: GovernmentNumberField) {
  return (
    <TextInput
      key={name}
      source={name}
      label={GOVERNMENT_NUMBERS[name].label}
      format={(value) => formatGovernmentNumber(name, value)}
      helperText={`${GOVERNMENT_NUMBERS[name].lengths.join(' or ')} digits`}
    />
  );
}

function EmployeeTabs({ hiring }: { hiring: boolean }) {
  const validate = (values: Record<string, unknown>) => {
    const errors = resourceValidator(employeesResource)(values);
    if (hiring) {
      const pay = validateRecord({ ...employeesResource, fields: PAY_INPUTS }, values);
      for (const [field, messages] of Object.entries(pay)) errors[field] = messages[0];
    }
    return errors;
  };
  return (
    <TabbedForm validate={validate}>
      <FormTab label="Personal">{inputs('employee_no', ...PERSONAL_FIELDS)}</FormTab>
      <FormTab label="Employment">
        {inputs(
          'business_unit_id',
          'position_id',
          'immediate_superior_id',
          'employment_status',
          'hire_date',
          'regularization_date',
          'end_of_contract_date',
          'payroll_group_id',
          'time_recorder_id',
        )}
      </FormTab>
      {hiring && <FormTab label="Compensation">{Object.entries(PAY_INPUTS).map(([name, field]) => resourceInput(name, field))}</FormTab>}
      <FormTab label="Government numbers">{(Object.keys(GOVERNMENT_NUMBERS) as GovernmentNumberField[]).map(governmentInput)}</FormTab>
      <FormTab label="Bank">{inputs('payment_mode', 'bank_id', 'bank_account_no')}</FormTab>
      <FormTab label="Contacts">{inputs(...CONTACT_FIELDS)}</FormTab>
    </TabbedForm>
  );
}

/** After hiring or saving, the employee's 201 file (the details screen), not the list. */
export const toEmployeeFile = (_resource: string | undefined, id: unknown) => `employees/details?id=${id}`;

export function EmployeeCreate() {
  return (
    <Create resource="employees" title="Hire an employee" redirect={toEmployeeFile}>
      <EmployeeTabs hiring />
    </Create>
  );
}

export function EmployeeEdit() {
  return (
    <Edit resource="employees" title="Employee" mutationMode="pessimistic" redirect={toEmployeeFile}>
      <EmployeeTabs hiring={false} />
    </Edit>
  );
}
