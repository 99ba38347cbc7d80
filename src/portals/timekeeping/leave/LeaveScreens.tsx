import { Box, Card, CardContent } from '@mui/material';
import AdjustIcon from '@mui/icons-material/Tune';
import AddIcon from '@mui/icons-material/Add';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { NumberInput, SelectInput, Show, SimpleShowLayout, TextInput, maxValue, minValue, required, useRecordContext } from 'react-admin';
import { leaveBalancesResource, leaveLedgerEntriesResource } from '@core/resources/leave-balances.resource';
import { leaveEntitlementRulesResource, leaveTypesResource } from '@core/resources/leave-types.resource';
import { ActionFormButton, ChildRecords } from '../../../components/actions';
import { ResourceEdit, ResourceList, definitionFields, resourceField, resourceInput } from '../../../components/resource';
import { timekeepingPaths } from '../../../providers/api-paths';

const thisYear = new Date().getFullYear();
const yearInput = <NumberInput source="year" label="Year" validate={[required(), minValue(2000), maxValue(2100)]} />;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((name, index) => ({ id: index + 1, name }));

function AddCreditsRuleButton() {
  const type = useRecordContext<{ id: number; name: string }>();
  if (!type) return null;
  return (
    <ActionFormButton
      label="Add credits"
      icon={<AddIcon />}
      title={`Credits per year of ${type.name}`}
      explanation="Who earns how many days a year. Leave employment status or job level blank for everyone; the most specific rule an employee matches applies, then the highest years-of-service bracket reached."
      url={timekeepingPaths.leaveEntitlementRules()}
      body={(values) => ({ ...values, leave_type_id: type.id })}
      defaultValues={{ min_years_service: 0, effective_from: `${thisYear}-01-01` }}
      submitLabel="Add credits"
    >
      {definitionFields(leaveEntitlementRulesResource, (f) => !f.readOnly)
        .filter(([source]) => source !== 'leave_type_id')
        .map(([source, field]) => resourceInput(source, field))}
    </ActionFormButton>
  );
}

function CreditsRules() {
  const type = useRecordContext<{ id: number }>();
  if (!type) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <ChildRecords
        definition={leaveEntitlementRulesResource}
        parent={{ leave_type_id: type.id }}
        title="Credits per year"
        empty="No credits yet: this type earns no days in the year's grant or the monthly accrual."
        actions={<AddCreditsRuleButton />}
        deleteWhat="credits rule"
      />
    </Box>
  );
}

/** A leave type's policy, with its credits per year by kind of employee underneath. */
export const LeaveTypeEdit = () => <ResourceEdit definition={leaveTypesResource} below={<CreditsRules />} />;

/** The leave runs go in the background; their progress is read from their row. */
const LEAVE_RUN = {
  progressUrl: ({ id }: { id: number }) => timekeepingPaths.leaveRun(id),
  unit: 'employees',
  label: 'Leave run progress',
};

function GrantYearButton() {
  return (
    <ActionFormButton
      label="Open a leave year"
      icon={<EventAvailableIcon />}
      title="Open a leave year"
      explanation="Carries each employee's unused days of the year before into this year, up to each type's carry-over limit, and forfeits the rest on 31 December; then grants the days of the types credited upfront, on 1 January or when the employee completes the type's months of service. It only adds ledger entries and may be run again safely: entries already posted are not repeated."
      url={timekeepingPaths.leaveBalances('grant-year')}
      job={LEAVE_RUN}
      defaultValues={{ year: thisYear }}
      submitLabel="Open the year"
    >
      {yearInput}
    </ActionFormButton>
  );
}

function AccrueMonthButton() {
  return (
    <ActionFormButton
      label="Accrue a month"
      icon={<TrendingUpIcon />}
      title="Accrue a month of leave"
      explanation="Credits a twelfth of the yearly days of each type earned monthly to every employee in service at the month's end (December takes the remainder, so the twelve months add up to the year exactly). A month already accrued is not accrued twice."
      url={timekeepingPaths.leaveBalances('accrue-month')}
      job={LEAVE_RUN}
      defaultValues={{ year: thisYear, month: new Date().getMonth() || 12 }}
      submitLabel="Accrue"
    >
      {yearInput}
      <SelectInput source="month" label="Month" choices={MONTHS} validate={required()} />
    </ActionFormButton>
  );
}

function AdjustBalanceButton() {
  const balance = useRecordContext<{ id: number; year: number; balance: number }>();
  if (!balance) return null;
  return (
    <ActionFormButton
      label="Adjust"
      icon={<AdjustIcon />}
      title="Adjust a leave balance"
      explanation={`Adds a correcting entry to the ${balance.year} ledger (now ${balance.balance} days): positive days credit, negative days debit. The reason is kept with the entry and in the transaction log.`}
      url={timekeepingPaths.adjustLeaveBalance(balance.id)}
      body={(values) => ({ days: String(values.days ?? ''), remarks: values.remarks })}
      submitLabel="Post adjustment"
    >
      <NumberInput source="days" label="Days (e.g. 1.5 or -0.5)" validate={required()} step={0.5} />
      <TextInput source="remarks" label="Reason" validate={required()} fullWidth multiline />
    </ActionFormButton>
  );
}

/** Leave records: balances per employee, type and year, with the runs that credit them. */
export const LeaveRecordsList = () => (
  <ResourceList
    definition={leaveBalancesResource}
    rowClick="show"
    actions={
      <>
        <GrantYearButton />
        <AccrueMonthButton />
      </>
    }
    rowActions={<AdjustBalanceButton />}
    keepActionsWhenEmpty
  />
);

function LedgerOfBalance() {
  const balance = useRecordContext<{ id: number }>();
  if (!balance) return null;
  return (
    <ChildRecords
      definition={leaveLedgerEntriesResource}
      parent={{ leave_balance_id: balance.id }}
      title="Ledger"
      empty="No entries."
      actions={<AdjustBalanceButton />}
    />
  );
}

/** One balance with the ledger entries that make it. */
export const LeaveBalanceShow = () => (
  <Show resource={leaveBalancesResource.name} title="Leave record">
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <SimpleShowLayout direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {definitionFields(leaveBalancesResource, () => true).map(([source, field]) => resourceField(source, field))}
        </SimpleShowLayout>
        <LedgerOfBalance />
      </CardContent>
    </Card>
  </Show>
);
