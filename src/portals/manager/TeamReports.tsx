import { useState } from 'react';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SelectInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '@core/format';
import type { ResourceDefinition } from '@core/resources/define';
import {
  absencesReport,
  resolutionReport,
  tardinessReport,
  teamAttendanceReport,
  teamMembersReport,
  TEAM_UNIT_FILTER,
  teamTimesheetReport,
  undertimeReport,
  YTD_SUMMED,
  ytdStatisticsReport,
} from '@core/resources/team-reports.resource';
import { ReportList, reportScreen } from '../../components/report/ReportList';
import { ReportIndexPage, type ReportLink } from '../../components/resource/ReportIndexPage';
import { fieldLabel } from '../../components/resource';
import { YearField } from '../../components/dates';
import { useApiGet } from '../../providers/useApiGet';
import type { PortalScreen } from '../types';
import { managerPaths, totalsPath } from '../../providers/api-paths';

// The manager's team reports (domain.md §15.6): each a server-side report of the team
// only, with filters, totals, print and export; the management-reports index with the
// team's figures for a year; the team roster with links to its attendance and timesheet.

const REPORTS = [
  ['/manager/management-reports/tardiness-report', 'Tardiness', 'Late arrivals of the team, with each member’s total.'],
  ['/manager/management-reports/undertime-report', 'Undertime', 'Early departures of the team, with each member’s total.'],
  ['/manager/management-reports/absences-report', 'Absences', 'Absences and unpaid leave, with the covering application.'],
  ['/manager/management-reports/resolution-report', 'Resolution', 'Attendance exceptions of the team and how they were resolved.'],
  ['/manager/management-reports/ytd-statistics', 'YTD statistics', 'Year-to-date attendance figures per team member.'],
] as const satisfies readonly ReportLink[];

interface Totals {
  count: number;
  sums: Record<string, number>;
}

const WHOLE_TEAM = 'All of my team';
const UNIT_LABEL = 'Business unit';

/** The business units of the manager's team (those they head and those of their reports), for narrowing the reports. */
const useTeamUnits = () => useApiGet<{ id: number; text: string }[]>(managerPaths.teamUnits()).data ?? [];

/** The management reports' scope picker: one business unit of the team, or the whole team when blank. */
function TeamUnitInput(props: { source: string; alwaysOn?: boolean }) {
  const units = useTeamUnits();
  return <SelectInput {...props} label={UNIT_LABEL} choices={units} optionText="text" emptyText={WHOLE_TEAM} />;
}

const UNIT_FILTERS = [<TeamUnitInput key={TEAM_UNIT_FILTER} source={TEAM_UNIT_FILTER} alwaysOn />];

/** The team's figures for a year: the totals of the YTD statistics, of the whole team or one of its business units. */
export function TeamKpis() {
  const [year, setYear] = useState(new Date().getFullYear());
  const [unit, setUnit] = useState('');
  const units = useTeamUnits();
  const { data, error } = useApiGet<Totals>(totalsPath('manager', ytdStatisticsReport.name), {
    filter: JSON.stringify({ year, [TEAM_UNIT_FILTER]: unit === '' ? undefined : Number(unit) }),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Team figures
        </Typography>
        <YearField value={year} onChange={setYear} />
        <TextField
          select
          size="small"
          label={UNIT_LABEL}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{WHOLE_TEAM}</MenuItem>
          {units.map((u) => (
            <MenuItem key={u.id} value={String(u.id)}>
              {u.text}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Typography color="error">{error}</Typography>}
      {data && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="team-kpis">
          <Chip color="primary" label={`${data.count} team members`} />
          {YTD_SUMMED.map((field) => (
            <Chip key={field} label={`${fieldLabel(ytdStatisticsReport.fields[field])}: ${formatNumber(data.sums[field] ?? 0)}`} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function ManagementReportsIndex() {
  return (
    <Box>
      <TeamKpis />
      <ReportIndexPage title="Management reports" reports={REPORTS} />
    </Box>
  );
}

/** A team report of the manager portal: no pickers of other resources, the team's rows only (a management report's narrowed to one business unit at will). */
const teamReport = (
  definition: ResourceDefinition,
  countLabel: string,
  { actions, unitScoped = false }: { actions?: React.ReactNode; unitScoped?: boolean } = {},
) =>
  function TeamReport() {
    return (
      <ReportList
        definition={definition}
        portal="manager"
        referenceFilters={false}
        countLabel={countLabel}
        actions={actions}
        extraFilters={unitScoped ? UNIT_FILTERS : undefined}
      />
    );
  };
const managementReport = (definition: ResourceDefinition, countLabel: string) => teamReport(definition, countLabel, { unitScoped: true });

const TeamLinks = () => (
  <>
    <Button component={RouterLink} to="/manager/myteam/attendance" size="small">
      Attendance
    </Button>
    <Button component={RouterLink} to="/manager/myteam/timesheet" size="small">
      Timesheet
    </Button>
    <Button component={RouterLink} to="/manager/myteam/filing-in-behalf" size="small">
      File in behalf
    </Button>
  </>
);

const screen = (path: string, definition: ResourceDefinition, list: () => React.ReactNode): PortalScreen => ({
  path,
  resource: reportScreen(definition, list),
});

export const TEAM_REPORT_SCREENS: PortalScreen[] = [
  { path: '/manager/management-reports', page: ManagementReportsIndex },
  screen('/manager/management-reports/tardiness-report', tardinessReport, managementReport(tardinessReport, 'late days')),
  screen('/manager/management-reports/undertime-report', undertimeReport, managementReport(undertimeReport, 'days with undertime')),
  screen('/manager/management-reports/absences-report', absencesReport, managementReport(absencesReport, 'days absent')),
  screen('/manager/management-reports/resolution-report', resolutionReport, managementReport(resolutionReport, 'exceptions')),
  screen('/manager/management-reports/ytd-statistics', ytdStatisticsReport, managementReport(ytdStatisticsReport, 'team members')),
  screen('/manager/myteam', teamMembersReport, teamReport(teamMembersReport, 'team members', { actions: <TeamLinks /> })),
  screen('/manager/myteam/attendance', teamAttendanceReport, teamReport(teamAttendanceReport, 'team members')),
  screen('/manager/myteam/timesheet', teamTimesheetReport, teamReport(teamTimesheetReport, 'days')),
];
