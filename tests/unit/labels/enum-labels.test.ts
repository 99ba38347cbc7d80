import { describe, expect, it } from 'vitest';
import { enumLabel, preferenceLabel } from '@core/labels';
import { RESOURCE_REGISTRY } from '@core/resources/registry';

const MISSPELT = /\b(Bdo|Bpi|Rcbc|Pnb|Sss|Philhealth|Pagibig|Bir|Csv|Mwe|Nte|Tin)\b/;

describe('enum labels', () => {
  it('read stored codes in a payroll officer’s words', () => {
    expect(enumLabel('semi_monthly')).toBe('Semi-monthly');
    expect(enumLabel('bdo')).toBe('BDO');
    expect(enumLabel('generic_csv')).toBe('Generic CSV');
    expect(enumLabel('for_separation')).toBe('For separation');
    expect(enumLabel('pagibig')).toBe('Pag-IBIG');
    expect(enumLabel('pending')).toBe('Pending');
    expect(enumLabel('Already words')).toBe('Already words');
    expect(preferenceLabel('employee_no_format')).toBe('Employee number format');
    expect(preferenceLabel('some_new_key')).toBe('Some new key');
  });

  it('give every choice of every resource in the registry a label, never its raw code', () => {
    const raw: string[] = [];
    for (const { definition } of RESOURCE_REGISTRY) {
      for (const [source, field] of Object.entries(definition.fields)) {
        for (const choice of field.choices ?? []) {
          const name = String(choice.name ?? '');
          const id = String(choice.id);
          const bad = !name.trim() || name.includes('_') || (/[a-z]/.test(id) && name === id) || MISSPELT.test(name);
          if (bad) raw.push(`${definition.name}.${source}: ${id} → ${name}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
