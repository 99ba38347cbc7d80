import { Datagrid, DeleteButton, Form, ReferenceManyField, SaveButton, TextField, useCreate, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { resourceField, resourceInput, resourceValidator } from '../../components/resource';
import { DECISIONS, disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { incidentReportInvolvementsResource } from '@core/resources/incident-report-involvements.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import type { StepButton } from './RecordActions';
import { WorkflowEdit } from './WorkflowEdit';

// The lifecycle steps each HR record offers, as the server defines them.

const EVENT_STEPS: StepButton[] = [
  { action: 'publish', label: 'Publish', from: ['draft'] },
  { action: 'archive', label: 'Archive', from: ['published'] },
];
const MOVEMENT_STEPS: StepButton[] = [
  { action: 'approve', label: 'Approve', from: ['draft'] },
  { action: 'apply', label: 'Apply', from: ['draft', 'approved'] },
  { action: 'cancel', label: 'Cancel movement', from: ['draft', 'approved'] },
];
const DISCIPLINARY_STEPS: StepButton[] = [
  { action: 'serve-nte', label: 'Serve NTE', from: ['open'], fields: { nte_served_at: { kind: 'date', label: 'NTE served', required: true }, explanation_due_at: { kind: 'date', label: 'explanation due', required: true } } },
  { action: 'receive-explanation', label: 'Receive explanation', from: ['nte_served'], fields: { explanation_received_at: { kind: 'date', label: 'explanation received', required: true } } },
  { action: 'schedule-hearing', label: 'Schedule hearing', from: ['explanation_received', 'for_hearing'], fields: { hearing_at: { kind: 'datetime', label: 'hearing (YYYY-MM-DD HH:mm)', required: true } } },
  {
    action: 'decide', label: 'Decide', from: ['explanation_received', 'for_hearing'],
    fields: {
      decision: { kind: 'choice', label: 'decision', required: true, choices: DECISIONS }, decision_at: { kind: 'date', label: 'decision date', required: true },
      suspension_start: { kind: 'date', label: 'suspension start' }, suspension_end: { kind: 'date', label: 'suspension end' },
    },
  },
  { action: 'close', label: 'Close', from: ['decided'] },
  { action: 'withdraw', label: 'Withdraw', from: ['open', 'nte_served', 'explanation_received', 'for_hearing'] },
];
const INCIDENT_STEPS: StepButton[] = [
  { action: 'investigate', label: 'Investigate', from: ['reported'] },
  { action: 'resolve', label: 'Resolve', from: ['under_investigation'], fields: { resolution: { kind: 'longtext', label: 'resolution', required: true } } },
  { action: 'close', label: 'Close', from: ['resolved'] },
];
const DEVICE_STEPS: StepButton[] = [
  { action: 'test-connection', label: 'Test connection' },
  { action: 'enable', label: 'Enable', from: ['inactive', 'maintenance'] },
  { action: 'disable', label: 'Disable', from: ['active', 'maintenance'] },
];

export const CompanyEventEdit = () => <WorkflowEdit definition={companyEventsResource} steps={EVENT_STEPS} />;
export const MovementEdit = () => <WorkflowEdit definition={employeeMovementsResource} steps={MOVEMENT_STEPS} />;
export const DisciplinaryEdit = () => <WorkflowEdit definition={disciplinaryActionsResource} steps={DISCIPLINARY_STEPS} />;
export const DeviceEdit = () => <WorkflowEdit definition={devicesResource} steps={DEVICE_STEPS} />;

const involvement = incidentReportInvolvementsResource.fields;

/** The persons involved in the incident being edited, and a form to add one. */
function Involvements() {
  const record = useRecordContext();
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const add = (values: Record<string, unknown>) => create('incident-report-involvements', { data: { ...values, incident_report_id: record.id } }, {
    onSuccess: () => refresh(),
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  return (
    <Card variant="outlined" sx={{ ml: 2, width: 380 }}>
      <CardContent>
        <Typography variant="subtitle1">Persons involved</Typography>
        <ReferenceManyField reference="incident-report-involvements" target="incident_report_id">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2" color="text.secondary">Nobody recorded yet.</Typography>}>
            <TextField source="person" label="Person" />
            {resourceField('involvement', involvement.involvement)}
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </Datagrid>
        </ReferenceManyField>
        <Form onSubmit={add} validate={resourceValidator({ ...incidentReportInvolvementsResource, fields: { ...involvement, incident_report_id: { ...involvement.incident_report_id, required: false } } })}>
          {(['employee_id', 'person_name', 'involvement', 'remarks'] as const).map((name) => resourceInput(name, involvement[name]))}
          <SaveButton label="Add person" />
        </Form>
      </CardContent>
    </Card>
  );
}

/** An incident: its report, its status steps and the persons involved. */
export function IncidentEdit() {
  return <WorkflowEdit definition={incidentReportsResource} steps={INCIDENT_STEPS} aside={<Involvements />} />;
}
