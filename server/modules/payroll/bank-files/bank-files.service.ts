import { sql } from 'kysely';
import { centavosText, toCentavos } from '@core/money';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { writeBankFile, type BankFileRow } from './bank-file-layouts';

// The bank crediting files of a posted period (docs/domain.md §13.4 posting effects): per bank,
// the bank-paid payslips released and not yet credited by an earlier file. The first
// generation of a period writes its regular files; each later one writes supplementary
// files of the payslips released from hold since. A payslip is credited once (its row in
// bank_credit_file_payslips is unique), so unposting the period and holding a credited
// payslip are refused.

export interface GeneratedFile {
  id: number;
  bank_id: number;
  bank_name: string;
  file_kind: 'regular' | 'supplementary';
  sequence_no: number;
  employee_count: number;
  total_amount: string;
}

type DueRow = BankFileRow & { payslip_id: number; bank_id: number };

async function lockPostedPeriod(trx: Database, periodId: number, companyId: number) {
  const period = await trx
    .selectFrom('payroll_periods as p')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .innerJoin('companies as c', 'c.id', 'g.company_id')
    .select(['p.id', 'p.code', 'p.status', 'p.pay_date', 'c.name as company_name'])
    .where('p.id', '=', periodId)
    .where('g.company_id', '=', companyId)
    .forUpdate('p')
    .executeTakeFirst();
  if (!period) throw new NotFoundError('The payroll period was not found.');
  if (period.status !== 'posted') {
    throw new ConflictError(`Payroll period ${period.code} is ${period.status}; bank files are generated from a posted period.`);
  }
  return period;
}

/** Released, bank-paid payslips of the period with pay to credit that no file credits yet, by bank and name. */
async function dueForCrediting(trx: Database, periodId: number): Promise<DueRow[]> {
  const rows = await trx
    .selectFrom('payslips as s')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .select([
      's.id as payslip_id',
      's.bank_id',
      's.bank_account_no',
      sql<string>`s.net_pay::text`.as('net_pay'),
      'e.employee_no',
      'e.last_name',
      'e.first_name',
      'e.middle_name',
    ])
    .where('s.payroll_period_id', '=', periodId)
    .where('s.status', '=', 'posted')
    .where('s.payment_mode', '=', 'bank')
    .where('s.is_on_hold', '=', false)
    .where('s.released_at', 'is not', null)
    .where('s.net_pay', '>', sql<string>`0`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bank_credit_file_payslips as x').select('x.payslip_id').whereRef('x.payslip_id', '=', 's.id'))),
    )
    .orderBy('s.bank_id')
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.employee_no')
    .execute();
  return rows.map((r) => ({ ...r, bank_id: Number(r.bank_id) }));
}

async function heldCount(trx: Database, periodId: number): Promise<number> {
  const row = await trx
    .selectFrom('payslips')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'posted')
    .where('payment_mode', '=', 'bank')
    .where('is_on_hold', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function groupByBank(rows: DueRow[]): Map<number, DueRow[]> {
  const groups = new Map<number, DueRow[]>();
  for (const row of rows) {
    const group = groups.get(row.bank_id);
    if (group) group.push(row);
    else groups.set(row.bank_id, [row]);
  }
  return groups;
}

/** Writes the files due for a posted period in one transaction: the regular ones first, supplementary ones for payslips released since. */
export function generatePeriodBankFiles(db: Database, periodId: number, companyId: number, actor: AuditActor) {
  return db.transaction().execute((trx) => generateBankFiles(trx, periodId, companyId, actor));
}

async function generateBankFiles(
  trx: Database,
  periodId: number,
  companyId: number,
  actor: AuditActor,
): Promise<{ message: string; files: GeneratedFile[] }> {
  const period = await lockPostedPeriod(trx, periodId, companyId);
  const due = await dueForCrediting(trx, periodId);
  if (due.length === 0) {
    const held = await heldCount(trx, periodId);
    throw new ConflictError(
      `Nothing new to credit for ${period.code}: every released bank-paid payslip is already in a bank file${held ? `; ${held} payslips are on hold (release them first)` : ''}.`,
    );
  }
  const earlier = await trx
    .selectFrom('bank_credit_files')
    .select(['bank_id', (eb) => eb.fn.max('sequence_no').as('last')])
    .where('payroll_period_id', '=', periodId)
    .groupBy('bank_id')
    .execute();
  const kind = earlier.length ? 'supplementary' : 'regular';
  const lastOf = new Map(earlier.map((e) => [Number(e.bank_id), Number(e.last)]));
  const groups = groupByBank(due);
  const banks = await trx
    .selectFrom('banks')
    .select(['id', 'code', 'name', 'company_account_no', 'company_code', 'file_format'])
    .where('id', 'in', [...groups.keys()])
    .execute();
  const files: GeneratedFile[] = [];
  for (const bank of banks) {
    const rows = groups.get(Number(bank.id)) ?? [];
    const sequence_no = (lastOf.get(Number(bank.id)) ?? 0) + 1;
    const file = writeBankFile(
      bank.file_format,
      {
        company_name: period.company_name,
        bank_code: bank.code,
        bank_name: bank.name,
        company_account_no: bank.company_account_no,
        company_code: bank.company_code,
        period_code: period.code,
        pay_date: period.pay_date,
        file_kind: kind,
        sequence_no,
      },
      rows,
    );
    const attachment = await trx
      .insertInto('attachments')
      .values({
        attachable_type: 'payroll_periods',
        attachable_id: periodId,
        document_type: 'bank_credit_file',
        file_name: file.file_name,
        mime_type: file.mime_type,
        size_bytes: file.content.length,
        content: file.content,
        description: file.note.slice(0, 255),
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = {
      payroll_period_id: periodId,
      bank_id: Number(bank.id),
      sequence_no,
      file_kind: kind,
      file_format: bank.file_format,
      layout: file.layout,
      employee_count: file.control.count,
      total_amount: centavosText(file.control.total),
      attachment_id: Number(attachment.id),
      created_by: actor.userId,
      updated_by: actor.userId,
    };
    const { id } = await trx.insertInto('bank_credit_files').values(values).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('bank_credit_file_payslips')
      .values(rows.map((r) => ({ bank_credit_file_id: Number(id), payslip_id: r.payslip_id, amount: centavosText(toCentavos(r.net_pay)) })))
      .execute();
    await audit(trx, actor, {
      resource: 'bank-files',
      action: 'generate',
      recordId: id,
      summary: `Generated the ${kind} ${bank.code} bank file no. ${sequence_no} of ${period.code}: ${values.employee_count} employees, ${values.total_amount}`,
      after: values,
    });
    files.push({
      id: Number(id),
      bank_id: Number(bank.id),
      bank_name: bank.name,
      file_kind: kind,
      sequence_no,
      employee_count: values.employee_count,
      total_amount: values.total_amount,
    });
  }
  const list = files.map((f) => `${f.bank_name} ${f.employee_count} (${f.total_amount})`).join('; ');
  return { message: `${files.length} ${kind} bank file${files.length === 1 ? '' : 's'} of ${period.code}: ${list}.`, files };
}

/** Unposting is refused once a bank file credits the period's payslips. */
export async function refuseUnpostWhenCredited(trx: Database, periodId: number, code: string): Promise<void> {
  const file = await trx.selectFrom('bank_credit_files').select('id').where('payroll_period_id', '=', periodId).executeTakeFirst();
  if (file) throw new ConflictError(`${code} cannot be unposted: its bank files are generated and may have been credited.`);
}

/** A payslip a bank file already credits cannot be held. */
export async function refuseHoldWhenCredited(trx: Database, payslipId: number): Promise<void> {
  const credited = await trx
    .selectFrom('bank_credit_file_payslips as x')
    .innerJoin('bank_credit_files as f', 'f.id', 'x.bank_credit_file_id')
    .innerJoin('banks as b', 'b.id', 'f.bank_id')
    .select(['b.code', 'f.sequence_no'])
    .where('x.payslip_id', '=', payslipId)
    .executeTakeFirst();
  if (credited)
    throw new ConflictError(`The payslip is already in ${credited.code} bank file no. ${credited.sequence_no}; it cannot be held.`);
}

/** The stored file of a bank file of the caller's company. */
export async function bankFileDownload(db: Database, id: number, companyId: number) {
  const row = await db
    .selectFrom('bank_credit_files as f')
    .innerJoin('payroll_periods as p', 'p.id', 'f.payroll_period_id')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .innerJoin('attachments as a', 'a.id', 'f.attachment_id')
    .select(['a.file_name', 'a.mime_type', 'a.content'])
    .where('f.id', '=', id)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row?.content) throw new NotFoundError('The bank file was not found.');
  return { file_name: row.file_name, mime_type: row.mime_type, content: row.content };
}
