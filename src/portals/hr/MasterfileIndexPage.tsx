import { ReportIndexPage, type ReportLink } from '../../components/resource/ReportIndexPage';

const REPORTS = [
  ['/hr/masterfile-report/hiredate', 'Hire date', 'Employees by hire date with length of service and anniversaries.'],
  ['/hr/masterfile-report/birthday', 'Birthday', 'Birthday celebrants by month, with age.'],
  ['/hr/masterfile-report/contacts', 'Contacts', 'Mobile, landline, email, address and emergency contacts.'],
  ['/hr/masterfile-report/classification', 'Classification', 'Headcount by employment status, job level, payroll group and MWE.'],
  [
    '/hr/masterfile-report/compensation-benefits',
    'Compensation and benefits',
    'Current rates, daily and hourly equivalents, monthly package.',
  ],
  ['/hr/masterfile-report/resigned', 'Resigned', 'Separated employees with separation type, reason and length of service.'],
] as const satisfies readonly ReportLink[];

/** The masterfile reports, each with its filters, totals, print and export. */
export function MasterfileIndexPage() {
  return <ReportIndexPage title="Masterfile report" reports={REPORTS} />;
}
