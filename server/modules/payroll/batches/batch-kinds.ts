import type { Portal } from '@core/access';
import type { BatchKind, BatchTable } from './batch-kind';
import { bonusKind } from './bonus.service';
import { leaveConversionKind } from './leave-conversion.service';
import { retroPayKind } from './retro-pay.service';
import { serviceChargeKind } from './service-charges.service';
import { thirteenthMonthKind } from './thirteenth-month.service';
import { yearEndKind } from './year-end.service';

// The computation batches (docs/domain.md §13.5) that share one lifecycle; the workflow's portal
// says where a kind is served (payroll, or timekeeping's leave conversion).

export const BATCH_KINDS: readonly BatchKind[] = [
  thirteenthMonthKind,
  bonusKind,
  serviceChargeKind,
  leaveConversionKind,
  yearEndKind,
  retroPayKind,
];

/** The kinds a portal serves. */
export const kindsOf = (portal: Portal) => BATCH_KINDS.filter((kind) => kind.workflow.portal === portal);

/** The kind whose batches are kept in the table. */
export function kindOfTable(table: BatchTable): BatchKind {
  const kind = BATCH_KINDS.find((k) => k.table === table);
  if (!kind) throw new Error(`${table} is not a batch table`);
  return kind;
}
