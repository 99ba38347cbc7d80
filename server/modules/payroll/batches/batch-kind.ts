import type { Selectable } from 'kysely';
import type { FieldDefinition, ResourceDefinition } from '@core/resources/define';
import type { WorkflowDefinition } from '@core/resources/workflow';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { CrudOptions } from '../../../http/crud';
import type { TableDefinition } from '../../../http/resource-columns';
import type { FieldErrorCollector } from '../../../http/errors';
import type { StepContext } from '../../hr/transitions';

// What a computation batch kind (docs/domain.md §13.5) tells the shared lifecycle
// (batch-lifecycle.service.ts): its tables, how its lines are computed and under which
// transaction type they are paid. The kinds themselves are listed in batch-kinds.ts.

/** The tables of the computation batches. */
export type BatchTable =
  | 'thirteenth_month_batches'
  | 'bonus_batches'
  | 'service_charge_distributions'
  | 'leave_conversions'
  | 'annualization_runs'
  | 'retro_pay_batches';

/** The tables of their lines. */
export type LinesTable =
  'thirteenth_month_lines' | 'bonus_lines' | 'service_charge_shares' | 'leave_conversion_lines' | 'annualizations' | 'retro_pay_lines';

/** A batch as stored in its table. */
export type BatchOf<T extends BatchTable> = Selectable<DB[T]>;
/** A line as stored in its table. */
export type LineOf<L extends LinesTable> = Selectable<DB[L]>;

/** The columns a write of a batch's own columns (the derived counts and totals, approval stamps) may set. */
export type BatchColumns = Record<string, unknown>;

/** One payroll entry a batch line sends to the target period. */
export interface BatchPayment {
  line_id: number;
  employee_id: number;
  transaction_type_id: number;
  amount: string;
  /** days, for a de minimis benefit counted in days (monetised leave) */
  quantity?: string | null;
  remarks: string;
  /** every line the entry pays, when it sums several (default: line_id) */
  line_ids?: readonly number[];
}

/** One payroll entry a batch sends to its target period, and the lines it pays (paid as the kind's `payment` type). */
export interface Payable {
  readonly employee_id: number;
  readonly amount: string;
  readonly line_ids: readonly number[];
}

/** A resource's rule beyond its field checks (http/crud.ts), as the kinds write theirs. */
export type CrudValidate = NonNullable<CrudOptions['validate']>;

/** The values of a line edit, normalised by its fields. */
export type LineEditValues = Record<string, unknown>;

/** A change to one line of a computed batch (an override with a reason, fewer days), made before approval. */
export interface LineEdit<T extends BatchTable = BatchTable, L extends LinesTable = LinesTable> {
  /** the line's resource and the verb: POST /api/<portal>/<lines>/:id/<action> */
  readonly definition: ResourceDefinition;
  readonly action: string;
  readonly fields: Record<string, FieldDefinition>;
  /** checks the values against the line (problems → 422), writes the line and the batch's totals; answers the message */
  apply(trx: Database, line: LineOf<L>, batch: BatchOf<T>, values: LineEditValues, problems: FieldErrorCollector): Promise<string>;
}

// The hooks are methods (not function properties) so that a kind of one table is a BatchKind of any.
export interface BatchKind<T extends BatchTable = BatchTable, L extends LinesTable = LinesTable> {
  readonly definition: TableDefinition;
  readonly workflow: WorkflowDefinition;
  readonly table: T;
  readonly lines: L;
  readonly batchColumn:
    | 'thirteenth_month_batch_id'
    | 'bonus_batch_id'
    | 'service_charge_distribution_id'
    | 'leave_conversion_id'
    | 'annualization_run_id'
    | 'retro_pay_batch_id';
  readonly source: 'thirteenth_month' | 'bonus' | 'service_charge' | 'leave_conversion' | 'year_end' | 'retro';
  /** rebuilds the lines; answers the batch's derived columns (count, totals) */
  compute(trx: Database, batchId: number): Promise<BatchColumns>;
  /** the transaction type the lines are paid as, and the entries' remark */
  payment(trx: Database, batch: BatchOf<T>): Promise<{ typeId: number; remarks: string }>;
  validate?(...args: Parameters<CrudValidate>): ReturnType<CrudValidate>;
  /** the lines' amount paid, amount_payable unless said */
  readonly amountColumn?: 'share_amount';
  /** a kind whose lines are paid under several types lists the entries itself; they are linked in payroll_entry_ids */
  payments?(trx: Database, batch: BatchOf<T>): Promise<BatchPayment[]>;
  /** what approval checks (problems → 422) and does besides the entries (a ledger); answers further columns */
  approve?: {
    check?(trx: Database, batch: BatchOf<T>, problems: FieldErrorCollector): Promise<void>;
    effect?(trx: Database, batch: BatchOf<T>, context: StepContext): Promise<BatchColumns | void>;
  };
  /** what taking an approval back undoes besides the entries */
  unapprove?(trx: Database, batch: BatchOf<T>, context: StepContext): Promise<BatchColumns | void>;
  readonly lineEdit?: LineEdit<T, L>;
  /** the entries to send, each summing lines of one employee, paid as `payment` (default: one per line with an amount) */
  payables?(trx: Database, batchId: number): Promise<Payable[]>;
  /** further effects of approving (true) or taking back (false) */
  sent?(trx: Database, batch: BatchOf<T>, approved: boolean): Promise<void>;
  /** the lines carry the batch's status too */
  readonly linesHaveStatus?: boolean;
}

/** The id of a transaction type by its code. */
export const typeIdOf = async (trx: Database, code: string) =>
  Number((await trx.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
