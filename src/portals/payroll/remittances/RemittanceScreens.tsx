import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import type { RemittanceGenerated, RemittanceNotes } from '@core/contract/remittances';
import { AGENCY_NAMES, type AgencyId } from '@core/labels';
import { loanRemittancesReport, monthlyContributionsReport, remittancesResource } from '@core/resources/remittances.resource';
import type { ResourceDefinition } from '@core/resources/define';
import { ReportList } from '../../../components/report/ReportList';
import { ResourceList } from '../../../components/resource';
import { payrollPaths } from '../../../providers/api-paths';
import { useApiGet } from '../../../providers/useApiGet';
import { useServerAction } from '../../../providers/useServerAction';
import { AgencyIndexPage } from '../AgencyIndexPage';
import type { Agency } from '../agencies';
import { DownloadButton, RemittanceActions } from './RemittanceActions';

// The agencies' remittance screens (domain.md §15.7): the register of each agency under its
// registration and links, the month's contributions per employee and the month's agency
// loan deductions, each generating the month's upload file.

function useNotes() {
  return useApiGet<RemittanceNotes>(payrollPaths.remittanceNotes()).data;
}

/** Last month, the month a payroll officer usually remits. */
function lastMonth(): { year: number; month: string } {
  const now = new Date();
  const month = now.getMonth() === 0 ? 12 : now.getMonth();
  return { year: month === 12 ? now.getFullYear() - 1 : now.getFullYear(), month: String(month) };
}

/** /payroll/<agency>: the registration, the agency's screens and its remittance register. */
export function AgencyRemittancesPage({ segment, agency }: { segment: Agency['segment']; agency: AgencyId }) {
  const notes = useNotes();
  return (
    <>
      <AgencyIndexPage segment={segment} />
      {notes && <Alert severity="info">Due date: {notes.due_dates[agency]}.</Alert>}
      <ResourceList
        definition={remittancesResource}
        title={`${AGENCY_NAMES[agency]} remittances`}
        filter={{ agency }}
        rowClick={false}
        keepActionsWhenEmpty
        rowActions={<RemittanceActions />}
      />
    </>
  );
}

/** Generates the upload file of the month the list's filters name, then offers it. */
function GenerateFileButton({ agency, type }: { agency: AgencyId; type: 'contribution' | 'loan' }) {
  const { filterValues } = useListContext();
  const action = useServerAction();
  const [generated, setGenerated] = useState<number | null>(null);
  const year = Number(filterValues.year);
  const month = Number(filterValues.month);
  const generate = () =>
    action.run<RemittanceGenerated>(
      { method: 'post', url: payrollPaths.generateRemittanceMonth(), body: { agency, remittance_type: type, year, month } },
      { onSuccess: (data) => setGenerated(data.id), fallback: 'The file could not be generated.' },
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={!year || !month} onClick={() => void generate()}>
        Generate {AGENCY_NAMES[agency]} file
      </Button>
      {generated && <DownloadButton url={payrollPaths.remittance(generated, 'file')} label="Download file" />}
    </Stack>
  );
}

/** The read model's columns that mean something for the agency. */
function columnsFor(definition: ResourceDefinition, hidden: readonly string[]): ResourceDefinition {
  return { ...definition, fields: Object.fromEntries(Object.entries(definition.fields).filter(([name]) => !hidden.includes(name))) };
}

const HIDDEN: Record<string, readonly string[]> = {
  sss: ['premium_base'],
  philhealth: ['msc', 'mpf_msc', 'ec'],
  pagibig: ['msc', 'mpf_msc', 'ec'],
};

export function MonthlyContributionPage({ agency }: { agency: 'sss' | 'philhealth' | 'pagibig' }) {
  const notes = useNotes();
  const definition = columnsFor(monthlyContributionsReport, HIDDEN[agency]);
  return (
    <>
      {notes && <Alert severity="info">{notes.files[`${agency}:contribution`]}</Alert>}
      <ReportList
        definition={definition}
        portal="payroll"
        title={`${AGENCY_NAMES[agency]} monthly contribution`}
        filter={{ agency }}
        filterDefaultValues={lastMonth()}
        actions={<GenerateFileButton agency={agency} type="contribution" />}
      />
    </>
  );
}

export function LoanRemittancePage({ agency }: { agency: 'sss' | 'pagibig' }) {
  const notes = useNotes();
  return (
    <>
      {notes && <Alert severity="info">{notes.files[`${agency}:loan`]}</Alert>}
      <ReportList
        definition={loanRemittancesReport}
        portal="payroll"
        title={`${AGENCY_NAMES[agency]} loan remittance`}
        filter={{ agency }}
        filterDefaultValues={lastMonth()}
        countLabel="loan payments"
        actions={<GenerateFileButton agency={agency} type="loan" />}
      />
    </>
  );
}
