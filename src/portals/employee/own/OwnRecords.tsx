import { formatDate, formatNumber, manilaToday } from '@core/format';
import type { CompensationAndBenefits as CompensationAndBenefitsAnswer } from '@core/contract/own-records';
import { enumLabel } from '@core/labels';
import { formatMoney } from '@core/money';
import { CONTACT_FIELDS, employeesResource, GOVERNMENT_NUMBERS, PERSONAL_FIELDS } from '@core/resources/employees.resource';
import { ownAnnouncementsReport, ownCompensationsReport, ownTimesheetReport } from '@core/resources/self-service.resource';
import type { FieldDefinition } from '@core/resources/define';
import { useState, type ReactNode } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useListContext, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ReportList } from '../../../components/report/ReportList';
import { fieldLabel } from '../../../components/resource/labels';
import { useApiGet } from '../../../providers/useApiGet';
import { employeePaths } from '../../../providers/api-paths';

// The employee's own records (domain.md §15.4): announcements, timesheet details,
// compensation and benefits and the 201 file. The server answers the caller's rows only.

function AnnouncementBody() {
  const record = useRecordContext<{ body?: string | null }>();
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', p: 1 }}>
      {record?.body || 'No further text.'}
    </Typography>
  );
}

export const Announcements = () => (
  <ReportList
    definition={ownAnnouncementsReport}
    portal="employee"
    countLabel="announcements"
    referenceFilters={false}
    expand={<AnnouncementBody />}
  />
);

function LogSheetLink() {
  const record = useRecordContext<{ exception_count?: number }>();
  if (!record?.exception_count) return null;
  return (
    <Button size="small" component={Link} to="/employee/timekeeping-applications" onClick={(e) => e.stopPropagation()}>
      File a log sheet
    </Button>
  );
}

/** One cut-off of the employee's processed days, or all of them. */
function CutoffSelect() {
  const { filterValues, setFilters } = useListContext();
  const cutoffs = useApiGet<{ id: number; text: string }[]>(employeePaths.timesheets()).data ?? [];
  const { timesheet_id: current, ...others } = filterValues as Record<string, unknown>;
  return (
    <TextField
      select
      size="small"
      label="Cut-off"
      value={current ?? ''}
      onChange={(e) => setFilters(e.target.value === '' ? others : { ...others, timesheet_id: Number(e.target.value) }, {})}
      sx={{ minWidth: { xs: 160, sm: 240 } }}
    >
      <MenuItem value="">All cut-offs</MenuItem>
      {cutoffs.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const TimesheetDetails = () => (
  <ReportList
    definition={ownTimesheetReport}
    portal="employee"
    countLabel="days"
    referenceFilters={false}
    actions={<CutoffSelect />}
    rowActions={<LogSheetLink />}
  />
);

/** A small read-only table: one header per column, one line per row. */
export function SimpleTable({
  id,
  columns,
  rows,
  empty,
}: {
  id?: string;
  columns: [label: string, value: (row: Record<string, unknown>) => ReactNode, align?: 'right'][];
  rows: Record<string, unknown>[];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Table size="small" id={id}>
      <TableHead>
        <TableRow>
          {columns.map(([label, , align]) => (
            <TableCell key={label} align={align}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={String(row.id ?? index)}>
            {columns.map(([label, value, align]) => (
              <TableCell key={label} align={align}>
                {value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const peso = (value: unknown) => `₱${formatMoney(value)}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1">{children}</Typography>
    </Box>
  );
}

/** The current rate, running allowances and deductions, and the year's leave credits as of a date; the rate history under them. */
export function CompensationAndBenefits() {
  const [asOf, setAsOf] = useState(manilaToday());
  const { data, error } = useApiGet<CompensationAndBenefitsAnswer>(
    employeePaths.compensationAndBenefits(),
    /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? { as_of: asOf } : {},
  );
  const current = data?.current;
  return (
    <Box>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              Compensation and benefits
            </Typography>
            <TextField
              type="date"
              size="small"
              label="As of"
              value={asOf}
              onChange={(e) => setAsOf(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 200 }}
            />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography variant="subtitle1">Current rate</Typography>
          {current ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }} data-testid="current-rate">
              <Fact label="Rate type">{enumLabel(current.rate_type)}</Fact>
              <Fact label="Basic rate">{peso(current.basic_rate)}</Fact>
              <Fact label="Daily rate">₱{formatNumber(current.daily_rate)}</Fact>
              <Fact label="Hourly rate">₱{formatNumber(current.hourly_rate)}</Fact>
              <Fact label="Minimum wage earner">{current.is_minimum_wage_earner ? 'Yes' : 'No'}</Fact>
              <Fact label="Effective date">{formatDate(current.effective_date)}</Fact>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              No rate is in force on this date.
            </Typography>
          )}
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle1">Recurring allowances and deductions</Typography>
              <SimpleTable
                rows={data?.recurring ?? []}
                empty="None running on this date."
                columns={[
                  ['Type', (r) => String(r.transaction_type)],
                  ['Kind', (r) => enumLabel(r.nature)],
                  ['Amount', (r) => peso(r.amount), 'right'],
                  ['Frequency', (r) => enumLabel(r.frequency)],
                  ['Period', (r) => `${formatDate(r.start_date)} – ${r.end_date ? formatDate(r.end_date) : 'open'}`],
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle1">Leave entitlements {data ? data.as_of.slice(0, 4) : ''}</Typography>
              <SimpleTable
                rows={data?.leave ?? []}
                empty="No leave credits for this year."
                columns={[
                  ['Leave', (r) => `${String(r.code)} · ${String(r.name)}`],
                  ['Opening', (r) => formatNumber(r.opening, 2), 'right'],
                  ['Earned', (r) => formatNumber(r.earned, 2), 'right'],
                  ['Used', (r) => formatNumber(r.used, 2), 'right'],
                  ['Available', (r) => formatNumber(r.balance, 2), 'right'],
                ]}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <ReportList
        definition={ownCompensationsReport}
        portal="employee"
        countLabel="rates"
        referenceFilters={false}
        title="Compensation and benefits"
      />
    </Box>
  );
}

type Details = Record<string, unknown> & {
  dependents: Record<string, unknown>[];
  education: Record<string, unknown>[];
  trainings: Record<string, unknown>[];
  licences: Record<string, unknown>[];
};

const fields = employeesResource.fields as Record<string, FieldDefinition>;
function shown(name: string, value: unknown): string {
  const field = fields[name];
  if (value === null || value === undefined || value === '') return '—';
  if (field?.kind === 'date') return formatDate(value);
  if (field?.kind === 'choice') return enumLabel(value);
  return String(value);
}

function Facts({ record, names, extra = [] }: { record: Details; names: readonly string[]; extra?: [string, unknown][] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, py: 2 }}>
      {names.map((name) => (
        <Fact
          key={name}
          label={name in GOVERNMENT_NUMBERS ? GOVERNMENT_NUMBERS[name as keyof typeof GOVERNMENT_NUMBERS].label : fieldLabel(fields[name])}
        >
          {shown(name, record[name])}
        </Fact>
      ))}
      {extra.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value === null || value === undefined || value === '' ? '—' : String(value)}
        </Fact>
      ))}
    </Stack>
  );
}

const TABS = ['Personal', 'Contact', 'Government numbers', 'Employment', 'Education', 'Trainings', 'Licences', 'Dependents'] as const;

/** The employee's own 201 file, read-only; changes go through a change request. */
export function EmployeeDetails() {
  const { data, error } = useApiGet<Details>(employeePaths.details());
  const [tab, setTab] = useState(0);
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error}
      </Alert>
    );
  if (!data) return null;
  const panels: ReactNode[] = [
    <Facts key="p" record={data} names={PERSONAL_FIELDS} />,
    <Facts key="c" record={data} names={CONTACT_FIELDS} />,
    <Facts
      key="g"
      record={data}
      names={['tin', 'sss_no', 'philhealth_no', 'pagibig_no']}
      extra={[
        ['Bank', data.bank_name],
        ['Bank account number', data.bank_account_no],
      ]}
    />,
    <Facts
      key="e"
      record={data}
      names={['employee_no', 'employment_status', 'hire_date', 'regularization_date', 'end_of_contract_date', 'status']}
      extra={[
        ['Position', data.position_title],
        ['Job level', enumLabel(data.job_level)],
        ['Business unit', data.business_unit_name],
        ['Immediate superior', data.superior_name],
        ['Payroll group', data.payroll_group_name],
      ]}
    />,
    <SimpleTable
      key="ed"
      rows={data.education}
      empty="No education on file."
      columns={[
        ['Level', (r) => enumLabel(r.level)],
        ['School', (r) => String(r.school)],
        ['Degree / course', (r) => String(r.degree_course ?? '')],
        ['Years', (r) => [r.year_from, r.year_to].filter(Boolean).join('–')],
        ['Graduated', (r) => (r.is_graduated ? 'Yes' : 'No')],
      ]}
    />,
    <SimpleTable
      key="t"
      rows={data.trainings}
      empty="No trainings on file."
      columns={[
        ['Title', (r) => String(r.title)],
        ['Type', (r) => enumLabel(r.training_type)],
        ['Provider', (r) => String(r.provider ?? '')],
        ['From', (r) => formatDate(r.date_from)],
        ['To', (r) => formatDate(r.date_to)],
      ]}
    />,
    <SimpleTable
      key="l"
      rows={data.licences}
      empty="No licences on file."
      columns={[
        ['Licence', (r) => String(r.licence_type)],
        ['Number', (r) => String(r.licence_no)],
        ['Issued by', (r) => String(r.issuing_body ?? '')],
        ['Issued', (r) => formatDate(r.date_issued)],
        ['Expires', (r) => formatDate(r.expiry_date)],
      ]}
    />,
    <SimpleTable
      key="d"
      rows={data.dependents}
      empty="No dependents on file."
      columns={[
        ['Name', (r) => String(r.name)],
        ['Relationship', (r) => enumLabel(r.relationship)],
        ['Birth date', (r) => formatDate(r.birth_date)],
        ['PhilHealth dependent', (r) => (r.is_philhealth_dependent ? 'Yes' : 'No')],
        ['HMO dependent', (r) => (r.is_hmo_dependent ? 'Yes' : 'No')],
      ]}
    />,
  ];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Employee details" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {String(data.last_name)}, {String(data.first_name)} · {String(data.employee_no)}
          </Typography>
          <Button variant="contained" startIcon={<EditNoteIcon />} component={Link} to="/employee/change-request">
            File a change request
          </Button>
        </Stack>
        <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} variant="scrollable" scrollButtons="auto">
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        {panels[tab]}
      </CardContent>
    </Card>
  );
}
