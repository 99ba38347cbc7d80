import { useGetRecordId } from 'react-admin';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { payslipsResource } from '@core/resources/payslips.resource';
import { ResourceList } from '../../../components/resource';
import { PayslipView } from '../../../components/payslip/PayslipView';
import { ComputeButton } from './ComputeButton';
import { PeriodRunPanel } from './PeriodRunPanel';
import { PeriodStepButtons, RegisterLink } from './PeriodStepButtons';

// The regular cycle and the prooflist (domain.md §15.7): the regular periods with the
// steps each screen is for, a row opening its last computation and posting checklist;
// the payroll register of a period, each payslip opening with its explanations.

export const RegularCycleList = () => (
  <ResourceList
    definition={payrollPeriodsResource}
    title="Regular cycle"
    rowClick={false}
    filter={{ period_type: 'regular' }}
    expand={<PeriodRunPanel />}
    rowActions={
      <>
        <ComputeButton />
        <PeriodStepButtons only={['post', 'unpost', 'close']} />
        <RegisterLink />
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
    expand={<PeriodRunPanel />}
    rowActions={
      <>
        <PeriodStepButtons only={['prooflist', 'post']} />
        <RegisterLink />
      </>
    }
  />
);

export const PayrollRegisterList = () => <ResourceList definition={payslipsResource} title="Payroll register" rowClick="show" />;

export function PayslipShow() {
  const id = useGetRecordId();
  return <PayslipView url={`/api/payroll/payslips/${id}/detail`} />;
}
