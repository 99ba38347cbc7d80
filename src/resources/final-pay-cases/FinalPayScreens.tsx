import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Datagrid,
  Form,
  ListButton,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useDataProvider,
  useGetList,
  useGetRecordId,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { Portal } from '@core/access';
import { formatDate } from '@core/format';
import { enumLabel } from '@core/labels';
import { formatMoney, toCentavos, centavosText } from '@core/money';
import { dailyTimeRecordsResource } from '@core/resources/daily-time-records.resource';
import {
  DEDUCTION_COMPONENTS,
  finalPayCasesResource,
  finalPayLinesResource,
  MANUAL_COMPONENTS,
} from '@core/resources/final-pay-cases.resource';
import { FINAL_PAY_STEPS, FINAL_TIMESHEET_STEPS } from '@core/resources/final-pay-cases.workflow';
import { definitionFields, ResourceList, resourceField, resourceInput, resourceScreen } from '../../components/resource';
import { PrintButton } from '../../components/print';
import { RecordActions } from '../../portals/hr/RecordActions';
import { apiErrorOf, firstFieldMessage } from '../../providers/errors';

// The two final-pay screens (domain.md §15.3 /timekeeping/final-pay-processing, §15.7
// /payroll/final-pay): one list of cases, and a case page with the stage's steps.
// Timekeeping reviews the final timesheet's daily records; payroll reads the lines, adds
// manual ones and prints the final-pay computation.

interface CaseRecord {
  id: number;
  status: string;
  employee_id: number;
  separation_type: string;
  separation_date: string;
  last_working_day: string;
  release_due_date: string;
  clearance_status: string;
  years_of_service: string;
  unused_leave_days: string | null;
  final_timesheet_id: number | null;
  net_final_pay: string;
  payroll_period_id: number | null;
  released_at: string | null;
}

interface LineRecord {
  id: number;
  component: string;
  description: string;
  quantity: number | null;
  amount: string;
  is_tax_exempt: boolean;
  exemption_basis: string | null;
  is_manual: boolean;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Grid>
  );
}

/** Who leaves, why and when, and when the final pay is due. */
function CaseFacts() {
  const record = useRecordContext<CaseRecord>();
  if (!record) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Fact label="Employee">
        <ReferenceField source="employee_id" reference="employees" link={false} />
      </Fact>
      <Fact label="Separation">
        {enumLabel(record.separation_type)}, {formatDate(record.separation_date)}
      </Fact>
      <Fact label="Last working day">{formatDate(record.last_working_day)}</Fact>
      <Fact label="Release due (30 days)">{formatDate(record.release_due_date)}</Fact>
      <Fact label="Years of service">{record.years_of_service}</Fact>
      <Fact label="Clearance">{enumLabel(record.clearance_status)}</Fact>
      <Fact label="Unused convertible leave">
        {record.unused_leave_days === null ? 'Not recorded yet' : `${Number(record.unused_leave_days)} days`}
      </Fact>
      <Fact label="Status">{enumLabel(record.status)}</Fact>
    </Grid>
  );
}

/** A released final pay: the final_pay period it was posted through, its register and the payslip. */
function ReleasedThrough() {
  const record = useRecordContext<CaseRecord>();
  const periodId = record?.payroll_period_id ?? null;
  const { data: payslips = [] } = useGetList<{ id: number }>(
    'payslips',
    { filter: { payroll_period_id: periodId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: periodId !== null },
  );
  if (!record || periodId === null) return null;
  const register = `/payroll/prooflist/payroll-register?filter=${encodeURIComponent(JSON.stringify({ payroll_period_id: periodId }))}`;
  return (
    <Alert severity="success" sx={{ mb: 2 }} className="no-print">
      Released on {formatDate(record.released_at)} through the final-pay period{' '}
      <ReferenceField source="payroll_period_id" reference="payroll-periods" link={false}>
        <TextField source="code" />
      </ReferenceField>
      , posted.{' '}
      <Button size="small" component={RouterLink} to={register}>
        Period register
      </Button>
      {payslips[0] && (
        <Button size="small" component={RouterLink} to={`/payroll/payslips/${payslips[0].id}/show`}>
          Final payslip
        </Button>
      )}
    </Alert>
  );
}

/** Timekeeping's review: the final timesheet's processed days. */
function FinalTimesheetDays() {
  const record = useRecordContext<CaseRecord>();
  if (!record) return null;
  if (!record.final_timesheet_id)
    return <Alert severity="info">No final timesheet yet: Process final timesheet computes the days after the last linked cut-off.</Alert>;
  return (
    <ReferenceManyField
      reference={dailyTimeRecordsResource.name}
      target="timesheet_id"
      source="final_timesheet_id"
      sort={{ field: 'work_date', order: 'ASC' }}
      perPage={31}
      pagination={<Pagination />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {definitionFields(dailyTimeRecordsResource, (field) => field.list && field.kind !== 'ref').map(([source, field]) =>
          resourceField(source, field),
        )}
      </Datagrid>
    </ReferenceManyField>
  );
}

function AddManualLine({ caseId }: { caseId: number }) {
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const fields = {
    component: {
      ...finalPayLinesResource.fields.component,
      choices: finalPayLinesResource.fields.component.choices!.filter((c) =>
        (MANUAL_COMPONENTS as readonly string[]).includes(String(c.id)),
      ),
    },
    description: finalPayLinesResource.fields.description,
    amount: finalPayLinesResource.fields.amount,
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create(finalPayLinesResource.name, { data: { ...values, final_pay_case_id: caseId } });
      notify('The line is added; the net final pay is updated.', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const problem = apiErrorOf(error);
      notify(firstFieldMessage(problem) ?? problem.message, { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" className="no-print" onClick={() => setOpen(true)}>
        Add manual line
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="manual-line-title">
          <Form onSubmit={(values: Record<string, unknown>) => save(values)}>
            <DialogTitle id="manual-line-title">Add manual line</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Accountabilities and other deductions reduce the final pay; other earnings (taxed at the next compute) and cash bond refunds
                add to it.
              </DialogContentText>
              <Stack>{Object.entries(fields).map(([source, field]) => resourceInput(source, field))}</Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button type="submit" variant="contained">
                Add
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </>
  );
}

function RemoveManualLine({ line }: { line: LineRecord }) {
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const remove = async () => {
    try {
      await dataProvider.delete(finalPayLinesResource.name, { id: line.id, previousData: line });
      notify('The line is removed; the net final pay is updated.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(apiErrorOf(error).message, { type: 'error' });
    }
    setOpen(false);
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Remove
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Remove this line?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            “{line.description}” ({formatMoney(line.amount)}) is removed from this final pay and the net final pay is recomputed.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The final-pay computation: earnings, then deductions, then the net; printable. */
export function FinalPayComputation() {
  const record = useRecordContext<CaseRecord>();
  const { data: lines = [] } = useGetList<LineRecord>(
    finalPayLinesResource.name,
    { filter: { final_pay_case_id: record?.id }, sort: { field: 'sort_order', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: Boolean(record) },
  );
  if (!record) return null;
  const editable = ['timesheet_closed', 'computed'].includes(record.status);
  const earned = lines.filter((l) => !DEDUCTION_COMPONENTS.includes(l.component));
  const deducted = lines.filter((l) => DEDUCTION_COMPONENTS.includes(l.component));
  const total = (rows: LineRecord[]) => centavosText(rows.reduce((sum, l) => sum + toCentavos(l.amount), 0));
  const section = (title: string, rows: LineRecord[]) => (
    <>
      <TableRow>
        <TableCell colSpan={4}>
          <strong>{title}</strong>
        </TableCell>
      </TableRow>
      {rows.map((l) => (
        <TableRow key={l.id}>
          <TableCell>{enumLabel(l.component)}</TableCell>
          <TableCell>
            {l.description}
            {l.is_tax_exempt && (
              <Typography variant="caption" component="div" color="text.secondary">
                Tax-exempt: {l.exemption_basis}
              </Typography>
            )}
            {l.is_manual && (
              <Typography variant="caption" component="div" color="text.secondary">
                Entered by hand
              </Typography>
            )}
          </TableCell>
          <TableCell align="right">{formatMoney(l.amount)}</TableCell>
          <TableCell padding="none" className="no-print">
            {l.is_manual && editable && <RemoveManualLine line={l} />}
          </TableCell>
        </TableRow>
      ))}
      <TableRow>
        <TableCell />
        <TableCell>Total {title.toLowerCase()}</TableCell>
        <TableCell align="right">
          <strong>{formatMoney(total(rows))}</strong>
        </TableCell>
        <TableCell className="no-print" />
      </TableRow>
    </>
  );
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} className="no-print">
        <PrintButton targetId={`final-pay-${record.id}`} label="Print final-pay computation" title={`Final pay computation ${record.id}`} />
        {editable && <AddManualLine caseId={record.id} />}
      </Stack>
      <Box id={`final-pay-${record.id}`}>
        <Typography variant="h6" component="h2" gutterBottom>
          Final pay computation
        </Typography>
        <CaseFacts />
        <ReleasedThrough />
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Not computed yet: Compute builds the lines once timekeeping has closed the final timesheet.
          </Typography>
        ) : (
          <Table size="small" aria-label="Final pay computation">
            <TableHead>
              <TableRow>
                <TableCell>Component</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell className="no-print" />
              </TableRow>
            </TableHead>
            <TableBody>
              {section('Earnings', earned)}
              {section('Deductions', deducted)}
              <TableRow>
                <TableCell />
                <TableCell>
                  <strong>Net final pay</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{formatMoney(record.net_final_pay)}</strong>
                </TableCell>
                <TableCell className="no-print" />
              </TableRow>
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}

function CaseShow({ portal }: { portal: Portal }) {
  const id = useGetRecordId();
  const steps = portal === 'payroll' ? FINAL_PAY_STEPS : FINAL_TIMESHEET_STEPS;
  return (
    <Show
      resource={finalPayCasesResource.name}
      id={id}
      title={portal === 'payroll' ? 'Final pay' : 'Final pay processing'}
      actions={
        <TopToolbar>
          <RecordActions steps={steps} />
          <ListButton />
        </TopToolbar>
      }
    >
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          {portal === 'payroll' ? (
            <FinalPayComputation />
          ) : (
            <>
              <CaseFacts />
              <Typography variant="h6" component="h2" gutterBottom>
                Final timesheet: daily records
              </Typography>
              <FinalTimesheetDays />
            </>
          )}
        </CardContent>
      </Card>
    </Show>
  );
}

const LIST_FILTERS: Record<'payroll' | 'timekeeping', readonly string[]> = {
  timekeeping: ['status', 'separation_date', 'business_unit_id'],
  payroll: ['status', 'separation_date'],
};

/** The screen of final-pay cases in a portal: the cases list and the case page with that stage's steps. */
export function finalPayScreen(portal: 'payroll' | 'timekeeping') {
  return resourceScreen(finalPayCasesResource, {
    list: () => (
      <ResourceList
        definition={finalPayCasesResource}
        title={portal === 'payroll' ? 'Final pay' : 'Final pay processing'}
        rowClick="show"
        shownFilters={LIST_FILTERS[portal]}
      />
    ),
    show: () => <CaseShow portal={portal} />,
    create: undefined,
    edit: undefined,
  });
}
