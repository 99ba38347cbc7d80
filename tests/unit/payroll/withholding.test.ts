/**
 * BIR withholding tables (docs/statutory.md §4.1–4.2) at every row boundary, for each payroll
 * frequency and both TRAIN schedules, and the annual rates (§4.3).
 * The rows below are typed from the document, independently of the engine's table data.
 */
import { describe, expect, it } from 'vitest';
import { toCentavos } from '@core/money';
import { wire } from './helpers';
import { calculateAnnualTax, calculateWithholding } from '../../../server/modules/payroll/engine';

/** [over, not_over, fixed, rate %] as printed. */
type Printed = readonly [number, number | null, number, number];

const SCHEDULE_2023: Record<string, readonly Printed[]> = {
  daily: [
    [0, 685, 0, 0],
    [685, 1_095, 0, 15],
    [1_096, 2_191, 61.65, 20],
    [2_192, 5_478, 280.85, 25],
    [5_479, 21_917, 1_102.6, 30],
    [21_918, null, 6_034.3, 35],
  ],
  weekly: [
    [0, 4_808, 0, 0],
    [4_808, 7_691, 0, 15],
    [7_692, 15_384, 432.6, 20],
    [15_385, 38_461, 1_971.2, 25],
    [38_462, 153_845, 7_740.45, 30],
    [153_846, null, 42_355.65, 35],
  ],
  semi_monthly: [
    [0, 10_417, 0, 0],
    [10_417, 16_666, 0, 15],
    [16_667, 33_332, 937.5, 20],
    [33_333, 83_332, 4_270.7, 25],
    [83_333, 333_332, 16_770.7, 30],
    [333_333, null, 91_770.7, 35],
  ],
  monthly: [
    [0, 20_833, 0, 0],
    [20_833, 33_332, 0, 15],
    [33_333, 66_666, 1_875, 20],
    [66_667, 166_666, 8_541.8, 25],
    [166_667, 666_666, 33_541.8, 30],
    [666_667, null, 183_541.8, 35],
  ],
};

const SCHEDULE_2018: Record<string, readonly Printed[]> = {
  daily: [
    [0, 685, 0, 0],
    [685, 1_095, 0, 20],
    [1_096, 2_191, 82.19, 25],
    [2_192, 5_478, 356.16, 30],
    [5_479, 21_917, 1_342.47, 32],
    [21_918, null, 6_602.74, 35],
  ],
  weekly: [
    [0, 4_808, 0, 0],
    [4_808, 7_691, 0, 20],
    [7_692, 15_384, 576.92, 25],
    [15_385, 38_461, 2_500, 30],
    [38_462, 153_845, 9_423.08, 32],
    [153_846, null, 46_346.15, 35],
  ],
  semi_monthly: [
    [0, 10_417, 0, 0],
    [10_417, 16_666, 0, 20],
    [16_667, 33_332, 1_250, 25],
    [33_333, 83_332, 5_416.67, 30],
    [83_333, 333_332, 20_416.67, 32],
    [333_333, null, 100_416.67, 35],
  ],
  monthly: [
    [0, 20_833, 0, 0],
    [20_833, 33_332, 0, 20],
    [33_333, 66_666, 2_500, 25],
    [66_667, 166_666, 10_833.33, 30],
    [166_667, 666_666, 40_833.33, 32],
    [666_667, null, 200_833.33, 35],
  ],
};

/** Expected tax in centavos, by integer arithmetic: fixed + rate × excess, half-up. */
function expectedCentavos(amount: number, row: Printed): number {
  const excess = Math.round(amount * 100) - Math.round(row[0] * 100);
  const scaled = excess * row[3]; // centavos × percent
  return Math.round(row[2] * 100) + Math.floor((scaled + 50) / 100);
}

function withheld(frequency: string, payDate: string, amount: number) {
  return calculateWithholding({ frequency, pay_date: payDate, taxable_compensation: amount });
}

const SCHEDULES = [
  {
    name: 'second TRAIN schedule (2023 onward)',
    payDate: '2023-01-01',
    lastDay: '2026-12-31',
    version: 'BIR-WT-2023',
    rows: SCHEDULE_2023,
  },
  { name: 'first TRAIN schedule (2018–2022)', payDate: '2018-01-01', lastDay: '2022-12-31', version: 'BIR-WT-2018', rows: SCHEDULE_2018 },
];

for (const schedule of SCHEDULES) {
  describe(`withholding, ${schedule.name}`, () => {
    for (const [frequency, rows] of Object.entries(schedule.rows)) {
      describe(frequency, () => {
        it('row 1: nothing up to and including its limit', () => {
          const r = withheld(frequency, schedule.payDate, rows[0]![1]!);
          expect(r.withholding_tax).toBe('0.00');
          expect(r.row).toEqual({ over: '0.00', not_over: wire(rows[0]![1]!), fixed: '0.00', rate: '0.0000' });
          expect(r.table_version).toBe(schedule.version);
        });

        it('row 2 starts above the row-1 limit: one centavo over is taxed at the row-2 rate', () => {
          const over = rows[1]![0] + 0.01;
          const r = withheld(frequency, schedule.lastDay, over);
          expect(r.row.over).toBe(wire(rows[1]![0]));
          expect(r.row.rate).toBe((rows[1]![3] / 100).toFixed(4));
          expect(r.withholding_tax).toBe('0.00'); // rate × 0.01 < half a centavo
        });

        for (let i = 2; i < rows.length; i++) {
          const row = rows[i]!;
          const previous = rows[i - 1]!;
          it(`row ${i + 1} starts at ${row[0]} with the printed fixed tax ${row[2]}`, () => {
            const r = withheld(frequency, schedule.payDate, row[0]);
            expect(r.withholding_tax).toBe(wire(row[2]));
            expect(r.row).toEqual({
              over: wire(row[0]),
              not_over: row[1] === null ? null : wire(row[1]),
              fixed: wire(row[2]),
              rate: (row[3] / 100).toFixed(4),
            });
          });
          it(`row ${i}'s upper edge and the sub-peso gap below ${row[0]} stay in row ${i}`, () => {
            for (const amount of [previous[1]!, previous[1]! + 0.5, row[0] - 0.01]) {
              const r = withheld(frequency, schedule.lastDay, amount);
              expect(r.row.over).toBe(wire(previous[0]));
              expect(toCentavos(r.withholding_tax)).toBe(expectedCentavos(amount, previous));
            }
          });
        }

        it('top row: open-ended', () => {
          const top = rows[rows.length - 1]!;
          const r = withheld(frequency, schedule.payDate, top[0] + 1_000_000);
          expect(r.row.not_over).toBeNull();
          expect(toCentavos(r.withholding_tax)).toBe(expectedCentavos(top[0] + 1_000_000, top));
        });
      });
    }
  });
}

describe('continuity of the tables at the row boundaries', () => {
  it('the 2023 tables never decrease from one row to the next', () => {
    for (const [frequency, rows] of Object.entries(SCHEDULE_2023)) {
      for (let i = 2; i < rows.length; i++) {
        const below = withheld(frequency, '2025-06-30', rows[i]![0] - 0.01).withholding_tax;
        const at = withheld(frequency, '2025-06-30', rows[i]![0]).withholding_tax;
        expect(toCentavos(at), `${frequency} row ${i + 1}`).toBeGreaterThanOrEqual(toCentavos(below));
      }
    }
  });

  it('the 2018 tables, applied as printed, step down by a few centavos at six boundaries only', () => {
    // The first Annex E rounds its fixed amounts, so the tax just below these rows exceeds
    // the printed fixed amount (daily row 3: 82.20 at 1,095.99, 82.19 at 1,096.00).
    const expectedSteps: Record<string, number> = {
      'daily 3': -1,
      'daily 4': -3,
      'daily 6': -21,
      'weekly 4': -17,
      'weekly 5': -2,
      'monthly 4': -17,
    };
    const steps: Record<string, number> = {};
    for (const [frequency, rows] of Object.entries(SCHEDULE_2018)) {
      for (let i = 2; i < rows.length; i++) {
        const below = withheld(frequency, '2020-05-15', rows[i]![0] - 0.01).withholding_tax;
        const at = withheld(frequency, '2020-05-15', rows[i]![0]).withholding_tax;
        const step = toCentavos(at) - toCentavos(below);
        if (step < 0) steps[`${frequency} ${i + 1}`] = step;
      }
    }
    expect(steps).toEqual(expectedSteps);
    expect(withheld('daily', '2020-05-15', 1_095.99).withholding_tax).toBe('82.20');
    expect(withheld('daily', '2020-05-15', 1_096).withholding_tax).toBe('82.19');
  });
});

describe('annual graduated rates (§4.3)', () => {
  const cases: readonly [number, number, number][] = [
    // [taxable, 2018–2022 tax, 2023 onward tax]
    [250_000, 0, 0],
    [250_000.01, 0, 0],
    [400_000, 30_000, 22_500],
    [400_000.01, 30_000, 22_500],
    [800_000, 130_000, 102_500],
    [2_000_000, 490_000, 402_500],
    [8_000_000, 2_410_000, 2_202_500],
    [9_000_000, 2_760_000, 2_552_500],
  ];
  for (const [taxable, old, current] of cases) {
    it(`${taxable}: ${old} (2022), ${current} (2023)`, () => {
      expect(calculateAnnualTax({ year: 2022, taxable_compensation: taxable }).tax_due).toBe(wire(old));
      expect(calculateAnnualTax({ year: 2023, taxable_compensation: taxable }).tax_due).toBe(wire(current));
    });
  }

  it('the schedule is chosen by the calendar year', () => {
    expect(calculateAnnualTax({ year: 2018, taxable_compensation: 300_000 }).tax_due).toBe('10000.00');
    expect(calculateAnnualTax({ year: 2026, taxable_compensation: 300_000 }).tax_due).toBe('7500.00');
  });
});
