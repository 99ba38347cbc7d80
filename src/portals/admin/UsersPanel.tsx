import { useState } from 'react';
import {
  Button as MuiButton,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  BooleanField,
  Button,
  CreateBase,
  Datagrid,
  EditBase,
  FunctionField,
  List,
  SearchInput,
  TextField,
  useDataProvider,
  useNotify,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { ROLE_NAMES } from '@core/access';
import { DateRangeInput, DateTimeField, exportColumns, ListActions, ListPagination, Select, type ListExportColumn } from '../../components';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { apiErrorOf, normaliseError } from '../../providers/errors';
import { roleChoices, usersResource } from '@core/resources/users.resource';
import { UserForm } from './UserForm';

// The accounts panel of the admin dashboard: search and filter the users,
// create one, change role, status and portal flags, reset a password.

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
  <Select key="role" source="role" label="Role" choices={roleChoices} optionText="name" multiple searchable alwaysOn />,
  <Select
    key="is_active"
    source="is_active"
    label="Status"
    choices={[
      { id: true, name: 'Active' },
      { id: false, name: 'Inactive' },
    ]}
    optionText="name"
    alwaysOn
  />,
  <DateRangeInput key="created_at" source="created_at" label="Created" alwaysOn />,
];

const exportedColumns: ListExportColumn[] = [...exportColumns(usersResource), { source: 'created_at', label: 'Created', kind: 'date' }];

function ResetPasswordDialog({ user, onClose }: { user: RaRecord | null; onClose(): void }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setPassword('');
    setProblem(undefined);
    onClose();
  };
  const submit = async () => {
    try {
      await dataProvider.action('users', user!.id, 'reset-password', { password });
      notify(`The password of ${user!.email} was reset; their sessions were ended.`, { type: 'success' });
      close();
    } catch (error) {
      const problem = apiErrorOf(error);
      setProblem(problem.fieldErrors.password?.[0] ?? normaliseError(error).message);
    }
  };
  return (
    <Dialog open={user !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>Reset password</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          A new password for {user?.name} ({user?.email}).
        </Typography>
        <MuiTextField
          label="New password"
          type="password"
          fullWidth
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'At least 8 characters with a letter and a digit.'}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={close}>Cancel</MuiButton>
        <MuiButton variant="contained" onClick={submit}>
          Reset password
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function UserDialog({ editing, creating, onClose }: { editing: RaRecord | null; creating: boolean; onClose(): void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const onSuccess = (message: string) => () => {
    notify(message, { type: 'success' });
    onClose();
    refresh();
  };
  return (
    <Dialog open={creating || editing !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{creating ? 'New account' : `Edit ${editing?.email ?? ''}`}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {creating ? (
          <CreateBase
            resource="users"
            redirect={false}
            record={{ is_active: true, role: 3 }}
            mutationOptions={{ onSuccess: onSuccess('The account was created.') }}
          >
            <UserForm isCreate />
          </CreateBase>
        ) : editing ? (
          <EditBase
            resource="users"
            id={editing.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess: onSuccess('The account was saved.') }}
          >
            <UserForm isCreate={false} />
          </EditBase>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function UsersPanel() {
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<RaRecord | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          User accounts
        </Typography>
        <List
          resource="users"
          disableSyncWithLocation
          storeKey="admin.users.panel"
          perPage={10}
          sort={{ field: 'name', order: 'ASC' }}
          filters={filters}
          title={false}
          pagination={<ListPagination />}
          actions={
            <ListActions columns={exportedColumns} screen="User accounts">
              <Button label="New account" onClick={() => setCreating(true)}>
                <AddIcon />
              </Button>
            </ListActions>
          }
          empty={false}
          sx={{ '& .RaList-main': { boxShadow: 'none' } }}
        >
          <Datagrid rowClick={(_id, _resource, record) => (setEditing(record), false)} bulkActionButtons={false}>
            <TextField source="name" />
            <TextField source="email" />
            <TextField source="employee_text" label="Employee" sortable={false} emptyText="—" />
            <FunctionField source="role" label="Role" render={(record: RaRecord) => ROLE_NAMES[Number(record.role)] ?? record.role} />
            <BooleanField source="is_active" label="Active" />
            <DateTimeField source="last_login_at" label="Last login" emptyText="never" />
            <DateTimeField source="created_at" label="Created" dateOnly />
            <FunctionField
              label=""
              render={(record: RaRecord) => (
                <Button
                  label="Reset password"
                  onClick={(event) => {
                    event.stopPropagation();
                    setResetting(record);
                  }}
                />
              )}
            />
          </Datagrid>
        </List>
      </CardContent>
      <UserDialog editing={editing} creating={creating} onClose={() => (setEditing(null), setCreating(false))} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
