import simpleRestProvider from 'ra-data-simple-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '@core/resources/define';
import { approverMatricesResource } from '@core/resources/approver-matrices.resource';
import { awardsResource } from '@core/resources/awards.resource';
import { businessUnitsResource } from '@core/resources/business-units.resource';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { educationalAttainmentsResource } from '@core/resources/educational-attainments.resource';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { employeesResource } from '@core/resources/employees.resource';
import { employmentHistoriesResource } from '@core/resources/employment-histories.resource';
import { examinationsResource } from '@core/resources/examinations.resource';
import { incidentReportInvolvementsResource } from '@core/resources/incident-report-involvements.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import { licencesResource } from '@core/resources/licences.resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { positionsResource } from '@core/resources/positions.resource';
import { temperatureReadingsResource } from '@core/resources/temperature-readings.resource';
import { trainingsResource } from '@core/resources/trainings.resource';
import { useTestApp } from './test-app';

// Every HR resource definition through the console's own data provider
// (ra-data-simple-rest) against the real API: create, list with sort, filter,
// search and range (Content-Range), getMany, update, delete, and a 422 for
// each required field.

const t = useTestApp();
let provider: ReturnType<typeof simpleRestProvider>;
const ref: Record<string, number> = {};

class ApiError extends Error {
  constructor(readonly status: number, readonly body: { message: string; errors?: Record<string, string[]> }) {
    super(body.message);
  }
}

beforeAll(async () => {
  const token = await t.login('hr@example.com');
  provider = simpleRestProvider('/api/hr', async (url: string, options: { method?: string; body?: unknown } = {}) => {
    const response = await t.request({
      method: (options.method ?? 'GET') as 'GET', url, token, payload: options.body as string | undefined,
      headers: options.body ? { 'content-type': 'application/json' } : {},
    });
    const json = response.body ? JSON.parse(response.body) : undefined;
    if (response.statusCode >= 400) throw new ApiError(response.statusCode, json);
    return { status: response.statusCode, headers: new Headers(response.headers as Record<string, string>), body: response.body, json };
  });
  const first = async (resource: string, filter: object = {}) => (await provider.getList(resource, { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })).data[0].id as number;
  ref.employee = await first('employees', { status: 'active' });
  ref.unit = await first('business-units', { q: 'HRD' });
  ref.level = await first('org-levels');
  ref.position = await first('positions');
  ref.incident = await first('incident-reports', { status: 'reported' });
});

interface Case {
  definition: ResourceDefinition;
  sample: () => Record<string, unknown>;
  /** a field and new value for the update */
  change: [string, unknown];
  /** a word the search `q` must find in the created record */
  search: string;
}

const CASES: Case[] = [
  { definition: orgLevelsResource, sample: () => ({ rank: 9, code: 'TEAMZ', name: 'Teamzone' }), change: ['name', 'Team'], search: 'teamzone' },
  { definition: businessUnitsResource, sample: () => ({ code: 'ST-ILO', name: 'Store - Iloilo Zulueta', org_level_id: ref.level + 2, parent_id: null, region: 'VI', city_municipality: 'Iloilo City', is_active: true }), change: ['cost_center_code', 'CC-ILO'], search: 'zulueta' },
  { definition: positionsResource, sample: () => ({ code: 'BAR', title: 'Zumba Barista', job_level: 'rank_and_file', is_active: true }), change: ['title', 'Head Barista'], search: 'zumba' },
  { definition: approverMatricesResource, sample: () => ({ business_unit_id: ref.unit, application_type: 'leave', level: 1, approver_type: 'role', approver_role: '5', approval_mode: 'sequential', is_active: true }), change: ['approval_mode', 'any_of'], search: '' },
  { definition: companyEventsResource, sample: () => ({ event_type: 'announcement', title: 'Zebra crossing drill', publish_from: '2026-11-20' }), change: ['pinned', true], search: 'zebra' },
  { definition: devicesResource, sample: () => ({ name: 'Zamboanga gate', serial_no: 'ZK-TEST-1', comm_mode: 'push', status: 'active', ip_address: '10.9.9.9', port: 4370 }), change: ['location_name', 'Gate 2'], search: 'zamboanga' },
  { definition: incidentReportsResource, sample: () => ({ incident_at: '2026-11-01 10:00', business_unit_id: ref.unit, incident_type: 'safety', severity: 'low', description: 'Zigzag cable across the aisle.', reported_by_employee_id: ref.employee, reported_at: '2026-11-01 11:00' }), change: ['severity', 'medium'], search: '' },
  { definition: incidentReportInvolvementsResource, sample: () => ({ incident_report_id: ref.incident, person_name: 'Zosimo Visitor', involvement: 'witness' }), change: ['remarks', 'Saw it'], search: 'zosimo' },
  { definition: temperatureReadingsResource, sample: () => ({ reading_date: '2026-11-10', reading_time: '07:45:00', employee_id: ref.employee, temperature_celsius: 38.2, action_taken: 'sent_home', with_symptoms: true }), change: ['symptoms', 'Fever'], search: '' },
  { definition: employeesResource, sample: () => ({ last_name: 'Zaragoza', first_name: 'Zeny', sex: 'female', civil_status: 'single', birth_date: '1994-03-03', nationality: 'Filipino', present_address: 'Pasay', emergency_contact_name: 'Zed', emergency_contact_relationship: 'Brother', emergency_contact_phone: '09170000001', business_unit_id: ref.unit, position_id: ref.position, employment_status: 'probationary', hire_date: '2026-11-03', payment_mode: 'cash' }), change: ['nickname', 'Zen'], search: 'zaragoza' },
  { definition: educationalAttainmentsResource, sample: () => ({ employee_id: ref.employee, level: 'college', school: 'Zamboanga State College', is_graduated: true }), change: ['honors', 'Cum Laude'], search: 'zamboanga' },
  { definition: employmentHistoriesResource, sample: () => ({ employee_id: ref.employee, employer_name: 'Zesto Corporation', date_from: '2015-01-01', date_to: '2016-01-01' }), change: ['last_salary', 18000], search: 'zesto' },
  { definition: examinationsResource, sample: () => ({ employee_id: ref.employee, exam_name: 'Zonal aptitude test', exam_type: 'skills', date_taken: '2026-01-10', result: 'passed', score: 88.5 }), change: ['remarks', 'Good'], search: 'zonal' },
  { definition: licencesResource, sample: () => ({ employee_id: ref.employee, licence_type: 'Zoning permit', licence_no: 'ZP-1', expiry_date: '2030-01-01' }), change: ['issuing_body', 'LGU'], search: 'zoning' },
  { definition: trainingsResource, sample: () => ({ employee_id: ref.employee, title: 'Zero waste workshop', training_type: 'internal', date_from: '2026-05-01', cost: '1500.50' }), change: ['hours', 8], search: 'zero' },
  { definition: awardsResource, sample: () => ({ employee_id: ref.employee, award_name: 'Zeal award', category: 'recognition', date_awarded: '2026-06-01', cash_value: '2500.00' }), change: ['awarding_body', 'Store'], search: 'zeal' },
  { definition: employeeDependentsResource, sample: () => ({ employee_id: ref.employee, name: 'Zoe Child', relationship: 'child', is_philhealth_dependent: true }), change: ['is_hmo_dependent', true], search: 'zoe' },
  { definition: employeeMovementsResource, sample: () => ({ employee_id: ref.employee, movement_type: 'lateral_transfer', effective_date: '2099-12-01', to_business_unit_id: ref.unit, memo_no: 'ZMEMO-1' }), change: ['memo_no', 'ZMEMO-2'], search: 'zmemo' },
  { definition: disciplinaryActionsResource, sample: () => ({ employee_id: ref.employee, offense: 'Zone violation', offense_category: 'minor', offense_date: '2026-10-01' }), change: ['offense_category', 'major'], search: 'zone' },
];

describe.each(CASES)('$definition.name through ra-data-simple-rest', ({ definition, sample, change, search }) => {
  const name = definition.name;

  it('creates, reads, lists, finds, updates and deletes', async () => {
    const { data: created } = await provider.create(name, { data: sample() });
    expect(created.id).toEqual(expect.any(Number));
    expect(created.text).toEqual(expect.any(String));
    for (const [field, value] of Object.entries(sample())) {
      if (definition.fields[field]?.kind === 'money' || definition.fields[field]?.kind === 'number') expect(Number(created[field]), field).toBe(Number(value));
      else if (definition.fields[field]?.kind === 'datetime') expect(String(created[field])).toContain(String(value).slice(0, 16).replace('T', ' '));
      else if (definition.fields[field]?.kind === 'choice' && value !== null) expect(String(created[field]), field).toBe(String(value));
      else if (definition.fields[field]) expect(created[field], field).toEqual(value);
    }

    const [sortField, order] = definition.defaultSort;
    const page = await provider.getList(name, { pagination: { page: 1, perPage: 2 }, sort: { field: sortField, order }, filter: {} });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.data.length).toBeLessThanOrEqual(2);
    const raw = await t.request({ method: 'GET', url: `/api/hr/${name}?range=[0,1]`, token: await t.login('hr@example.com') });
    expect(raw.headers['content-range']).toMatch(new RegExp(`^${name} 0-[01]/${page.total}$`));

    const filterField = Object.entries(definition.fields).find(([field, f]) => f.filter && !f.readOnly && created[field] !== null && created[field] !== undefined && f.kind !== 'date')?.[0];
    if (filterField) {
      const filtered = await provider.getList(name, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'DESC' }, filter: { [filterField]: created[filterField] } });
      expect(filtered.data.some((r) => r.id === created.id), filterField).toBe(true);
      expect(filtered.data.every((r) => String(r[filterField]) === String(created[filterField])), filterField).toBe(true);
    }
    if (search) {
      const found = await provider.getList(name, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { q: search } });
      expect(found.data.map((r) => r.id)).toContain(created.id);
      const none = await provider.getList(name, { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'qqxxzzyy-nothing' } });
      expect(none.total).toBe(0);
    }

    const { data: many } = await provider.getMany(name, { ids: [created.id] });
    expect(many.map((r) => r.id)).toEqual([created.id]);

    const [field, value] = change;
    const { data: updated } = await provider.update(name, { id: created.id, data: { ...created, [field]: value }, previousData: created });
    expect(definition.fields[field].kind === 'money' || definition.fields[field].kind === 'number' ? Number(updated[field]) : updated[field]).toEqual(value);
    expect((await provider.getOne(name, { id: created.id })).data[field]).toEqual(updated[field]);

    await provider.delete(name, { id: created.id, previousData: updated });
    await expect(provider.getOne(name, { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 422 naming each required field left blank', async () => {
    const required = Object.entries(definition.fields).filter(([, f]) => f.required && !f.readOnly).map(([field]) => field);
    expect(required.length).toBeGreaterThan(0);
    for (const field of required) {
      const error = await provider.create(name, { data: { ...sample(), [field]: '' } }).catch((e: ApiError) => e);
      expect(error, field).toBeInstanceOf(ApiError);
      expect((error as ApiError).status, field).toBe(422);
      expect((error as ApiError).body.errors?.[field]?.[0], field).toMatch(/required/);
    }
  });
});
