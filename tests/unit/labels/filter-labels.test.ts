import { describe, expect, it } from 'vitest';
import { filterLabels, rangeLabels } from '@core/resources/filter-labels';
import { RESOURCE_REGISTRY } from '@core/resources/registry';

const repeatedWord = (label: string) => /\b(\w+)\s+\1\b/i.test(label);

describe('filter labels', () => {
  it('read a range over a "from" field on its date, never "from from"', () => {
    expect(rangeLabels('Publish from')).toEqual(['Publish date from', 'Publish date to']);
    expect(rangeLabels('Effective from')).toEqual(['Effective date from', 'Effective date to']);
    expect(rangeLabels('From')).toEqual(['Date from', 'Date to']);
    expect(rangeLabels('Years of service from', 'number')).toEqual(['Years of service from', 'Years of service to']);
    expect(rangeLabels('Hire date')).toEqual(['Hire date from', 'Hire date to']);
    expect(rangeLabels('cut-off start')).toEqual(['Cut-off start from', 'Cut-off start to']);
  });

  it('never repeat a word back to back in any resource of the registry', () => {
    const doubled: string[] = [];
    let ranges = 0;
    for (const { definition } of RESOURCE_REGISTRY) {
      for (const [source, field] of Object.entries(definition.fields)) {
        if (!field.filter) continue;
        const labels = filterLabels(field);
        if (labels.length === 2) ranges += 1;
        for (const label of labels) if (repeatedWord(label)) doubled.push(`${definition.name}.${source}: ${label}`);
      }
    }
    expect(doubled).toEqual([]);
    expect(ranges).toBeGreaterThan(10);
  });

  it('leave the form’s hint in parentheses off a filter, so that the label fits its select', () => {
    const byName = new Map(RESOURCE_REGISTRY.map(({ definition }) => [definition.name, definition]));
    expect(filterLabels(byName.get('positions')!.fields.labor_code_exempt)).toEqual(['Labor Code exempt']);
    expect(filterLabels(byName.get('holidays')!.fields.city_municipality)).toEqual(['City or municipality']);
    expect(filterLabels({ kind: 'date', label: 'effective from (inclusive)' })).toEqual(['Effective date from', 'Effective date to']);
  });

  it('name the field filtered by the company events and the trainings as a date range', () => {
    // the CRUD resources (the employee portal's announcements are a narrower report of the same name)
    const byName = new Map(
      RESOURCE_REGISTRY.filter(({ crud }) => Object.keys(crud).length > 0).map(({ definition }) => [definition.name, definition]),
    );
    expect(filterLabels(byName.get('company-events')!.fields.publish_from)).toEqual(['Publish date from', 'Publish date to']);
    expect(filterLabels(byName.get('trainings')!.fields.date_from)).toEqual(['Date from', 'Date to']);
  });
});
