/**
 * Pure payroll computation engine (no I/O). The API calls the calculators with the wire
 * request and a table set (DEFAULT_STATUTORY_TABLES, or versions loaded from the database);
 * the payroll run calls computePayslip with exact internal figures.
 */
export * from './calculators';
export { computePayslip, EMPTY_YEAR_TO_DATE } from './payslip';
export type { PayslipParams, PayslipComputation, PayslipTableVersions, OtherDeduction, YearToDate } from './payslip';
export {
  InvalidInputError,
  parseAnnualTaxRequest,
  parseContributionsRequest,
  parsePayslipRequest,
  parseWithholdingRequest,
  validateAnnualTaxInput,
  validateContributionsInput,
  validatePayslipInput,
  validateWithholdingInput,
} from './validate';
export type { FieldErrors } from './validate';
export { checkVersionContinuity, findVersion, isInForce, NoVersionInForceError, selectVersion } from './versions';
export type { TableVersion } from './versions';
export * from './statutory-tables';
export { sssContribution, findSssBracket } from './sss';
export { philhealthContribution } from './philhealth';
export { pagibigContribution } from './pagibig';
export { annualIncomeTax, findTaxRow, periodicWithholding, taxFromRows } from './withholding';
export { payForDays, payRates } from './rates';
export { thirteenthMonthPay } from './thirteenth-month';
export type { PayRates, RateType } from './rates';
export { periodBase, periodShare, DEDUCTION_POLICIES } from './contribution-schedule';
export type { CutoffPosition, DeductionPolicy } from './contribution-schedule';
export { EMPTY_MONTH_TO_DATE } from './contributions';
export type { MonthToDate, ContributionPolicies } from './contributions';
export type { Explanation } from './explanation';
export type { ComputedLine, LineKind } from './lines';
export * as money from './money';
