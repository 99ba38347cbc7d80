import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, IdParams } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { approverMatricesResource } from '@core/resources/approver-matrices.resource';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { incidentReportInvolvementsResource } from '@core/resources/incident-report-involvements.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import { preferencesResource, preferenceValueProblem } from '@core/resources/preferences.resource';
import { temperatureReadingsResource } from '@core/resources/temperature-readings.resource';
import { type CrudOptionsByResource, scopedQuery, selectRecordOf, type CrudOptions } from '../../http/crud';
import { ConflictError, NotFoundError } from '../../http/errors';
import { manilaDateTime } from '../../shared/manila-time';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { companyOwned, employeeRecord } from './scoping';
import { testDeviceConnection } from './device-connection';
import { registerTransitions } from './transitions';
import {
  approverLevelExists,
  businessUnitText,
  incidentInvolvedCount,
  incidentReportStatus,
  involvedPerson,
  isCompanyBusinessUnit,
  isElevatedReading,
  isNormalReading,
  nextIncidentReportNo,
} from './workplace.queries';
import { companyEventsWorkflow } from '@core/resources/company-events.workflow';
import { devicesWorkflow } from '@core/resources/devices.workflow';
import { incidentReportsWorkflow } from '@core/resources/incident-reports.workflow';

// Approver matrix, company events, preferences, devices, incidents and the
// daily temperature log.

/** The connection test takes no fields; whatever a client sends is ignored. */
const IgnoredBody = Type.Object({}, { additionalProperties: true, description: 'ignored: only the address saved on the device is tried' });
const ConnectionTest = Type.Object({ id: Type.Integer(), reachable: Type.Boolean(), elapsed_ms: Type.Integer(), message: Type.String() });

export async function workplaceRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const app = typed(server);
  approverMatrixOptions(crud);
  companyEventRoutes(app, crud);
  preferenceOptions(crud);
  deviceRoutes(app, crud);
  incidentRoutes(app, crud);
  temperatureReadingOptions(app, crud);
}

const typed = (server: FastifyInstance) => server.withTypeProvider<TypeBoxTypeProvider>();
type App = ReturnType<typeof typed>;

/** Approver levels per business unit and application type, numbered without gaps. */
function approverMatrixOptions(crud: CrudOptionsByResource): void {
  crud.set(approverMatricesResource.name, {
    ...companyOwnedThroughUnit(),
    validate: async (values, { trx, existing, problems, request }) => {
      if (!(await isCompanyBusinessUnit(trx, Number(values.business_unit_id), knownCompanyId(request))))
        problems.add('business_unit_id', 'The selected business unit is invalid.');
      if (values.approver_type === 'employee' && !values.approver_employee_id)
        problems.add('approver_employee_id', 'The approver field is required when the approver type is employee.');
      if (values.approver_type === 'role' && !values.approver_role)
        problems.add('approver_role', 'The approver role field is required when the approver type is role.');
      if (values.effective_from && values.effective_to && String(values.effective_to) < String(values.effective_from)) {
        problems.add('effective_to', 'The effective to date must be on or after the effective from date.');
      }
      if (!problems.isEmpty || Number(values.level) === 1) return;
      // Levels of one (unit, employee, type) run 1, 2, 3… without gaps.
      const previous = {
        businessUnitId: Number(values.business_unit_id),
        applicationType: String(values.application_type),
        level: Number(values.level) - 1,
        employeeId: values.employee_id ? Number(values.employee_id) : null,
        exceptId: existing ? Number(existing.id) : undefined,
      };
      if (!(await approverLevelExists(trx, previous)))
        problems.add('level', `Level ${Number(values.level) - 1} must exist before level ${values.level}.`);
    },
    derive: (values) => ({
      approver_role: values.approver_role === null || values.approver_role === undefined ? null : Number(values.approver_role),
    }),
  });
}

/** Events, announcements and memos: drafted, published, archived. */
function companyEventRoutes(app: App, crud: CrudOptionsByResource): void {
  const events = companyOwned({
    validate: (values, { problems }) => {
      if (values.event_type === 'event' && !values.starts_at) problems.add('starts_at', 'The starts at field is required for an event.');
      if (values.event_type !== 'event' && !values.publish_from)
        problems.add('publish_from', 'The publish from field is required for an announcement or memo.');
      if (values.starts_at && values.ends_at && String(values.ends_at) < String(values.starts_at))
        problems.add('ends_at', 'The end must be on or after the start.');
      if (values.publish_from && values.publish_until && String(values.publish_until) < String(values.publish_from))
        problems.add('publish_until', 'The publish until date must be on or after the publish from date.');
    },
    beforeDelete: ({ existing }) => {
      if (existing.status !== 'draft') throw new ConflictError('Only a draft can be deleted; archive a published event instead.');
    },
  });
  crud.set(companyEventsResource.name, events);
  registerTransitions(app, companyEventsResource, events, companyEventsWorkflow);
}

/** The company's preferences: a fixed list of keys whose values HR edits. */
function preferenceOptions(crud: CrudOptionsByResource): void {
  crud.set(
    preferencesResource.name,
    companyOwned({
      prepare: (values, { existing }) => {
        if (!existing) throw new ConflictError('Preferences are a fixed list; edit the value of an existing key.');
        return values;
      },
      validate: (values, { existing, problems }) => {
        const problem = preferenceValueProblem(String(existing!.data_type), values.value);
        if (problem) problems.add('value', problem);
      },
      beforeDelete: () => {
        throw new ConflictError('Preferences are a fixed list and cannot be deleted.');
      },
    }),
  );
}

/** Time-recorder devices, enabled and disabled, and their connection test. */
function deviceRoutes(app: App, crud: CrudOptionsByResource): void {
  const devices = companyOwned();
  crud.set(devicesResource.name, devices);
  registerTransitions(app, devicesResource, devices, devicesWorkflow);
  app.post(
    '/api/hr/devices/:id/test-connection',
    { schema: { params: IdParams, body: IgnoredBody, response: answers(ConnectionTest) } },
    async (request) => {
      const { id } = request.params;
      if (!/^\d+$/.test(id)) throw new NotFoundError();
      const device = await selectRecordOf(devicesResource, scopedQuery(app.deps.db, request, devicesResource, devices))
        .where('r.id', '=', Number(id))
        .executeTakeFirst();
      if (!device) throw new NotFoundError();
      if (!device.ip_address || !device.port)
        throw new ConflictError("Set the device's IP address and port before testing the connection.");
      // Only the address saved on the device is tried (the body is ignored), for at most 3 seconds.
      return { id: device.id, ...(await testDeviceConnection(String(device.ip_address), Number(device.port))) };
    },
  );
}

/** Incident reports, numbered per year, and the persons each involves. */
function incidentRoutes(app: App, crud: CrudOptionsByResource): void {
  const incidents = companyOwned({
    select: (query) => query.select(incidentInvolvedCount()),
    validate: (values, { problems }) => {
      const now = manilaDateTime(app.deps.now());
      if (values.incident_at && String(values.incident_at) > now)
        problems.add('incident_at', 'The incident date and time cannot be in the future.');
      if (values.incident_at && values.reported_at && String(values.reported_at) < String(values.incident_at))
        problems.add('reported_at', 'The report cannot be made before the incident.');
    },
    derive: async (values, { trx, existing }) => {
      if (existing) return {};
      return { report_no: await nextIncidentReportNo(trx, String(values.incident_at).slice(0, 4)), status: 'reported' };
    },
    beforeDelete: ({ existing }) => {
      if (existing.status !== 'reported') throw new ConflictError('Only a report not yet under investigation can be deleted.');
    },
  });
  crud.set(incidentReportsResource.name, incidents);
  registerTransitions(app, incidentReportsResource, incidents, incidentReportsWorkflow);

  crud.set(incidentReportInvolvementsResource.name, {
    select: (query) =>
      query
        .innerJoin('incident_reports as ir', 'ir.id', 'r.incident_report_id')
        .leftJoin('employees as emp', 'emp.id', 'r.employee_id')
        .select(involvedPerson()),
    scope: (query, request) => query.where('ir.company_id', '=', knownCompanyId(request)),
    validate: async (values, { trx, problems, request }) => {
      if (!values.employee_id && !values.person_name)
        problems.add('person_name', 'The person name field is required when no employee is selected.');
      const status = await incidentReportStatus(trx, Number(values.incident_report_id), knownCompanyId(request));
      if (!status) problems.add('incident_report_id', 'The selected incident report is invalid.');
      else if (status === 'closed') throw new ConflictError('The incident report is closed; its persons involved can no longer change.');
    },
  });
}

/** The daily temperature log, a reading elevated at or above the company's alert temperature. */
function temperatureReadingOptions(app: App, crud: CrudOptionsByResource): void {
  crud.set(
    temperatureReadingsResource.name,
    employeeRecord({
      select: (query) => query.select(isElevatedReading().as('is_elevated')),
      customFilters: ['is_elevated'],
      applyCustomFilter: (query, _key, value) => {
        const elevated = value === true || value === 'true';
        return query.where(elevated ? isElevatedReading() : isNormalReading());
      },
      validate: (values, { problems }) => {
        if (values.reading_date && String(values.reading_date) > manilaToday(app.deps.now()))
          problems.add('reading_date', 'The date cannot be in the future.');
      },
    }),
  );
}

/** Approver-matrix rows belong to a company through their business unit. */
function companyOwnedThroughUnit(): Pick<CrudOptions, 'select' | 'scope'> {
  return {
    select: (query) => query.innerJoin('business_units as bu', 'bu.id', 'r.business_unit_id').select(businessUnitText()),
    scope: (query, request) => query.where('bu.company_id', '=', knownCompanyId(request)),
  };
}
