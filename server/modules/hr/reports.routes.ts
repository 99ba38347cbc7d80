import { Type } from '@sinclair/typebox';
import { answers, FileDownload, ListQuery, recordSchema } from '../../http/schemas';
import { wireAmount } from '@core/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { listFields, type ResourceDefinition } from '@core/resources/define';
import {
  birthdayReport,
  classificationReport,
  compensationReport,
  contactsReport,
  employeeMasterlistReport,
  employmentRecordSummary,
  hireDateReport,
  resignedReport,
} from '@core/resources/masterfile-reports.resource';
import { HR_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';
import type { Database } from '../../db/database';
import { type CrudOptionsByResource, serialiseRow, whitelistOf } from '../../http/crud';
import { applyFilters, contentRange, parseListQuery } from '../../http/simple-rest';
import { actorOf, audit } from '../audit/audit.service';
import { knownCompanyId, manilaToday } from './company';
import { SICK_LEAVE_REPORTS } from './sick-leave.report';
import { toSpreadsheet } from './spreadsheet';

// Read-only reports over employees: each is its definition (columns, filters,
// sorts) plus one SQL source. Lists follow the simple-rest contract; /export
// answers an xlsx of every matching row; /totals the count, money sums and
// headcount per class.

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;
type Source = (companyId: number, today: string, filter: Record<string, unknown>) => RawBuilder<unknown>;

/** One report: its definition, its SQL, the filters its SQL reads itself, and the number columns its totals add up (besides money). */
export interface Report {
  definition: ResourceDefinition;
  source: Source;
  customFilters?: readonly string[];
  summed?: readonly string[];
}

const EMPLOYEE_COLUMNS = sql`e.id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name, e.business_unit_id,
  bu.name as business_unit_name, p.title as position_title, e.status`;
const EMPLOYEE_JOINS = sql`from employees e join business_units bu on bu.id = e.business_unit_id join positions p on p.id = e.position_id`;
const CURRENT_PAY = (today: string) => sql`left join lateral (
    select rate_type, basic_rate, daily_rate, hourly_rate, is_minimum_wage_earner, effective_date from employee_compensations
    where employee_id = e.id and effective_date <= ${today}::date order by effective_date desc limit 1
  ) c on true`;
const RECORD_TABLES = [
  'educational_attainments',
  'employment_histories',
  'employee_movements',
  'examinations',
  'licences',
  'trainings',
  'disciplinary_actions',
  'awards',
];

const EMPLOYEE_REPORTS: [ResourceDefinition, Source][] = [
  [
    employeeMasterlistReport,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS}, p.job_level, e.employment_status, e.hire_date, e.regularization_date,
      e.payroll_group_id, e.tin, e.sss_no, e.philhealth_no, e.pagibig_no ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    hireDateReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.hire_date, e.regularization_date,
      extract(year from age(${today}::timestamp, e.hire_date::timestamp))::int as years_of_service,
      extract(month from age(${today}::timestamp, e.hire_date::timestamp))::int as months_of_service,
      (e.hire_date + (extract(year from age(${today}::timestamp, e.hire_date::timestamp))::int + 1) * interval '1 year')::date as next_anniversary,
      extract(month from e.hire_date)::int::text as anniversary_month
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    birthdayReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.birth_date, to_char(e.birth_date, 'FMMonth FMDD') as birthday,
      extract(year from age(${today}::timestamp, e.birth_date::timestamp))::int as age,
      extract(month from e.birth_date)::int::text as birth_month, extract(day from e.birth_date)::int as birth_day
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    contactsReport,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS}, e.mobile_no, e.landline, e.email, e.present_address,
      e.emergency_contact_name, e.emergency_contact_relationship, e.emergency_contact_phone
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    classificationReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.employment_status, p.job_level, e.payroll_group_id,
      coalesce(c.is_minimum_wage_earner, false) as is_minimum_wage_earner
      ${EMPLOYEE_JOINS} ${CURRENT_PAY(today)} where e.company_id = ${companyId}`,
  ],
  [
    compensationReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, p.job_level, e.payroll_group_id, c.rate_type, c.basic_rate,
      round(c.daily_rate, 2) as daily_rate, round(c.hourly_rate, 2) as hourly_rate,
      case c.rate_type when 'monthly' then c.basic_rate else round(c.daily_rate * 313 / 12, 2) end as monthly_equivalent,
      coalesce(c.is_minimum_wage_earner, false) as is_minimum_wage_earner, c.effective_date
      ${EMPLOYEE_JOINS} ${CURRENT_PAY(today)} where e.company_id = ${companyId}`,
  ],
  [
    resignedReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.hire_date, e.separation_date,
      concat(extract(year from age(e.separation_date::timestamp, e.hire_date::timestamp))::int, ' y ', extract(month from age(e.separation_date::timestamp, e.hire_date::timestamp))::int, ' m') as length_of_service,
      e.separation_type, e.separation_reason
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId} and e.status in ('separated', 'for_separation') and ${today}::date is not null`,
  ],
  [
    employmentRecordSummary,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS},
      ${sql.join(RECORD_TABLES.map((t) => sql`(select count(*)::int from ${sql.table(t)} x where x.employee_id = e.id) as ${sql.ref(t)}`))},
      (case when exists (select 1 from educational_attainments x where x.employee_id = e.id) then 0 else 1 end
        + case when exists (select 1 from examinations x where x.employee_id = e.id and x.exam_type = 'pre_employment') then 0 else 1 end) as missing_records
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
];

const REPORTS: Report[] = [...EMPLOYEE_REPORTS.map(([definition, source]) => ({ definition, source })), ...SICK_LEAVE_REPORTS];

function filteredReport(db: Database, { definition, source, customFilters }: Report, request: FastifyRequest, now: Date) {
  const whitelist = whitelistOf(definition, { customFilters, readOnly: true });
  const list = parseListQuery(request.query as Row, whitelist);
  const rows = db.selectFrom(sql`(${source(knownCompanyId(request), manilaToday(now), list.filter)})`.as('x')).selectAll('x');
  return { list, query: applyFilters(rows, list, whitelist, (field) => `x.${field}`) };
}

export async function reportRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const { db } = app.deps;
  for (const report of REPORTS) {
    const { definition } = report;
    const base = `/api/hr/${definition.name}`;
    const ordered = (query: AnySelect, [field, order]: [string, 'ASC' | 'DESC']) =>
      query.orderBy(sql.ref(`x.${field}`), order === 'ASC' ? 'asc' : 'desc').orderBy('x.id', order === 'ASC' ? 'asc' : 'desc');

    const row = recordSchema(definition);
    app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(row)) } }, async (request, reply) => {
      const { list, query } = filteredReport(db, report, request, app.deps.now());
      const [{ total }] = await query
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('total'))
        .execute();
      const rows = await ordered(query, list.sort)
        .offset(list.range[0])
        .limit(list.range[1] - list.range[0] + 1)
        .execute();
      reply.header('Content-Range', contentRange(definition.name, list.range, rows.length, total));
      return rows.map((row) => serialiseRow(definition, row));
    });

    const Totals = Type.Object({
      count: Type.Integer(),
      sums: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
        description: 'money sums as decimal strings, other sums as numbers',
      }),
      groups: Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer() }))),
    });
    app.get(`${base}/totals`, { schema: { querystring: ListQuery, response: answers(Totals) } }, async (request) => {
      const { query } = filteredReport(db, report, request, app.deps.now());
      const summed = [
        ...Object.entries(definition.fields)
          .filter(([, f]) => f.kind === 'money' && f.list)
          .map(([name]) => name),
        ...(report.summed ?? []),
      ];
      const classes = Object.entries(definition.fields)
        .filter(([, f]) => (f.kind === 'choice' || f.kind === 'boolean') && f.filter && f.list)
        .map(([name]) => name);
      const [sums] = await query
        .clearSelect()
        .select([
          sql<number>`count(*)::int`.as('count'),
          ...summed.map((field) => sql<string>`coalesce(sum(${sql.ref(`x.${field}`)}), 0)::text`.as(field)),
        ])
        .execute();
      const groups: Record<string, { value: unknown; count: number }[]> = {};
      for (const field of classes) {
        groups[field] = (await query
          .clearSelect()
          .select([sql.ref(`x.${field}`).as('value'), sql<number>`count(*)::int`.as('count')])
          .groupBy(sql.ref(`x.${field}`))
          .orderBy(sql`count(*)`, 'desc')
          .execute()) as { value: unknown; count: number }[];
      }
      const { count, ...totals } = sums as Row;
      const sumOf = (field: string, value: unknown) =>
        definition.fields[field]?.kind === 'money' ? wireAmount(String(value)) : Number(value);
      return { count, sums: Object.fromEntries(Object.entries(totals).map(([field, value]) => [field, sumOf(field, value)])), groups };
    });

    app.get(`${base}/export`, { schema: { querystring: ListQuery, response: answers(FileDownload) } }, async (request, reply) => {
      const { list, query } = filteredReport(db, report, request, app.deps.now());
      const rows = await ordered(query, list.sort).limit(200_000).execute();
      const columns = listFields(definition).map((name) => ({ name, label: definition.fields[name].label }));
      const file = await toSpreadsheet(
        definition.label,
        columns,
        rows.map((row) => serialiseRow(definition, row)),
      );
      await audit(db, actorOf(request, 'hr'), {
        resource: definition.name,
        action: 'export',
        summary: `Exported ${rows.length} rows of ${definition.label}`,
      });
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${definition.name}.xlsx"`)
        .send(file);
    });
  }

  // The audit trail of HR data: the resources of the HR portal's screens.
  crud.set(transactionLogsResource.name, {
    select: (query) => query.leftJoin('users as u', 'u.id', 'r.user_id').select('u.name as user_name'),
    scope: (query) => query.where('r.resource', 'in', [...HR_AUDITED_RESOURCES]).where('r.portal', 'in', ['hr', 'admin', 'system']),
  });
}
