import { describe, expect, it } from 'vitest';
import { formatPercent, fractionToPercent, percentToFraction } from '@core/money';
import { fieldProblem, normaliseRecord } from '@core/resources/define';
import { loanTypesResource } from '@core/resources/loan-types.resource';
import { RESOURCE_REGISTRY } from '@core/resources/registry';

describe('percentage fields', () => {
  it('read the engine fraction as a percentage and back by moving the point, exactly', () => {
    expect(fractionToPercent('0.06000')).toBe('6');
    expect(fractionToPercent('0.06125')).toBe('6.125');
    expect(fractionToPercent('1.00000')).toBe('100');
    expect(fractionToPercent('0.00001')).toBe('0.001');
    expect(formatPercent('0.0125')).toBe('1.25 %');
    expect(percentToFraction('6')).toBe('0.06');
    expect(percentToFraction('6.125 %')).toBe('0.06125');
    expect(percentToFraction('0.1')).toBe('0.001');
    expect(percentToFraction('100')).toBe('1');
    // a float would give 0.07000000000000001 for 7 / 100
    expect(percentToFraction('7')).toBe('0.07');
    expect(percentToFraction('')).toBe('');
  });

  it('cover every fraction field of the registry (a number capped at 1)', () => {
    const fractions = RESOURCE_REGISTRY.flatMap(({ definition }) =>
      Object.entries(definition.fields)
        .filter(([, field]) => field.kind === 'number' && field.max !== undefined && field.max <= 1)
        .map(([source, field]) => ({ at: `${definition.name}.${source}`, percent: Boolean(field.percent), label: field.label })),
    );
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.filter((f) => !f.percent)).toEqual([]);
    expect(fractions.filter((f) => /fraction|0\.\d/.test(f.label))).toEqual([]);
  });

  it('keep the loan interest rate an exact decimal string on write, with messages in percent', () => {
    const field = loanTypesResource.fields.interest_rate_annual;
    expect(normaliseRecord(loanTypesResource, { interest_rate_annual: '0.06' })).toEqual({ interest_rate_annual: '0.06' });
    expect(fieldProblem(field, '1.5')).toBe('The annual interest rate may not be greater than 100 %.');
    expect(fieldProblem(field, '0.061255')).toBe('The annual interest rate may have at most three decimals (6.125 %).');
    expect(fieldProblem(field, '0.06125')).toBeUndefined();
  });
});
