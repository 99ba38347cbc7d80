/** Pag-IBIG (HDMF) contribution schedules (docs/statutory.md §3), by applicable month. */
import type { PagIbigSchedule } from './types';

const RATES = {
  lower_band_limit: 150_000,
  ee_rate_lower_band_bp: 100,
  ee_rate_bp: 200,
  er_rate_bp: 200,
} as const;

export const PAGIBIG_SCHEDULES: readonly PagIbigSchedule[] = [
  {
    id: 'HDMF-MFS-5000',
    name: 'Pag-IBIG 1 % / 2 %, maximum fund salary 5,000',
    // The document gives no start date for the 5,000 maximum; 2018-01-01 is the start of
    // the oldest table it gives (TRAIN), used as the coverage start of all undated versions.
    legal_basis: 'RA 9679 and its IRR (prior rules)',
    effective_from: '2018-01-01',
    effective_to: '2024-01-31',
    ...RATES,
    max_fund_salary: 500_000,
  },
  {
    id: 'HDMF-MFS-10000',
    name: 'Pag-IBIG 1 % / 2 %, maximum fund salary 10,000',
    legal_basis: 'HDMF Circular No. 460',
    effective_from: '2024-02-01',
    effective_to: null,
    ...RATES,
    max_fund_salary: 1_000_000,
  },
];
