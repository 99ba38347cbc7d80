// The reconciliation's wire shape (GET /api/payroll/reconciliation): what the service returns and the screen reads.

export interface EmployeeDifference {
  employee_id: number;
  employee_no: string;
  employee_name: string;
  left: string;
  right: string;
  difference: string;
}

export interface ReconciliationCheck {
  id: string;
  area: string;
  label: string;
  left_source: string;
  right_source: string;
  left_total: string;
  right_total: string;
  difference: string;
  ok: boolean;
  /** the employees whose figures differ (empty when the two sides agree employee by employee) */
  employees: EmployeeDifference[];
  note: string | null;
}

export interface Reconciliation {
  year: number;
  month: number | null;
  from: string;
  to: string;
  reconciles: boolean;
  checks: ReconciliationCheck[];
}
