import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isValidDate } from '@core/resources/define';
import { answers, AnyObject, FileDownload } from '../../http/schemas';
import { actorOf } from '../audit/audit.service';
import { knownCompanyId } from '../hr/company';
import { readUploadedTable, refuseRowProblems, rowsByColumn, sendTemplate, TemplateQuery, type RowProblem } from '../hr/import/upload-rows';
import { ownEmployee } from '../applications/application.routes';
import { GridQuery, refuseFrozen, replaceCells, scheduleGrid, type CellWrite } from '../timekeeping/calendar/calendar-schedule.routes';
import { gridEmployees } from '../timekeeping/calendar/calendar-grid';
import { dayNumber } from '../timekeeping/engine/time';
import { teamOf } from './team';

// The manager's staff scheduler (domain.md §15.6): the team's schedule grid (the
// timekeeping calendar narrowed to the team), and the schedule uploader: a spreadsheet
// of employee no × date × shift code (or REST), checked row by row; any bad row and
// nothing is written (422, a message per row and column); a date in a closed or linked
// timesheet refuses the whole file (409); else every row becomes the team member's dated
// schedule (source upload), the overwritten rows kept in the transaction log.

export const UPLOAD_COLUMNS = ['employee_no', 'date', 'shift_code'] as const;
const REST = 'REST';
const MAX_SPAN_DAYS = 62;

export async function staffSchedulerRoutes(server: FastifyInstance): Promise<void> {
  await server.register(multipart, { limits: { files: 1, fields: 5 } });
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get('/api/manager/staff-schedule', { schema: { querystring: GridQuery, response: answers(AnyObject) } }, async (request) =>
    scheduleGrid(db, knownCompanyId(request), request.query, sql<boolean>`id in ${teamOf(ownEmployee(request))}`),
  );

  app.get(
    '/api/manager/schedule-uploads/template',
    { schema: { querystring: TemplateQuery, response: answers(FileDownload) } },
    async (request, reply) =>
      sendTemplate(
        reply,
        {
          name: 'schedule-upload-template',
          sheet: 'Schedule',
          columns: UPLOAD_COLUMNS,
          example: { employee_no: 'EMP-0001', date: '2026-12-07', shift_code: 'REST' },
        },
        request.query.format,
      ),
  );

  app.post(
    '/api/manager/schedule-uploads',
    { schema: { consumes: ['multipart/form-data'], response: answers(AnyObject) } },
    async (request) => {
      const manager = ownEmployee(request);
      const { fileName, table } = await readUploadedTable(request);
      const companyId = knownCompanyId(request);
      const lines = rowsByColumn(table, UPLOAD_COLUMNS, 'schedule rows');

      // the team by number, the company's shifts by code: anyone else is "not in your team"
      const team = new Map(
        (
          await db
            .selectFrom('employees')
            .select([
              'id',
              'employee_no',
              sql<string | null>`hire_date::text`.as('hire_date'),
              sql<string | null>`separation_date::text`.as('separation_date'),
            ])
            .where('company_id', '=', companyId)
            .where(sql<boolean>`id in ${teamOf(manager)}`)
            .execute()
        ).map((e) => [e.employee_no.toLowerCase(), { ...e, id: Number(e.id) }]),
      );
      const shifts = new Map(
        (await db.selectFrom('shift_schedules').select(['id', 'code', 'is_active']).where('company_id', '=', companyId).execute()).map(
          (s) => [s.code.toLowerCase(), { ...s, id: Number(s.id) }],
        ),
      );

      const problems: RowProblem[] = [];
      const seen = new Map<string, number>();
      const cells: CellWrite[] = [];
      for (const line of lines) {
        const problem = (column: string, message: string) => problems.push({ row: line.row, column, message });
        const member = team.get(line.employee_no.toLowerCase());
        if (!line.employee_no) problem('employee_no', 'The employee number is blank.');
        else if (!member) problem('employee_no', `There is no employee "${line.employee_no}" in your team.`);
        const dateOk = isValidDate(line.date);
        if (!dateOk) problem('date', `"${line.date.slice(0, 30)}" is not a date (YYYY-MM-DD).`);
        else if (member && (line.date < String(member.hire_date) || (member.separation_date && line.date > member.separation_date)))
          problem('date', `${member.employee_no} is not employed on ${line.date}.`);
        const rest = line.shift_code.toUpperCase() === REST;
        const shift = rest ? null : shifts.get(line.shift_code.toLowerCase());
        if (!line.shift_code) problem('shift_code', `The shift code is blank; give a shift code or ${REST}.`);
        else if (!rest && !shift) problem('shift_code', `There is no shift "${line.shift_code}".`);
        else if (shift && !shift.is_active) problem('shift_code', `The shift "${shift.code}" is inactive.`);
        if (member && dateOk) {
          const key = `${member.id} ${line.date}`;
          const first = seen.get(key);
          if (first !== undefined) problem('date', `${member.employee_no} on ${line.date} is already on row ${first}.`);
          else seen.set(key, line.row);
        }
        if (member && dateOk && (rest || shift))
          cells.push({
            employee_id: member.id,
            date: line.date,
            shift_schedule_id: shift ? shift.id : null,
            is_rest_day: rest,
            remarks: `uploaded from ${fileName}`.slice(0, 255),
          });
      }
      const dates = [...new Set(cells.map((c) => c.date))].sort();
      if (problems.length === 0 && dates.length > 0 && dayNumber(dates[dates.length - 1]) - dayNumber(dates[0]) >= MAX_SPAN_DAYS)
        problems.push({
          row: 0,
          column: 'date',
          message: `The dates span more than ${MAX_SPAN_DAYS} days; upload one roster period at a time.`,
        });
      refuseRowProblems(problems, lines.length);

      const actor = actorOf(request, 'manager');
      return db.transaction().execute(async (trx) => {
        const employees = await gridEmployees(trx, [...new Set(cells.map((c) => c.employee_id))]);
        await refuseFrozen(trx, employees, dates);
        const overwritten = await replaceCells(
          trx,
          actor,
          cells,
          'upload',
          `${fileName}: ${cells.length} schedule rows for ${employees.length} team members, ${dates[0]} to ${dates[dates.length - 1]}`,
          'upload',
        );
        return {
          message: `${cells.length} schedules applied for ${employees.length} team members, ${dates[0]} to ${dates[dates.length - 1]}.`,
          count: cells.length,
          overwritten,
          period_start: dates[0],
          period_end: dates[dates.length - 1],
        };
      });
    },
  );
}
