/**
 * BIR withholding tables on compensation (RR 11-2018 Annex E, docs/statutory.md §4.1–4.2) and
 * the annual graduated rates (NIRC s.24(A)(2)(a) as amended by RA 10963, §4.3).
 * Selected by pay date (withholding) or by the calendar year (annual tax).
 */
import type { AnnualTaxTable, TaxRow, WithholdingTable } from './types';

/** A row as printed: pesos `over`, `not over`, fixed tax in pesos, rate in percent. */
function row(over: number, notOver: number | null, fixed: number, ratePercent: number): TaxRow {
  return {
    over: Math.round(over * 100),
    not_over: notOver === null ? null : Math.round(notOver * 100),
    fixed: Math.round(fixed * 100),
    rate_bp: ratePercent * 100,
  };
}

export const WITHHOLDING_TABLES: readonly WithholdingTable[] = [
  {
    id: 'BIR-WT-2018',
    name: 'Withholding tax tables, first TRAIN schedule (2018–2022)',
    legal_basis: 'RA 10963; RR 11-2018 Annex E (first table)',
    effective_from: '2018-01-01',
    effective_to: '2022-12-31',
    rows: {
      daily: [
        row(0, 685, 0, 0),
        row(685, 1_095, 0, 20),
        row(1_096, 2_191, 82.19, 25),
        row(2_192, 5_478, 356.16, 30),
        row(5_479, 21_917, 1_342.47, 32),
        row(21_918, null, 6_602.74, 35),
      ],
      weekly: [
        row(0, 4_808, 0, 0),
        row(4_808, 7_691, 0, 20),
        row(7_692, 15_384, 576.92, 25),
        row(15_385, 38_461, 2_500, 30),
        row(38_462, 153_845, 9_423.08, 32),
        row(153_846, null, 46_346.15, 35),
      ],
      semi_monthly: [
        row(0, 10_417, 0, 0),
        row(10_417, 16_666, 0, 20),
        row(16_667, 33_332, 1_250, 25),
        row(33_333, 83_332, 5_416.67, 30),
        row(83_333, 333_332, 20_416.67, 32),
        row(333_333, null, 100_416.67, 35),
      ],
      monthly: [
        row(0, 20_833, 0, 0),
        row(20_833, 33_332, 0, 20),
        row(33_333, 66_666, 2_500, 25),
        row(66_667, 166_666, 10_833.33, 30),
        row(166_667, 666_666, 40_833.33, 32),
        row(666_667, null, 200_833.33, 35),
      ],
    },
  },
  {
    id: 'BIR-WT-2023',
    name: 'Withholding tax tables, second TRAIN schedule (from 2023)',
    legal_basis: 'RA 10963; RR 11-2018 Annex E (revised table effective 1 January 2023)',
    effective_from: '2023-01-01',
    effective_to: null,
    rows: {
      daily: [
        row(0, 685, 0, 0),
        row(685, 1_095, 0, 15),
        row(1_096, 2_191, 61.65, 20),
        row(2_192, 5_478, 280.85, 25),
        row(5_479, 21_917, 1_102.6, 30),
        // Annex E prints "6,034.00.30"; 6,034.30 is the value consistent with the other rows.
        row(21_918, null, 6_034.3, 35),
      ],
      weekly: [
        row(0, 4_808, 0, 0),
        row(4_808, 7_691, 0, 15),
        row(7_692, 15_384, 432.6, 20),
        row(15_385, 38_461, 1_971.2, 25),
        row(38_462, 153_845, 7_740.45, 30),
        row(153_846, null, 42_355.65, 35),
      ],
      semi_monthly: [
        row(0, 10_417, 0, 0),
        row(10_417, 16_666, 0, 15),
        row(16_667, 33_332, 937.5, 20),
        row(33_333, 83_332, 4_270.7, 25),
        row(83_333, 333_332, 16_770.7, 30),
        row(333_333, null, 91_770.7, 35),
      ],
      monthly: [
        row(0, 20_833, 0, 0),
        row(20_833, 33_332, 0, 15),
        row(33_333, 66_666, 1_875, 20),
        row(66_667, 166_666, 8_541.8, 25),
        row(166_667, 666_666, 33_541.8, 30),
        row(666_667, null, 183_541.8, 35),
      ],
    },
  },
];

export const ANNUAL_TAX_TABLES: readonly AnnualTaxTable[] = [
  {
    id: 'BIR-ANNUAL-2018',
    name: 'Annual graduated income tax rates, 2018–2022',
    legal_basis: 'NIRC s.24(A)(2)(a) as amended by RA 10963',
    effective_from: '2018-01-01',
    effective_to: '2022-12-31',
    rows: [
      row(0, 250_000, 0, 0),
      row(250_000, 400_000, 0, 20),
      row(400_000, 800_000, 30_000, 25),
      row(800_000, 2_000_000, 130_000, 30),
      row(2_000_000, 8_000_000, 490_000, 32),
      row(8_000_000, null, 2_410_000, 35),
    ],
  },
  {
    id: 'BIR-ANNUAL-2023',
    name: 'Annual graduated income tax rates, from 2023',
    legal_basis: 'NIRC s.24(A)(2)(a) as amended by RA 10963',
    effective_from: '2023-01-01',
    effective_to: null,
    rows: [
      row(0, 250_000, 0, 0),
      row(250_000, 400_000, 0, 15),
      row(400_000, 800_000, 22_500, 20),
      row(800_000, 2_000_000, 102_500, 25),
      row(2_000_000, 8_000_000, 402_500, 30),
      row(8_000_000, null, 2_202_500, 35),
    ],
  },
];
