import { sql } from 'kysely';
import type { Database } from '../../db/database';

// Reads behind the workplace records' rules and list columns: approver-matrix
// levels, incident reports and their numbers, and elevated temperatures.

/** Whether the business unit is one of the company's. */
export async function isCompanyBusinessUnit(db: Database, businessUnitId: number, companyId: number): Promise<boolean> {
  const unit = await db
    .selectFrom('business_units')
    .select('id')
    .where('id', '=', businessUnitId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return unit !== undefined;
}

interface ApproverLevel {
  businessUnitId: number;
  applicationType: string;
  level: number;
  /** the level of one employee's own matrix, or null for the unit's */
  employeeId: number | null;
  /** the row being edited, which does not count */
  exceptId?: number;
}

/** Whether the same matrix (unit, application type, employee) has a row at this level. */
export async function approverLevelExists(db: Database, { businessUnitId, applicationType, level, employeeId, exceptId }: ApproverLevel) {
  let query = db
    .selectFrom('approver_matrices')
    .select('id')
    .where('business_unit_id', '=', businessUnitId)
    .where('application_type', '=', applicationType)
    .where('level', '=', level);
  query = employeeId ? query.where('employee_id', '=', employeeId) : query.where('employee_id', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The approver matrix row's business unit as "code · name" (the unit aliased `bu`). */
export const businessUnitText = () => sql<string>`concat(bu.code, ' · ', bu.name)`.as('business_unit_text');

/** How many persons an incident report involves (the report aliased `r`). */
export const incidentInvolvedCount = () =>
  sql<number>`(select count(*)::int from incident_report_involvements i where i.incident_report_id = r.id)`.as('involved');

/** The next incident report number of the year: IR-2026-00001, IR-2026-00002… */
export async function nextIncidentReportNo(db: Database, year: string): Promise<string> {
  const last = await db
    .selectFrom('incident_reports')
    .select(sql<string>`max(report_no)`.as('no'))
    .where('report_no', 'like', `IR-${year}-%`)
    .executeTakeFirst();
  const next = last?.no ? Number(last.no.slice(8)) + 1 : 1;
  return `IR-${year}-${String(next).padStart(5, '0')}`;
}

/** A person involved: the employee as "number · Last, First", else the name given (the employee aliased `emp`). */
export const involvedPerson = () =>
  sql<string>`coalesce(concat(emp.employee_no, ' · ', emp.last_name, ', ', emp.first_name), r.person_name)`.as('person');

/** The status of the company's incident report, or undefined when it is not one of the company's. */
export async function incidentReportStatus(db: Database, reportId: number, companyId: number): Promise<string | undefined> {
  const report = await db
    .selectFrom('incident_reports')
    .select('status')
    .where('id', '=', reportId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return report?.status;
}

/** The company's alert temperature (preference temperature_alert_celsius, else 37.5; the reading's employee aliased `emp`). */
const alertTemperature = sql`coalesce((select value::numeric from preferences p where p.company_id = emp.company_id and p.key = 'temperature_alert_celsius'), 37.5)`;

/** Whether a reading (aliased `r`) is at or above the company's alert temperature. */
export const isElevatedReading = () => sql<boolean>`r.temperature_celsius >= ${alertTemperature}`;
export const isNormalReading = () => sql<boolean>`r.temperature_celsius < ${alertTemperature}`;
