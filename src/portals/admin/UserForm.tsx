import { Box, Typography } from '@mui/material';
import { BooleanInput, PasswordInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { PORTAL_FLAGS } from '../../access';
import { validateRecord } from '../../resources/define';
import { PORTAL_FLAG_LABELS, roleChoices, usersResource } from '../../resources/users/users.schema';

// The account form of the users panel (create and edit): the definition's
// fields, the six portal flags, and a first password on create.

function validateUser(values: Record<string, unknown>, withPassword: boolean) {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(validateRecord(usersResource, values))) errors[field] = messages[0];
  if (withPassword && !values.password) errors.password = 'The password field is required.';
  return errors;
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
      <TextInput source="name" label="Name" fullWidth />
      <TextInput source="email" label="Email" type="email" fullWidth />
      <SelectInput source="role" label="Role" choices={roleChoices} format={(v) => (v === undefined || v === null ? '' : String(v))} parse={(v) => (v === '' ? null : Number(v))} fullWidth />
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
