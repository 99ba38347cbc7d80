import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CompensationAndBenefits, OwnCalendar } from '@core/contract/own-records';
import { ownAnnouncementsReport, ownCompensationsReport, ownTimesheetReport } from '@core/resources/self-service.resource';
import { registerReports } from '../../http/report-routes';
import { answers, DateString } from '../../http/schemas';
import { manilaToday } from '../../shared/company';
import { ownChangeRequestRoutes } from '../hr/change-requests.routes';
import { ownCalendar } from './own-calendar.queries';
import { ownEmployee } from './own-employee';
import {
  activeBanks,
  ownAnnouncements,
  ownCompensationAndBenefits,
  ownCompensationRows,
  ownEmployeeDetails,
  ownTimesheetRows,
  ownTimesheets,
} from './own-records.queries';
import { BankChoice, EmployeeDetails, TimesheetChoice } from './own-records.schemas';

// The employee portal's own records (docs/domain.md §15.4): announcements, the calendar,
// timesheet details, compensation and benefits, the 201 file and change requests.
// Every query names the caller's own employee id; nobody else's row is reachable.

const MonthQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (this month by default)' })),
});
const AsOfQuery = Type.Object({ as_of: Type.Optional(DateString) });

export async function ownRecordRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  registerReports(server, 'employee', [
    { definition: ownAnnouncementsReport, source: (companyId, today, _f, _n, viewer) => ownAnnouncements(companyId, today, viewer) },
    {
      definition: ownTimesheetReport,
      source: (_c, _t, filter, _n, viewer) => ownTimesheetRows(viewer, filter.timesheet_id),
      customFilters: ['timesheet_id'],
      summed: [
        'late_minutes',
        'undertime_minutes',
        'absent_days',
        'paid_leave_days',
        'unpaid_leave_days',
        'approved_ot_minutes',
        'night_minutes',
      ],
    },
    { definition: ownCompensationsReport, source: (_c, _t, _f, _n, viewer) => ownCompensationRows(viewer) },
  ]);
  await ownChangeRequestRoutes(server, ownEmployee);

  // the cut-offs that hold the caller's processed days, newest first, for the timesheet filter
  app.get('/api/employee/timesheets', { schema: { response: answers(Type.Array(TimesheetChoice)) } }, async (request) =>
    ownTimesheets(db, ownEmployee(request)),
  );

  // the banks a bank-account change request may name (installation-wide reference data)
  app.get('/api/employee/banks', { schema: { response: answers(Type.Array(BankChoice)) } }, async () => activeBanks(db));

  // the 201 file: one's own record, government and bank numbers masked, with the records kept about it
  app.get('/api/employee/employee-details', { schema: { response: answers(EmployeeDetails) } }, async (request) =>
    ownEmployeeDetails(db, ownEmployee(request)),
  );

  // compensation and benefits as of a date: the current rate, the running recurring entries, the year's leave credits
  app.get(
    '/api/employee/compensation-and-benefits',
    { schema: { querystring: AsOfQuery, response: answers(CompensationAndBenefits) } },
    async (request) => {
      const id = ownEmployee(request);
      return ownCompensationAndBenefits(db, id, request.query.as_of ?? manilaToday(app.deps.now()));
    },
  );

  // the month calendar: each date's shift or rest day, holidays, events, leaves and official business
  app.get('/api/employee/calendar-entries', { schema: { querystring: MonthQuery, response: answers(OwnCalendar) } }, async (request) => {
    const id = ownEmployee(request);
    return ownCalendar(db, id, request.query.month ?? manilaToday(app.deps.now()).slice(0, 7));
  });
}
