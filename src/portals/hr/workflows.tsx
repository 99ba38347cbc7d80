import {
  Datagrid,
  DeleteButton,
  Form,
  ReferenceManyField,
  SaveButton,
  TextField,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { resourceField, resourceInput, resourceValidator } from '../../components/resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { disciplinaryActionsWorkflow } from '@core/resources/disciplinary-actions.workflow';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { companyEventsWorkflow } from '@core/resources/company-events.workflow';
import { devicesResource } from '@core/resources/devices.resource';
import { devicesWorkflow } from '@core/resources/devices.workflow';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { employeeMovementsWorkflow } from '@core/resources/employee-movements.workflow';
import { incidentReportInvolvementsResource } from '@core/resources/incident-report-involvements.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import { incidentReportsWorkflow } from '@core/resources/incident-reports.workflow';
import type { StepButton } from './RecordActions';
import { WorkflowEdit } from './WorkflowEdit';

// The lifecycle steps each HR record offers: the workflows declared in core,
// which the server's transition routes serve too.

/** The buttons of each workflow screen, by resource name. */
export const STEP_BUTTONS: Record<string, readonly StepButton[]> = {
  [companyEventsResource.name]: companyEventsWorkflow.steps,
  [employeeMovementsResource.name]: employeeMovementsWorkflow.steps,
  [disciplinaryActionsResource.name]: disciplinaryActionsWorkflow.steps,
  [incidentReportsResource.name]: incidentReportsWorkflow.steps,
  // testing the connection leaves the status as it is, so any status offers it
  [devicesResource.name]: [{ action: 'test-connection', label: 'Test connection' }, ...devicesWorkflow.steps],
};

export const CompanyEventEdit = () => <WorkflowEdit definition={companyEventsResource} steps={STEP_BUTTONS[companyEventsResource.name]} />;
export const MovementEdit = () => (
  <WorkflowEdit definition={employeeMovementsResource} steps={STEP_BUTTONS[employeeMovementsResource.name]} />
);
export const DisciplinaryEdit = () => (
  <WorkflowEdit definition={disciplinaryActionsResource} steps={STEP_BUTTONS[disciplinaryActionsResource.name]} />
);
export const DeviceEdit = () => <WorkflowEdit definition={devicesResource} steps={STEP_BUTTONS[devicesResource.name]} />;

const involvement = incidentReportInvolvementsResource.fields;

/** The persons involved in the incident being edited, and a form to add one. */
function Involvements() {
  const record = useRecordContext();
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const add = (values: Record<string, unknown>) =>
    create(
      'incident-report-involvements',
      { data: { ...values, incident_report_id: record.id } },
      {
        onSuccess: () => refresh(),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ ml: 2, width: 380 }}>
      <CardContent>
        <Typography variant="subtitle1">Persons involved</Typography>
        <ReferenceManyField reference="incident-report-involvements" target="incident_report_id">
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={
              <Typography variant="body2" color="text.secondary">
                Nobody recorded yet.
              </Typography>
            }
          >
            <TextField source="person" label="Person" />
            {resourceField('involvement', involvement.involvement)}
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </Datagrid>
        </ReferenceManyField>
        <Form
          onSubmit={add}
          validate={resourceValidator({
            ...incidentReportInvolvementsResource,
            fields: { ...involvement, incident_report_id: { ...involvement.incident_report_id, required: false } },
          })}
        >
          {(['employee_id', 'person_name', 'involvement', 'remarks'] as const).map((name) => resourceInput(name, involvement[name]))}
          <SaveButton label="Add person" />
        </Form>
      </CardContent>
    </Card>
  );
}

/** An incident: its report, its status steps and the persons involved. */
export function IncidentEdit() {
  return <WorkflowEdit definition={incidentReportsResource} steps={STEP_BUTTONS[incidentReportsResource.name]} aside={<Involvements />} />;
}
