import { CreateButton, useGetRecordId } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { payrollControlTotalsReport, payrollSummariesReport, payslipLinesReport } from '@core/resources/payroll-reports.resource';
import { ReportList } from '../../../components/report/ReportList';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { payslipsResource } from '@core/resources/payslips.resource';
import { ResourceList } from '../../../components/resource';
import { PayslipView } from '../../../components/payslip/PayslipView';
import { BankFilesButton, BankFilesPanel } from './BankFiles';
import { ComputeButton } from './ComputeButton';
import { PeriodRunPanel } from './PeriodRunPanel';
import { PayslipsPdfButton, PeriodStepButtons, RegisterLink } from './PeriodStepButtons';
import { payrollPaths } from '../../../providers/api-paths';

// The regular cycle and the prooflist (domain.md §15.7): the regular periods with the
// steps each screen is for, a row opening its last computation and posting checklist;
// the payroll register of a period, each payslip opening with its explanations; a posted
// period's bank crediting files under its row.

/** Under a period row: its computation and checklist, then its bank files once posted. */
const PeriodPanel = () => (
  <>
    <PeriodRunPanel />
    <BankFilesPanel />
  </>
);

export const RegularCycleList = () => (
  <ResourceList
    definition={payrollPeriodsResource}
    title="Regular cycle"
    rowClick={false}
    filter={{ period_type: 'regular' }}
    expand={<PeriodPanel />}
    rowActions={
      <>
        <ComputeButton />
        <PeriodStepButtons only={['post', 'unpost', 'close']} />
        <BankFilesButton />
        <RegisterLink />
        <PayslipsPdfButton />
      </>
    }
  />
);

/** Off-cycle periods that pay only their entries (domain.md §14.13): created here, computed and posted like a regular one. */
export const SpecialPayList = () => (
  <ResourceList
    definition={payrollPeriodsResource}
    title="Special pay"
    rowClick={false}
    filter={{ period_type: 'special' }}
    keepActionsWhenEmpty
    actions={<CreateButton resource={payrollPeriodsResource.name} label="New special period" />}
    expand={<PeriodPanel />}
    rowActions={
      <>
        <ComputeButton />
        <PeriodStepButtons />
        <BankFilesButton />
        <RegisterLink />
        <PayslipsPdfButton />
      </>
    }
  />
);

export const ProoflistList = () => (
  <ResourceList
    definition={payrollPeriodsResource}
    title="Prooflist"
    rowClick={false}
    filter={{ status: ['computed', 'prooflisted', 'posted'] }}
    expand={<PeriodPanel />}
    rowActions={
      <>
        <PeriodStepButtons only={['prooflist', 'post']} />
        <BankFilesButton />
        <RegisterLink />
        <PayslipsPdfButton />
      </>
    }
  />
);

export const PayrollRegisterList = () => (
  <ResourceList
    definition={payslipsResource}
    title="Payroll register"
    rowClick="show"
    totals={{ portal: 'payroll', countLabel: 'payslips' }}
  />
);

export function PayslipShow() {
  const id = useGetRecordId();
  return <PayslipView url={payrollPaths.payslipDetail(id)} />;
}

/** A prooflist register or payroll report: the report's list narrowed to what the screen is for. */
const register = (definition: ResourceDefinition, title: string, filter?: Record<string, unknown>, countLabel = 'lines') => ({
  name: definition.name,
  list: () => <ReportList definition={definition} portal="payroll" title={title} filter={filter} countLabel={countLabel} />,
});

export const REGISTER_SCREENS = [
  { path: '/payroll/prooflist/transaction-detail', resource: register(payslipLinesReport, 'Transaction detail') },
  { path: '/payroll/prooflist/deduction-detail', resource: register(payslipLinesReport, 'Deduction detail', { section: 'deduction' }) },
  { path: '/payroll/prooflist/loan-detail', resource: register(payslipLinesReport, 'Loan detail', { source_type: 'loan' }) },
  { path: '/payroll/prooflist/overtime-detail', resource: register(payslipLinesReport, 'Overtime detail', { source_type: 'premium' }) },
  {
    path: '/payroll/prooflist/control-total-schedule',
    resource: register(payrollControlTotalsReport, 'Control total schedule', undefined, 'transaction types'),
  },
  {
    path: '/payroll/payroll-reports/payroll-summary',
    resource: register(payrollSummariesReport, 'Payroll summary', undefined, 'business units'),
  },
];
