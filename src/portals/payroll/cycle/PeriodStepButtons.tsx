import { PdfButton } from '../../../components/export/PdfButton';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ActionFormButton } from '../../../components/actions';
import { payrollPaths } from '../../../providers/api-paths';

// The steps of a computed period (domain.md §13.4), each confirmed with what it does.

interface PeriodRecord {
  id: number;
  code: string;
  status: string;
}

const STEPS = [
  {
    action: 'prooflist',
    label: 'Prooflist',
    from: ['computed'],
    explanation: 'The registers are frozen for review. A change to entries, loans or rates after this needs a recompute before posting.',
  },
  {
    action: 'post',
    label: 'Post',
    from: ['prooflisted'],
    explanation:
      'Payslips are released to employees, loan payments are recorded and balances reduced, year-to-date balances and the journal are written, and the period\u2019s entries are marked posted. Posted periods refuse every change. The bank crediting files are then written by the row\u2019s Bank files action.',
  },
  {
    action: 'unpost',
    label: 'Unpost',
    from: ['posted'],
    explanation:
      'Every posting effect is reversed: payslips are withdrawn from employees, loan payments removed, year-to-date and journal reversed. Refused when a later period of the group is posted, or once bank files are generated.',
    color: 'error' as const,
  },
  {
    action: 'close',
    label: 'Close',
    from: ['posted'],
    explanation: 'Confirms that bank crediting is done. A closed period is permanent: it can never be unposted.',
    color: 'error' as const,
  },
];

export function PeriodStepButtons({ only }: { only?: readonly string[] }) {
  const record = useRecordContext<PeriodRecord>();
  if (!record) return null;
  return (
    <>
      {STEPS.filter((s) => s.from.includes(record.status) && (!only || only.includes(s.action))).map((s) => (
        <ActionFormButton
          key={s.action}
          label={s.label}
          title={`${s.label} ${record.code}`}
          explanation={s.explanation}
          url={payrollPaths.payrollPeriod(record.id, s.action)}
          submitLabel={s.label}
          color={s.color}
        />
      ))}
    </>
  );
}

/** Opens the payroll register of the period. */
export function RegisterLink() {
  const record = useRecordContext<PeriodRecord>();
  if (!record || record.status === 'open') return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={`/payroll/prooflist/payroll-register?filter=${encodeURIComponent(JSON.stringify({ payroll_period_id: record.id }))}`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      Register
    </Button>
  );
}

/** A computed, prooflisted or posted period's payslips as one PDF to print and hand out. */
export function PayslipsPdfButton() {
  const record = useRecordContext<PeriodRecord>();
  if (!record || record.status === 'open') return null;
  return (
    <PdfButton url={payrollPaths.payrollPeriod(record.id, 'payslips-pdf')} fileName={`payslips-${record.code}.pdf`} label="Payslips" />
  );
}
