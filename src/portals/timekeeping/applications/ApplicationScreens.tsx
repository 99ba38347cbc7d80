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
import { ReportList, reportScreen } from '../../../components/report/ReportList';
import type { PortalScreen } from '../../types';
import { ApprovalTrail } from './ApprovalTrail';
import { BulkApproveButton, DecisionButtons } from './DecisionButtons';
import { EncodeApplicationButton } from './EncodeApplicationButton';

// The eight approval screens of timekeeping: one list per type over the same columns
// (level x of n, current approver, late filing), each row opening its approval trail.

interface Options {
  title?: string;
  /** the type encoded from this screen; none for the duty roster, prepared by managers */
  encode?: string | null;
  filter?: Record<string, unknown>;
  overtime?: boolean;
}

function applicationList(definition: ResourceDefinition, { title, encode, filter, overtime }: Options = {}) {
  return function ApplicationList() {
    return (
      <ReportList
        definition={definition}
        title={title}
        portal="timekeeping"
        countLabel="applications"
        expand={<ApprovalTrail />}
        filter={filter}
        actions={encode === null ? undefined : <EncodeApplicationButton type={encode} />}
        rowActions={<DecisionButtons overtime={overtime} />}
        bulkActions={<BulkApproveButton />}
      />
    );
  };
}

const screen = (path: string, definition: ResourceDefinition, options?: Options): PortalScreen => ({
  path,
  resource: reportScreen(definition, applicationList(definition, options)),
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
    page: applicationList(applicationsReport, {
      title: 'Cancelled applications',
      encode: null,
      filter: { status: ['for_cancellation', 'cancelled'] },
    }),
  },
];
