import type { Database } from '../../../db/database';

// What the rules of a period's inputs read (inputs.routes.ts).

/** A transaction type with what it may be used for and its class's nature. */
export const transactionType = (trx: Database, id: number) =>
  trx
    .selectFrom('transaction_types as t')
    .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
    .select(['t.id', 't.name', 't.allow_manual', 't.allow_recurring', 't.is_active', 'c.nature'])
    .where('t.id', '=', id)
    .executeTakeFirst();

/** An employee's payroll group. */
export const employeeGroup = (trx: Database, id: number) =>
  trx.selectFrom('employees').select(['id', 'payroll_group_id']).where('id', '=', id).executeTakeFirst();

/** A loan type's lender and ceiling. */
export const loanType = (trx: Database, id: number) =>
  trx.selectFrom('loan_types').select(['lender', 'max_amount', 'name']).where('id', '=', id).executeTakeFirst();
