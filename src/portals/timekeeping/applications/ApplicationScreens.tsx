import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import {
  applicationsReport,
  changeShiftApplicationsReport,
  dutyRostersReport,
  leaveApplicationsReport,
  logsheetApplicationsReport,
  officialBusinessTripsReport,
  overtimeApplicationsReport,
} from '@core/resources/applications.resource';
import { ActionFormButton } from '../../../components/actions';
import { ApplicationFields, applicationList, BulkApproveButton, DecisionButtons, useFilingChoices } from '../../../components/applications';
import { reportScreen } from '../../../components/report/ReportList';
import type { PortalScreen } from '../../types';
import { timekeepingPaths } from '../../../providers/api-paths';

// The eight approval screens of timekeeping: one list per type over the same columns
// (level x of n, current approver, late filing), each row opening its approval trail;
// timekeeping decides the levels its role holds and every cancellation request.

const PORTAL = 'timekeeping';

/** Encoding a filing on behalf of an employee (filed via "encoded by timekeeping"). */
function EncodeButton({ type }: { type?: string }) {
  const choices = useFilingChoices(PORTAL);
  return (
    <ActionFormButton
      label="Encode on behalf"
      icon={<AddIcon />}
      title="Encode an application on behalf of an employee"
      explanation="The filing goes through the same rules and approval route as the employee's own, marked as encoded by timekeeping."
      url={timekeepingPaths.fileApplication()}
      defaultValues={{ application_type: type ?? 'leave' }}
      body={(values) => ({ ...values, application_type: type ?? values.application_type })}
      submitLabel="File"
    >
      <ReferenceInput source="employee_id" reference="employees">
        <AutocompleteInput label="Employee" optionText="text" validate={required()} fullWidth />
      </ReferenceInput>
      <ApplicationFields choices={choices} fixedType={type} />
    </ActionFormButton>
  );
}

const awaitingTimekeeping = (application: { awaiting_timekeeping: boolean }) => application.awaiting_timekeeping;

function timekeepingList(
  definition: ResourceDefinition,
  options: { title?: string; encode?: string | null; filter?: Record<string, unknown>; overtime?: boolean } = {},
) {
  return applicationList(definition, {
    portal: PORTAL,
    title: options.title,
    filter: options.filter,
    actions: options.encode === null ? undefined : <EncodeButton type={options.encode} />,
    rowActions: <DecisionButtons portal={PORTAL} decides={awaitingTimekeeping} overtime={options.overtime} />,
    bulkActions: <BulkApproveButton portal={PORTAL} />,
  });
}

const screen = (path: string, definition: ResourceDefinition, options?: Parameters<typeof timekeepingList>[1]): PortalScreen => ({
  path,
  resource: reportScreen(definition, timekeepingList(definition, options)),
});

export const APPLICATION_SCREENS: PortalScreen[] = [
  screen('/timekeeping/applications', applicationsReport),
  screen('/timekeeping/applications/leaves', leaveApplicationsReport, { encode: 'leave' }),
  screen('/timekeeping/applications/overtime', overtimeApplicationsReport, { encode: 'overtime', overtime: true }),
  screen('/timekeeping/applications/official-business-trip', officialBusinessTripsReport, { encode: 'official_business_trip' }),
  screen('/timekeeping/applications/change-shift', changeShiftApplicationsReport, { encode: 'change_shift' }),
  screen('/timekeeping/applications/logsheet', logsheetApplicationsReport, { encode: 'logsheet' }),
  screen('/timekeeping/applications/duty-roster', dutyRostersReport, { encode: null }),
  {
    path: '/timekeeping/applications/cancelled-applications',
    page: timekeepingList(applicationsReport, {
      title: 'Cancelled applications',
      encode: null,
      filter: { status: ['for_cancellation', 'cancelled'] },
    }),
  },
];
