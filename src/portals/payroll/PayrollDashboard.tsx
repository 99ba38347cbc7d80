import { Title } from 'react-admin';
import { MetricsDashboard } from '../MetricsDashboard';
import { Calculator } from './calculator/Calculator';

/** Payroll calendar, headcount per group and tables in force, with the calculator below. */
export function PayrollDashboard() {
  return (
    <>
      <Title title="Dashboard" />
      <MetricsDashboard portal="payroll">
        <Calculator />
      </MetricsDashboard>
    </>
  );
}
