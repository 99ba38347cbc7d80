/** PhilHealth premium schedules (docs/statutory.md §2), by applicable month. */
import type { PhilHealthSchedule } from './types';

export const PHILHEALTH_SCHEDULES: readonly PhilHealthSchedule[] = [
  {
    id: 'PHIC-2023',
    name: 'PhilHealth 4 %, floor 10,000, ceiling 80,000',
    legal_basis: 'RA 11223 s.10; scheduled 4.5 % / 90,000 suspended by presidential directive, 4 % retained',
    effective_from: '2023-01-01',
    effective_to: '2023-12-31',
    rate_bp: 400,
    income_floor: 1_000_000,
    income_ceiling: 8_000_000,
  },
  {
    id: 'PHIC-2024',
    name: 'PhilHealth 5 %, floor 10,000, ceiling 100,000',
    legal_basis: 'RA 11223 s.10; PhilHealth Advisory No. PA2025-0002',
    effective_from: '2024-01-01',
    effective_to: null,
    rate_bp: 500,
    income_floor: 1_000_000,
    income_ceiling: 10_000_000,
  },
];
