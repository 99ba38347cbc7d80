import { describe, expect, it } from 'vitest';
import { RESOURCE_REGISTRY } from '@core/resources/registry';

// A year reads "2026", never "2,026": every number field that holds a year is shown plain.
const IS_YEAR = /^(year|year_from|year_to|[a-z_]+_year)$/;
const NOT_A_YEAR = new Set(['days_per_year', 'credits_per_year']);

describe('year fields', () => {
  it('are number fields without thousands separators in every resource', () => {
    const grouped: string[] = [];
    for (const { definition } of RESOURCE_REGISTRY) {
      for (const [source, field] of Object.entries(definition.fields)) {
        if (field.kind === 'number' && IS_YEAR.test(source) && !NOT_A_YEAR.has(source) && !field.plain)
          grouped.push(`${definition.name}.${source}`);
      }
    }
    expect(grouped).toEqual([]);
  });
});
