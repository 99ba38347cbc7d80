import type { AgencyId } from '@core/labels';

// When a month's remittance is due (docs/domain.md §9 `remittances`.due_date), per agency:
// - SSS: the last day of the month following the applicable month (SSS Circular 2018-022) [Law];
// - BIR 1601-C: the 10th of the following month, the December return on 15 January
//   (manual and eBIRForms filers; eFPS filers' staggered dates fall within days of it) [Law];
// - PhilHealth and Pag-IBIG: their due dates were not verified (docs/statutory.md §2, §3);
//   the last day of the following month is used as for SSS, and the screen says so.
// PURE.

export const DUE_DATE_RULES: Readonly<Record<AgencyId, { rule: string; verified: boolean }>> = {
  sss: { rule: 'last day of the following month', verified: true },
  philhealth: { rule: 'last day of the following month (not verified)', verified: false },
  pagibig: { rule: 'last day of the following month (not verified)', verified: false },
  bir: { rule: '10th of the following month; 15 January for December', verified: true },
};

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

export function dueDate(agency: AgencyId, year: number, month: number): string {
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  if (agency === 'bir') return iso(nextYear, nextMonth, month === 12 ? 15 : 10);
  return iso(nextYear, nextMonth + 1, 0);
}
