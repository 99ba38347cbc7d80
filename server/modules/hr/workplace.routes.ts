import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, AnyObject, IdParams } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';
import { sql } from 'kysely';
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
import { registerTransitions } from './transitions';
import { companyEventsWorkflow } from '@core/resources/company-events.workflow';
import { devicesWorkflow } from '@core/resources/devices.workflow';
import { incidentReportsWorkflow } from '@core/resources/incident-reports.workflow';

// Approver matrix, company events, preferences, devices, incidents and the
// daily temperature log.

export async function workplaceRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  crud.set(approverMatricesResource.name, {
    ...companyOwnedThroughUnit(),
    validate: async (values, { trx, existing, problems, request }) => {
      const unit = await trx
        .selectFrom('business_units')
        .select('id')
        .where('id', '=', Number(values.business_unit_id))
        .where('company_id', '=', knownCompanyId(request))
        .executeTakeFirst();
      if (!unit) problems.add('business_unit_id', 'The selected business unit is invalid.');
      if (values.approver_type === 'employee' && !values.approver_employee_id)
        problems.add('approver_employee_id', 'The approver field is required when the approver type is employee.');
      if (values.approver_type === 'role' && !values.approver_role)
        problems.add('approver_role', 'The approver role field is required when the approver type is role.');
      if (values.effective_from && values.effective_to && String(values.effective_to) < String(values.effective_from)) {
        problems.add('effective_to', 'The effective to date must be on or after the effective from date.');
      }
      if (!problems.isEmpty || Number(values.level) === 1) return;
      // Levels of one (unit, employee, type) run 1, 2, 3… without gaps.
      let previous = trx
        .selectFrom('approver_matrices')
        .select('id')
        .where('business_unit_id', '=', Number(values.business_unit_id))
        .where('application_type', '=', String(values.application_type))
        .where('level', '=', Number(values.level) - 1);
      previous = values.employee_id
        ? previous.where('employee_id', '=', Number(values.employee_id))
        : previous.where('employee_id', 'is', null);
      if (existing) previous = previous.where('id', '<>', Number(existing.id));
      if (!(await previous.executeTakeFirst()))
        problems.add('level', `Level ${Number(values.level) - 1} must exist before level ${values.level}.`);
    },
    derive: (values) => ({
      approver_role: values.approver_role === null || values.approver_role === undefined ? null : Number(values.approver_role),
    }),
  });

  const events = companyOwned(companyEventsResource, {
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

  crud.set(
    preferencesResource.name,
    companyOwned(preferencesResource, {
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

  const devices = companyOwned(devicesResource);
  crud.set(devicesResource.name, devices);
  registerTransitions(app, devicesResource, devices, devicesWorkflow);
  const ConnectionTest = Type.Object({ id: Type.Integer(), reachable: Type.Boolean(), elapsed_ms: Type.Integer(), message: Type.String() });
  app.post(
    '/api/hr/devices/:id/test-connection',
    { schema: { params: IdParams, body: AnyObject, response: answers(ConnectionTest) } },
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
      const started = Date.now();
      const outcome = await tryConnect(String(device.ip_address), Number(device.port), CONNECTION_TIMEOUT_MS);
      return {
        id: device.id,
        reachable: outcome === 'answered',
        elapsed_ms: Date.now() - started,
        message: CONNECTION_MESSAGES[outcome](`${device.ip_address} port ${device.port}`),
      };
    },
  );

  const incidents = companyOwned(incidentReportsResource, {
    select: (query) =>
      query.select(
        sql<number>`(select count(*)::int from incident_report_involvements i where i.incident_report_id = r.id)`.as('involved'),
      ),
    validate: (values, { problems }) => {
      const now = manilaDateTime(app.deps.now());
      if (values.incident_at && String(values.incident_at) > now)
        problems.add('incident_at', 'The incident date and time cannot be in the future.');
      if (values.incident_at && values.reported_at && String(values.reported_at) < String(values.incident_at))
        problems.add('reported_at', 'The report cannot be made before the incident.');
    },
    derive: async (values, { trx, existing }) => {
      if (existing) return {};
      const year = String(values.incident_at).slice(0, 4);
      const last = await trx
        .selectFrom('incident_reports')
        .select(sql<string>`max(report_no)`.as('no'))
        .where('report_no', 'like', `IR-${year}-%`)
        .executeTakeFirst();
      const next = last?.no ? Number(last.no.slice(8)) + 1 : 1;
      return { report_no: `IR-${year}-${String(next).padStart(5, '0')}`, status: 'reported' };
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
        .select(sql<string>`coalesce(concat(emp.employee_no, ' · ', emp.last_name, ', ', emp.first_name), r.person_name)`.as('person')),
    scope: (query, request) => query.where('ir.company_id', '=', knownCompanyId(request)),
    validate: async (values, { trx, problems, request }) => {
      if (!values.employee_id && !values.person_name)
        problems.add('person_name', 'The person name field is required when no employee is selected.');
      const report = await trx
        .selectFrom('incident_reports')
        .select('status')
        .where('id', '=', Number(values.incident_report_id))
        .where('company_id', '=', knownCompanyId(request))
        .executeTakeFirst();
      if (!report) problems.add('incident_report_id', 'The selected incident report is invalid.');
      else if (report.status === 'closed')
        throw new ConflictError('The incident report is closed; its persons involved can no longer change.');
    },
  });

  crud.set(
    temperatureReadingsResource.name,
    employeeRecord(temperatureReadingsResource, {
      select: (query) =>
        query.select(
          sql<boolean>`r.temperature_celsius >= coalesce((select value::numeric from preferences p where p.company_id = emp.company_id and p.key = 'temperature_alert_celsius'), 37.5)`.as(
            'is_elevated',
          ),
        ),
      customFilters: ['is_elevated'],
      applyCustomFilter: (query, _key, value) => {
        const elevated = value === true || value === 'true';
        const threshold = sql`coalesce((select value::numeric from preferences p where p.company_id = emp.company_id and p.key = 'temperature_alert_celsius'), 37.5)`;
        return query.where(
          elevated ? sql<boolean>`r.temperature_celsius >= ${threshold}` : sql<boolean>`r.temperature_celsius < ${threshold}`,
        );
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
    select: (query) =>
      query
        .innerJoin('business_units as bu', 'bu.id', 'r.business_unit_id')
        .select(sql<string>`concat(bu.code, ' · ', bu.name)`.as('business_unit_text')),
    scope: (query, request) => query.where('bu.company_id', '=', knownCompanyId(request)),
  };
}

const CONNECTION_TIMEOUT_MS = 3000;
type ConnectionOutcome = 'answered' | 'refused' | 'unreachable' | 'silent';
const CONNECTION_MESSAGES: Record<ConnectionOutcome, (address: string) => string> = {
  answered: (address) => `The device at ${address} answered.`,
  refused: (address) => `Nothing at ${address} accepts connections: check the device's address, port and power.`,
  unreachable: (address) => `The network has no way to ${address}: check the device's address and the server's network.`,
  silent: (address) => `The device at ${address} did not answer within ${CONNECTION_TIMEOUT_MS / 1000} seconds.`,
};

const ERROR_OUTCOMES: Record<string, ConnectionOutcome> = { ECONNREFUSED: 'refused', ETIMEDOUT: 'silent' };

/** One TCP connection attempt, given up after timeoutMs (a connect that never completes included). */
function tryConnect(host: string, port: number, timeoutMs: number): Promise<ConnectionOutcome> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const timer = setTimeout(() => done('silent'), timeoutMs);
    function done(outcome: ConnectionOutcome) {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    }
    socket.once('connect', () => done('answered'));
    socket.once('error', (error: NodeJS.ErrnoException) => done(ERROR_OUTCOMES[error.code ?? ''] ?? 'unreachable'));
    socket.connect(port, host);
  });
}
