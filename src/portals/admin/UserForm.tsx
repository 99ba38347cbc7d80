import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, PasswordInput, ReferenceInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { PORTAL_FLAGS } from '@core/access';
import { Select } from '../../components';
import { accountProblems, employeeRequiredFor, PORTAL_FLAG_LABELS, roleChoices } from '@core/resources/users.resource';

// The account form of the users panel (create and edit): the definition's
// fields, the employee the account belongs to, the six portal flags, and a
// first password on create.

function validateUser(values: Record<string, unknown>, withPassword: boolean) {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(accountProblems(values))) errors[field] = messages[0];
  if (withPassword && !values.password) errors.password = 'The password field is required.';
  return errors;
}

/** Employees without an account; the one already linked stays among the choices (react-admin adds the current record). */
function EmployeeInput() {
  const role = useWatch({ name: 'role' });
  return (
    <ReferenceInput source="employee_id" reference="employees" filter={{ has_account: false }} sort={{ field: 'last_name', order: 'ASC' }}>
      <Select label={employeeRequiredFor(role) ? 'Employee *' : 'Employee'} optionText="text" searchable />
    </ReferenceInput>
  );
}

const asFlag = { format: (value: unknown) => value === 1 || value === true, parse: (value: boolean) => (value ? 1 : 0) };

export function UserForm({ isCreate }: { isCreate: boolean }) {
  return (
    <SimpleForm
      validate={(values) => validateUser(values, isCreate)}
      toolbar={
        <Toolbar>
          <SaveButton label={isCreate ? 'Create account' : 'Save'} />
        </Toolbar>
      }
    >
      <SelectInput
        source="role"
        label="Role"
        choices={roleChoices}
        format={(v) => (v === undefined || v === null ? '' : String(v))}
        parse={(v) => (v === '' ? null : Number(v))}
        fullWidth
      />
      <EmployeeInput />
      <TextInput source="name" label="Name" helperText="Left blank, the employee's first and last name." fullWidth />
      <TextInput source="email" label="Email" type="email" fullWidth />
      {isCreate && <PasswordInput source="password" label="Password" fullWidth />}
      <BooleanInput source="is_active" label="Active" />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Portal access
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        {PORTAL_FLAGS.map((flag) => (
          <BooleanInput key={flag} source={flag} label={PORTAL_FLAG_LABELS[flag]} {...asFlag} helperText={false} />
        ))}
      </Box>
    </SimpleForm>
  );
}
