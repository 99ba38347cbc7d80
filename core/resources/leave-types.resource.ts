import { choices, defineResource } from './define';
import { JOB_LEVELS, EMPLOYMENT_STATUSES } from './employees.resource';

export const ACCRUAL_METHODS = [
  { id: 'annual_upfront', name: 'Granted at the start of the year' },
  { id: 'monthly_accrual', name: 'Earned monthly' },
  { id: 'per_event', name: 'Per event (no balance)' },
  { id: 'none', name: 'No credits' },
];

const COLOR = { regex: /^#[0-9A-Fa-f]{6}$/, message: 'The colour must be written #RRGGBB, e.g. #1E88E5.' };
const DAYS = { kind: 'number', min: 0, max: 366 } as const;

/** Leave types and their policy (docs/domain.md §6 `leave_types`); the statutory ones cannot be deleted. */
export const leaveTypesResource = defineResource({
  name: 'leave-types',
  table: 'leave_types',
  label: 'Leave types',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 10, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    is_paid: { kind: 'boolean', label: 'with pay', defaultValue: true, list: true, filter: true },
    is_statutory: { kind: 'boolean', label: 'statutory', readOnly: true, list: true, filter: true },
    legal_basis: { kind: 'text', label: 'legal basis', maxLength: 100, list: true },
    gender: { kind: 'choice', label: 'for', required: true, choices: choices('any', 'female', 'male'), defaultValue: 'any', list: true },
    requires_balance: { kind: 'boolean', label: 'needs a balance', defaultValue: true, list: true },
    count_basis: {
      kind: 'choice',
      label: 'days counted',
      required: true,
      choices: choices('working_days', 'calendar_days'),
      defaultValue: 'working_days',
    },
    allow_half_day: { kind: 'boolean', label: 'half days allowed', defaultValue: true },
    min_service_months: { kind: 'number', label: 'months of service before use', required: true, min: 0, max: 600, defaultValue: 0 },
    advance_filing_days: {
      kind: 'number',
      label: 'days filed in advance (0 = may file after)',
      required: true,
      min: 0,
      max: 365,
      defaultValue: 0,
    },
    max_days_per_filing: { ...DAYS, label: 'most days per filing' },
    attachment_required_after_days: { ...DAYS, label: 'attachment required after (days)' },
    is_convertible: { kind: 'boolean', label: 'convertible to cash', defaultValue: false, list: true, filter: true },
    max_convertible_days: { ...DAYS, label: 'most days converted' },
    max_carry_over_days: { ...DAYS, label: 'most days carried over (0 = none)', defaultValue: 0 },
    accrual_method: {
      kind: 'choice',
      label: 'credits',
      required: true,
      choices: ACCRUAL_METHODS,
      defaultValue: 'annual_upfront',
      list: true,
      filter: true,
    },
    color: { kind: 'text', label: 'colour', maxLength: 7, pattern: COLOR },
    is_active: { kind: 'boolean', label: 'active', defaultValue: true, list: true, filter: true },
  },
});

/** Credits per year by kind of employee (docs/domain.md §6 `leave_entitlement_rules`); the most specific rule applies. */
export const leaveEntitlementRulesResource = defineResource({
  name: 'leave-entitlement-rules',
  table: 'leave_entitlement_rules',
  label: 'Leave credits per year',
  textFields: ['credits_per_year'],
  defaultSort: ['leave_type_id', 'ASC'],
  fields: {
    leave_type_id: { kind: 'ref', label: 'leave type', reference: 'leave-types', required: true, list: true, filter: true, sort: true },
    employment_status: { kind: 'choice', label: 'employment status (blank = any)', choices: EMPLOYMENT_STATUSES, list: true, filter: true },
    job_level: { kind: 'choice', label: 'job level (blank = any)', choices: JOB_LEVELS, list: true, filter: true },
    min_years_service: {
      kind: 'number',
      label: 'years of service from',
      required: true,
      min: 0,
      max: 60,
      defaultValue: 0,
      list: true,
      sort: true,
    },
    credits_per_year: { ...DAYS, label: 'days a year', required: true, list: true },
    effective_from: { kind: 'date', label: 'effective from', required: true, list: true, sort: true },
  },
});
