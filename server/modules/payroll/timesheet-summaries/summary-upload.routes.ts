import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { answers, AnyObject, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import {
  readUploadedTable,
  refuseRowProblems,
  rowsByColumn,
  sendTemplate,
  TemplateQuery,
  type RowProblem,
} from '../../hr/import/upload-rows';
import { callerCompanyId } from '../company';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';

// /payroll/timesheet-summary's upload (domain.md §15.7, DD-37): a payroll group whose
// timekeeping is done elsewhere (uses_timekeeping = false) uploads the period's timesheet
// summary, one row per employee, as xlsx or csv against a template. The file is parsed off the
// main thread with the other uploads' size caps, every row is checked, and it is taken all or
// nothing: the rows become the summaries (source upload) of the period's linked timesheet,
// which the computation then reads as it reads timekeeping's.

/** Days per cut-off are at most a month; minutes at most a month's minutes. */
const MAX_DAYS = 31;
const MAX_MINUTES = 31 * 24 * 60;
const DAYS = /^\d{1,2}(\.\d{1,3})?$/;
const MINUTES = /^\d{1,5}$/;

export const SUMMARY_DAY_COLUMNS = [
  'days_scheduled',
  'days_worked',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'suspended_days',
  'regular_holidays_paid',
  'additional_holiday_days',
  'special_holidays_unworked',
] as const;
export const SUMMARY_MINUTE_COLUMNS = ['late_minutes', 'undertime_minutes'] as const;

/** The template's columns: the employee, the day and minute totals, and one column of minutes per premium rate code. */
async function columnsOf(trx: Database): Promise<{ columns: string[]; premiums: Map<string, string> }> {
  const rates = await trx.selectFrom('overtime_rates').select('code').orderBy('code').execute();
  const premiums = new Map(rates.map((r) => [`premium_${r.code.toLowerCase()}`, r.code]));
  return { columns: ['employee_no', ...SUMMARY_DAY_COLUMNS, ...SUMMARY_MINUTE_COLUMNS, ...premiums.keys()], premiums };
}

/** The caller's company's regular period of a group without timekeeping, still taking inputs. */
async function uploadablePeriod(trx: Database, id: number, companyId: number) {
  const period = await trx
    .selectFrom('payroll_periods as p')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .select(['p.id', 'p.code', 'p.period_type', 'p.payroll_group_id', 'p.cutoff_start', 'p.cutoff_end', 'g.uses_timekeeping', 'g.name'])
    .where('p.id', '=', id)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
  if (!period) throw new NotFoundError('There is no such payroll period.');
  if (period.period_type !== 'regular' || !period.cutoff_start || !period.cutoff_end) {
    throw new ConflictError(`Payroll period ${period.code} is not a regular period: only a regular cut-off has a timesheet summary.`);
  }
  if (period.uses_timekeeping) {
    throw new ConflictError(
      `${period.name} uses timekeeping: its summaries come from the timesheet timekeeping closes and links, not from a file.`,
    );
  }
  await periodTakingInputs(trx, id);
  return period;
}

export async function summaryUploadRoutes(server: FastifyInstance): Promise<void> {
  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/api/payroll/timesheet-summaries/template',
      { schema: { querystring: TemplateQuery, response: answers(FileDownload) } },
      async (request, reply) => {
        const { columns } = await columnsOf(app.deps.db);
        const example: Record<string, string> = Object.fromEntries(columns.map((c) => [c, '0']));
        Object.assign(example, { employee_no: 'EMP-0001', days_scheduled: '11', days_worked: '10', absent_days: '1', late_minutes: '15' });
        return sendTemplate(
          reply,
          { name: 'timesheet-summary-template', sheet: 'Timesheet summary', columns, example },
          request.query.format,
        );
      },
    );

    // the file replaces the period's uploaded summaries: every row or none
    app.post(
      '/api/payroll/payroll-periods/:id/timesheet-summaries/upload',
      { schema: { params: IdParams, consumes: ['multipart/form-data'], response: answers(AnyObject) } },
      async (request) => {
        const id = Number(request.params.id);
        const companyId = await callerCompanyId(app.deps.db, request);
        // the period is checked before the file is read: a refused period costs no parsing
        await app.deps.db.transaction().execute((trx) => uploadablePeriod(trx, id, companyId));
        const { fileName, table } = await readUploadedTable(request);
        return app.deps.db.transaction().execute(async (trx) => {
          const period = await uploadablePeriod(trx, id, companyId);
          const { columns, premiums } = await columnsOf(trx);
          const rows = rowsByColumn(table, columns, 'summary rows', columns.slice(1));
          const employees = await trx
            .selectFrom('employees')
            .select(['id', 'employee_no', 'payroll_group_id', 'hire_date', 'separation_date'])
            .where('company_id', '=', companyId)
            .where('employee_no', 'in', rows.map((r) => r.employee_no).filter(Boolean))
            .execute();
          const byNo = new Map(employees.map((e) => [e.employee_no.toLowerCase(), e]));
          const problems: RowProblem[] = [];
          const seen = new Map<number, number>();
          const values = [];
          for (const line of rows) {
            const problem = (column: string, message: string) => problems.push({ row: line.row, column, message });
            const employee = byNo.get(line.employee_no.toLowerCase());
            if (!line.employee_no) problem('employee_no', 'The employee number is blank.');
            else if (!employee) problem('employee_no', `No employee of the company has the number ${line.employee_no.slice(0, 20)}.`);
            else if (Number(employee.payroll_group_id) !== Number(period.payroll_group_id)) {
              problem('employee_no', `${employee.employee_no} is not in the payroll group of ${period.code}.`);
            } else if (
              employee.hire_date > period.cutoff_end! ||
              (employee.separation_date !== null && employee.separation_date < period.cutoff_start!)
            ) {
              problem(
                'employee_no',
                `${employee.employee_no} is not employed during the cut-off ${period.cutoff_start} to ${period.cutoff_end}.`,
              );
            } else if (seen.has(Number(employee.id))) {
              problem('employee_no', `${employee.employee_no} is already on row ${seen.get(Number(employee.id))}.`);
            } else seen.set(Number(employee.id), line.row);
            const numbers: Record<string, string> = {};
            for (const column of SUMMARY_DAY_COLUMNS) {
              const text = line[column] || '0';
              if (!DAYS.test(text) || Number(text) > MAX_DAYS)
                problem(column, `"${text.slice(0, 20)}" is not a number of days from 0 to ${MAX_DAYS} (at most 3 decimals).`);
              else numbers[column] = Number(text).toFixed(3);
            }
            for (const column of [...SUMMARY_MINUTE_COLUMNS, ...premiums.keys()]) {
              const text = line[column] || '0';
              if (!MINUTES.test(text) || Number(text) > MAX_MINUTES)
                problem(column, `"${text.slice(0, 20)}" is not a whole number of minutes from 0 to ${MAX_MINUTES}.`);
              else numbers[column] = String(Number(text));
            }
            if (!employee) continue;
            const premium = Object.fromEntries(
              [...premiums].filter(([column]) => Number(numbers[column] ?? 0) > 0).map(([column, code]) => [code, Number(numbers[column])]),
            );
            values.push({
              employee_id: Number(employee.id),
              ...Object.fromEntries(SUMMARY_DAY_COLUMNS.map((c) => [c, numbers[c] ?? '0'])),
              late_minutes: Number(numbers.late_minutes ?? 0),
              undertime_minutes: Number(numbers.undertime_minutes ?? 0),
              premium_minutes: JSON.stringify(premium),
            });
          }
          refuseRowProblems(problems, rows.length);

          // the period's timesheet: linked to it, as timekeeping links a closed one
          const by = request.auth?.user.id ?? null;
          let timesheet = await trx
            .selectFrom('timesheets')
            .select(['id', 'status'])
            .where('payroll_period_id', '=', id)
            .executeTakeFirst();
          if (!timesheet) {
            timesheet = await trx
              .insertInto('timesheets')
              .values({
                payroll_group_id: period.payroll_group_id,
                timesheet_type: 'regular',
                cutoff_start: period.cutoff_start!,
                cutoff_end: period.cutoff_end!,
                status: 'linked',
                payroll_period_id: id,
                linked_at: new Date(),
                linked_by: by,
                created_by: by,
                updated_by: by,
              })
              .returning(['id', 'status'])
              .executeTakeFirstOrThrow();
          }
          const timesheetId = Number(timesheet.id);
          const replaced = await trx.deleteFrom('timesheet_summaries').where('timesheet_id', '=', timesheetId).executeTakeFirst();
          for (let start = 0; start < values.length; start += 1000) {
            await trx
              .insertInto('timesheet_summaries')
              .values(
                values.slice(start, start + 1000).map((v) => ({
                  ...v,
                  timesheet_id: timesheetId,
                  source: 'upload',
                  created_by: by,
                  updated_by: by,
                })) as never,
              )
              .execute();
          }
          await markNeedsRecompute(trx, [id]);
          const message = `${values.length} timesheet summaries uploaded for ${period.code} from ${fileName}${
            Number(replaced.numDeletedRows) > 0 ? `, replacing ${Number(replaced.numDeletedRows)}` : ''
          }; compute the period to pay them.`;
          await audit(trx, actorOf(request, 'payroll'), {
            resource: 'timesheet-summaries',
            action: 'upload',
            recordId: timesheetId,
            summary: message.slice(0, 255),
          });
          return { message, timesheet_id: timesheetId, rows: values.length };
        });
      },
    );
  });
}
