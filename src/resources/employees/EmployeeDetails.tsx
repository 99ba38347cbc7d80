import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  EditButton,
  Labeled,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useRecordContext,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { resourceField } from '../../components/resource';
import { fieldLabel } from '../../components/resource/labels';
import type { ResourceDefinition } from '@core/resources/define';
import { awardsResource } from '@core/resources/awards.resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { educationalAttainmentsResource } from '@core/resources/educational-attainments.resource';
import { employeeCompensationsResource } from '@core/resources/employee-compensations.resource';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { employmentHistoriesResource } from '@core/resources/employment-histories.resource';
import { examinationsResource } from '@core/resources/examinations.resource';
import { licencesResource } from '@core/resources/licences.resource';
import { trainingsResource } from '@core/resources/trainings.resource';
import {
  CONTACT_FIELDS,
  employeeName,
  employeesResource,
  GOVERNMENT_NUMBERS,
  PERSONAL_FIELDS,
  type GovernmentNumberField,
} from '@core/resources/employees.resource';
import { GovernmentNumberField as GovernmentNumber } from './governmentNumbers';
import { ChangeRequestsTab } from './ChangeRequestsTab';

// The whole 201 file of one employee (/hr/employees/details?id=…): the
// employee's own data, then every record kept about them, each tab linking to
// the screen where the records are added.

const f = employeesResource.fields;
const show = (...names: (keyof typeof f)[]) =>
  names.map((name) => (
    <Labeled key={name} label={fieldLabel(f[name])}>
      {resourceField(name, f[name])}
    </Labeled>
  ));

const RECORDS: [string, ResourceDefinition, string][] = [
  ['Compensation history', employeeCompensationsResource, ''],
  ['Movements', employeeMovementsResource, '/hr/employment-record/employees-movement'],
  ['Education', educationalAttainmentsResource, '/hr/employment-record/educational-attainment'],
  ['Employment history', employmentHistoriesResource, '/hr/employment-record/employment-history'],
  ['Examinations', examinationsResource, '/hr/employment-record/examinations-taken'],
  ['Licences', licencesResource, '/hr/employment-record/licences'],
  ['Trainings', trainingsResource, '/hr/employment-record/training-taken'],
  ['Disciplinary actions', disciplinaryActionsResource, '/hr/employment-record/disciplinary-action'],
  ['Awards', awardsResource, '/hr/employment-record/awards'],
  ['Dependents', employeeDependentsResource, ''],
];

function RecordTab({ definition, link }: { definition: ResourceDefinition; link: string }) {
  const record = useRecordContext();
  const [field, order] = definition.defaultSort;
  return (
    <Box>
      {link && record && (
        <Button
          size="small"
          component={Link}
          to={`${link}?filter=${encodeURIComponent(JSON.stringify({ employee_id: record.id }))}`}
          sx={{ mb: 1 }}
        >
          Open {definition.label.toLowerCase()}
        </Button>
      )}
      <ReferenceManyField reference={definition.name} target="employee_id" sort={{ field, order }} perPage={100}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" color="text.secondary">
              No records yet.
            </Typography>
          }
        >
          {Object.entries(definition.fields)
            .filter(([name, fd]) => fd.list && name !== 'employee_id')
            .map(([name, fd]) => resourceField(name, fd))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

function Heading() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
      <Typography variant="h5" component="h1">
        {employeeName(record)}
      </Typography>
      <Chip label={String(record.employee_no)} />
      <Chip color={record.status === 'active' ? 'success' : 'default'} label={String(record.status).replace(/_/g, ' ')} />
      <Box sx={{ flexGrow: 1 }} />
      <EditButton resource="employees" record={record} />
    </Stack>
  );
}

export function EmployeeDetails() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        Choose an employee in the <Link to="/hr/employees">employee list</Link> to open the 201 file.
      </Alert>
    );
  }
  return (
    <Show resource="employees" id={id} title="Employee details" actions={false}>
      <Heading />
      <TabbedShowLayout syncWithLocation={false} tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="Personal">{show(...PERSONAL_FIELDS)}</TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Contact">{show(...CONTACT_FIELDS)}</TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Government numbers">
          {(Object.keys(GOVERNMENT_NUMBERS) as GovernmentNumberField[]).map((name) => (
            <Labeled key={name} label={GOVERNMENT_NUMBERS[name].label}>
              <GovernmentNumber source={name} />
            </Labeled>
          ))}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Employment">
          {show(
            'business_unit_id',
            'position_id',
            'immediate_superior_id',
            'employment_status',
            'hire_date',
            'regularization_date',
            'end_of_contract_date',
            'status',
            'separation_date',
            'separation_type',
            'separation_reason',
            'payroll_group_id',
            'time_recorder_id',
            'payment_mode',
            'bank_account_no',
          )}
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Change requests">
          <ChangeRequestsTab />
        </TabbedShowLayout.Tab>
        {RECORDS.map(([label, definition, link]) => (
          <TabbedShowLayout.Tab key={definition.name} label={label}>
            <RecordTab definition={definition} link={link} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
