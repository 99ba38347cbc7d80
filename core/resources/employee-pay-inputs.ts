import type { FieldDefinition } from './define';
import { RATE_TYPES } from './employees.resource';

/** The hiring rate asked when an employee is created (the first compensation row). */
export const PAY_INPUTS: Record<string, FieldDefinition> = {
  rate_type: { kind: 'choice', label: 'rate type', choices: RATE_TYPES, required: true, defaultValue: 'monthly' },
  basic_rate: { kind: 'money', label: 'basic rate', required: true, min: 0.01 },
  is_minimum_wage_earner: { kind: 'boolean', label: 'minimum wage earner' },
};
