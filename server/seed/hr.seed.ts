import { sql, type InsertObject } from 'kysely';
import { derivedRates } from '@core/resources/employee-compensations.resource';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SeedContext } from './context';
import type { SeededRandom } from './random';

// The HR side of the demo company: settings, approver matrix, each employee's
// hiring rate and 201 records, events, incidents, temperature checks, devices.

/** A new row of table T (its values may be SQL, as `now()`). */
type NewRow<T extends keyof DB & string> = InsertObject<DB, T>;

const PREFERENCES: [string, string, string, string, string][] = [
  [
    'employee_no_format',
    'EMP-{seq:5}',
    'string',
    'Employees',
    'Format of new employee numbers; {seq:n} is the sequence padded to n digits.',
  ],
  ['probation_months', '6', 'integer', 'Employees', 'Months of probationary employment (Labor Code art. 296).'],
  ['retirement_age_optional', '60', 'integer', 'Employees', 'Optional retirement age (RA 7641).'],
  ['retirement_age_compulsory', '65', 'integer', 'Employees', 'Compulsory retirement age (RA 7641).'],
  [
    'required_201_documents',
    '["birth_certificate","nbi_clearance","diploma","medical_certificate"]',
    'json',
    'Employees',
    'Documents every 201 file must hold.',
  ],
  ['temperature_alert_celsius', '37.5', 'decimal', 'Health', 'Readings at or above this temperature are flagged.'],
  ['late_filing_days', '30', 'integer', 'Filing', 'Days after the cutoff end an application may still be filed.'],
  ['advance_filing_days_default', '3', 'integer', 'Filing', 'Lead time of overtime, official business and change-shift applications.'],
  ['closing_blocks_on_pending_applications', 'true', 'boolean', 'Timekeeping', 'Timesheet closing waits for pending applications.'],
  ['closing_blocks_on_open_exceptions', 'true', 'boolean', 'Timekeeping', 'Timesheet closing waits for open attendance exceptions.'],
  ['filing_in_behalf_allowed', 'true', 'boolean', 'Filing', 'Managers may file applications for their team.'],
  ['medical_certificate_after_days', '2', 'integer', 'Filing', 'Sick leave longer than this needs a medical certificate.'],
  ['ot_minimum_minutes', '30', 'integer', 'Timekeeping', 'Shortest overtime that counts.'],
  ['payslip_release_on_post', 'true', 'boolean', 'Payroll', 'Payslips are released when the period is posted.'],
];

/** Monthly rates by position (pesos); store and warehouse staff are paid by the day. */
const MONTHLY: Record<string, number> = {
  PRES: 250000,
  HRM: 85000,
  HRO: 28000,
  TKO: 24000,
  PRS: 45000,
  PRO: 26000,
  ACC: 32000,
  FINM: 90000,
  ITM: 95000,
  SYSAD: 40000,
  DEV: 55000,
  MKTS: 30000,
  WHS: 35000,
  SM: 45000,
  ASM: 32000,
};
const DAILY: Record<string, number> = { WHA: 645, DRV: 700, CSH: 645, SA: 645, STK: 645, SG: 695 };

const SCHOOLS = [
  'University of the Philippines Diliman',
  'Ateneo de Manila University',
  'De La Salle University',
  'University of Santo Tomas',
  'Polytechnic University of the Philippines',
  'Far Eastern University',
  'Mapúa University',
  'University of San Carlos',
  'Ateneo de Davao University',
  'Adamson University',
  'Technological University of the Philippines',
  'Lyceum of the Philippines University',
];
const COURSES = [
  'BS Business Administration',
  'BS Accountancy',
  'BS Information Technology',
  'BS Computer Science',
  'BS Psychology',
  'AB Communication',
  'BS Marketing Management',
  'BS Hotel and Restaurant Management',
  'BS Industrial Engineering',
];
const EMPLOYERS = [
  'SM Supermalls',
  'Puregold Price Club',
  'Robinsons Retail',
  'Jollibee Foods Corporation',
  '7-Eleven Philippines',
  'Mercury Drug',
  'Ayala Land',
  'Globe Telecom',
  'Concentrix',
  'Accenture Philippines',
];
const TRAININGS: [string, string, string][] = [
  ['Customer Service Excellence', 'Bayanihan Academy', 'internal'],
  ['Occupational Safety and Health (BOSH)', 'OSHC', 'external'],
  ['Basic First Aid', 'Philippine Red Cross', 'external'],
  ['Data Privacy Act Awareness', 'Bayanihan Academy', 'online'],
  ['Cash Handling and Fraud Prevention', 'Bayanihan Academy', 'internal'],
  ['Leadership Essentials', 'Ateneo CORD', 'external'],
  ['Food Safety Compliance', 'FDA Academy', 'external'],
  ['Excel for Business', 'Coursera', 'online'],
];

const pick = <T>(random: SeededRandom, items: readonly T[]) => random.pick(items);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function insertMany<T extends keyof DB & string>(db: Database, table: T, rows: readonly NewRow<T>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += 1000) {
    if (rows.length > at)
      await db
        .insertInto(table)
        .values(rows.slice(at, at + 1000))
        .execute();
  }
}

/** The demo company's employees as the HR records need them: assignment, dates, status and position code. */
function seededEmployees(db: Database, companyId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select([
      'e.id',
      'e.employee_no',
      'e.hire_date',
      'e.separation_date',
      'e.separation_type',
      'e.separation_reason',
      'e.birth_date',
      'e.business_unit_id',
      'e.position_id',
      'e.employment_status',
      'e.payroll_group_id',
      'e.status',
      'e.payment_mode',
      'e.regularization_date',
      'p.code as position_code',
    ])
    .where('e.company_id', '=', companyId)
    .orderBy('e.id')
    .execute();
}

/** One of the employees the HR records are written for. */
type SeededEmployee = Awaited<ReturnType<typeof seededEmployees>>[number];

/** Bank-paid employees get an account number. */
async function giveBankAccounts(db: Database, random: SeededRandom, employees: readonly SeededEmployee[]): Promise<void> {
  const accounts = employees.filter((e) => e.payment_mode === 'bank').map((e) => sql`(${e.id}::bigint, ${`00${random.digits(10)}`})`);
  if (accounts.length > 0) {
    await sql`update employees e set bank_account_no = v.account from (values ${sql.join(accounts)}) as v(id, account) where e.id = v.id`.execute(
      db,
    );
  }
}

/** Company settings. */
async function seedPreferences(db: Database, context: SeedContext): Promise<void> {
  const { companyId } = context;
  await insertMany(
    db,
    'preferences',
    PREFERENCES.map(([key, value, data_type, group, description]) => ({
      company_id: companyId,
      key,
      value,
      data_type,
      group,
      description,
    })),
  );
}

/** Hire movements and hiring rates; regular employees also have a regularization and a later increase; and the movements HR is still working on. */
async function seedEmploymentHistory(
  db: Database,
  context: SeedContext,
  employees: readonly SeededEmployee[],
  active: readonly SeededEmployee[],
): Promise<void> {
  const { random, today } = context;
  const hires = await db
    .insertInto('employee_movements')
    .values(
      employees.map((e) => ({
        employee_id: e.id,
        movement_type: 'hire',
        effective_date: e.hire_date,
        status: 'applied',
        applied_at: sql`now()`,
        approved_at: sql`now()`,
        to_business_unit_id: e.business_unit_id,
        to_position_id: e.position_id,
        to_employment_status: e.employment_status === 'regular' ? 'probationary' : e.employment_status,
        to_payroll_group_id: e.payroll_group_id,
        to_rate_type: DAILY[e.position_code] ? 'daily' : 'monthly',
        to_basic_rate: String(DAILY[e.position_code] ?? MONTHLY[e.position_code] ?? 25000),
      })),
    )
    .returning(['id', 'employee_id'])
    .execute();
  const hireOf = new Map(hires.map((h) => [h.employee_id, h.id]));
  const compensations: NewRow<'employee_compensations'>[] = [];
  const movements: NewRow<'employee_movements'>[] = [];
  for (const e of employees) {
    const rateType = DAILY[e.position_code] ? 'daily' : 'monthly';
    const base = DAILY[e.position_code] ?? MONTHLY[e.position_code] ?? 25000;
    const hiring = rateType === 'daily' ? base : Math.round((base * 0.9) / 500) * 500;
    compensations.push({
      employee_id: e.id,
      effective_date: e.hire_date,
      rate_type: rateType,
      basic_rate: hiring.toFixed(2),
      ...derivedRates(rateType, hiring.toFixed(2)),
      is_minimum_wage_earner: rateType === 'daily' && hiring <= 695,
      statutory_minimum_daily_wage: rateType === 'daily' && hiring <= 695 ? hiring.toFixed(2) : null,
      wage_region: rateType === 'daily' && hiring <= 695 ? 'NCR' : null,
      employee_movement_id: hireOf.get(e.id),
      remarks: 'Hiring rate',
    });
    if (e.employment_status === 'regular' && e.regularization_date && e.regularization_date <= today) {
      movements.push({
        employee_id: e.id,
        movement_type: 'regularization',
        effective_date: e.regularization_date,
        status: 'applied',
        applied_at: sql`now()`,
        approved_at: sql`now()`,
        to_employment_status: 'regular',
        memo_no: `HR-MEMO-${e.regularization_date.slice(0, 4)}-${String(e.id).padStart(4, '0')}`,
        reason: 'Satisfactory performance during probation.',
      });
      if (rateType === 'monthly' && hiring !== base) {
        const increaseDate = addDays(e.regularization_date, 1);
        movements.push({
          employee_id: e.id,
          movement_type: 'salary_adjustment',
          effective_date: increaseDate,
          status: 'applied',
          applied_at: sql`now()`,
          approved_at: sql`now()`,
          to_rate_type: 'monthly',
          to_basic_rate: base.toFixed(2),
          reason: 'Salary adjustment on regularization.',
        });
        compensations.push({
          employee_id: e.id,
          effective_date: increaseDate,
          rate_type: 'monthly',
          basic_rate: base.toFixed(2),
          ...derivedRates('monthly', base.toFixed(2)),
          is_minimum_wage_earner: false,
          remarks: 'salary adjustment',
        });
      }
    }
    if (e.separation_date) {
      movements.push({
        employee_id: e.id,
        movement_type: 'separation',
        effective_date: e.separation_date,
        status: 'applied',
        applied_at: sql`now()`,
        approved_at: sql`now()`,
        separation_type: e.separation_type,
        last_working_day: e.separation_date,
        reason: e.separation_reason,
      });
    }
  }
  await insertMany(db, 'employee_compensations', compensations);
  // pending movements HR is working on
  for (let n = 0; n < 6; n++) {
    const e = active[random.integer(0, active.length - 1)];
    movements.push({
      employee_id: e.id,
      movement_type: n % 2 === 0 ? 'promotion' : 'lateral_transfer',
      effective_date: addDays(today, 7 + n * 5),
      status: n < 3 ? 'draft' : 'approved',
      to_position_id: n % 2 === 0 ? context.positions.get('ASM') : null,
      to_business_unit_id: n % 2 === 1 ? context.businessUnits.get(pick(random, ['ST-QC', 'ST-PSG', 'ST-MKT'])) : null,
      memo_no: `HR-MEMO-${today.slice(0, 4)}-${String(900 + n)}`,
      reason: n % 2 === 0 ? 'Promotion after leadership assessment.' : 'Store staffing rebalancing.',
    });
  }
  await insertMany(db, 'employee_movements', movements);
}

/** The 201 file: schooling, previous jobs, examinations, licences, trainings and awards (one pass over the employees, in the order the random draws were made). */
async function seed201Records(db: Database, context: SeedContext, employees: readonly SeededEmployee[]): Promise<void> {
  const { random, today } = context;
  const education: NewRow<'educational_attainments'>[] = [];
  const histories: NewRow<'employment_histories'>[] = [];
  const exams: NewRow<'examinations'>[] = [];
  const licences: NewRow<'licences'>[] = [];
  const trainings: NewRow<'trainings'>[] = [];
  const awards: NewRow<'awards'>[] = [];
  for (const e of employees) {
    const birthYear = Number(e.birth_date.slice(0, 4));
    const college = !['WHA', 'DRV', 'SG', 'STK'].includes(e.position_code) || random.next() < 0.3;
    education.push({
      employee_id: e.id,
      level: 'senior_high',
      school: `${pick(random, ['Rizal', 'Mabini', 'Bonifacio', 'Quezon'])} National High School`,
      year_from: birthYear + 12,
      year_to: birthYear + 18,
      is_graduated: true,
    });
    if (college) {
      education.push({
        employee_id: e.id,
        level: 'college',
        school: pick(random, SCHOOLS),
        degree_course: pick(random, COURSES),
        year_from: birthYear + 18,
        year_to: birthYear + 22,
        is_graduated: random.next() < 0.9,
        honors: random.next() < 0.1 ? pick(random, ['Cum Laude', 'Magna Cum Laude', "Dean's Lister"]) : null,
      });
    }
    const start = `${birthYear + 22}-06-01`;
    if (random.next() < 0.6 && start < e.hire_date) {
      const end = addDays(e.hire_date, -random.integer(15, 120));
      if (end > start) {
        histories.push({
          employee_id: e.id,
          employer_name: pick(random, EMPLOYERS),
          employer_address: 'Metro Manila',
          position_title: pick(random, ['Sales Clerk', 'Cashier', 'Staff', 'Associate', 'Officer']),
          date_from: start,
          date_to: end,
          last_salary: (random.integer(18, 40) * 1000).toFixed(2),
          reason_for_leaving: pick(random, ['Career growth', 'End of contract', 'Relocation', 'Better compensation']),
        });
      }
    }
    exams.push({
      employee_id: e.id,
      exam_name: 'Pre-employment medical examination',
      exam_type: 'medical',
      date_taken: addDays(e.hire_date, -random.integer(7, 21)),
      result: 'passed',
      administered_by: 'Hi-Precision Diagnostics',
    });
    if (random.next() < 0.7) {
      const passing = 70;
      const score = random.integer(62, 98);
      exams.push({
        employee_id: e.id,
        exam_name: 'Aptitude and skills test',
        exam_type: 'pre_employment',
        date_taken: addDays(e.hire_date, -random.integer(14, 40)),
        score: score.toFixed(2),
        passing_score: passing.toFixed(2),
        result: score >= passing ? 'passed' : 'failed',
        administered_by: 'HR Department',
      });
    }
    if (e.position_code === 'DRV' || (e.position_code === 'WHS' && random.next() < 0.5)) {
      const issued = random.date('2022-01-01', today);
      licences.push({
        employee_id: e.id,
        licence_type: "Professional driver's licence",
        licence_no: `N${random.digits(2)}-${random.digits(2)}-${random.digits(6)}`,
        issuing_body: 'Land Transportation Office',
        date_issued: issued,
        expiry_date: addDays(issued, 365 * 5),
      });
    }
    if (e.position_code === 'ACC' || e.position_code === 'FINM') {
      const issued = random.date('2016-01-01', '2024-12-31');
      licences.push({
        employee_id: e.id,
        licence_type: 'PRC licence (CPA)',
        licence_no: random.digits(7),
        issuing_body: 'Professional Regulation Commission',
        date_issued: issued,
        expiry_date: addDays(today, random.integer(-30, 700)),
      });
    }
    if (e.position_code === 'SG') {
      licences.push({
        employee_id: e.id,
        licence_type: 'Security guard licence',
        licence_no: `SG-${random.digits(8)}`,
        issuing_body: 'PNP SOSIA',
        date_issued: addDays(today, -random.integer(200, 700)),
        expiry_date: addDays(today, random.integer(-20, 90)),
      });
    }
    if (e.position_code === 'CSH' && random.next() < 0.3) {
      licences.push({
        employee_id: e.id,
        licence_type: 'TESDA NC II (Bookkeeping)',
        licence_no: random.digits(14),
        issuing_body: 'TESDA',
        date_issued: random.date('2018-01-01', today),
        expiry_date: null,
      });
    }
    const trainingCount = random.integer(0, 2);
    for (let t = 0; t < trainingCount; t++) {
      const [title, provider, type] = pick(random, TRAININGS);
      const from = random.date(e.hire_date, today > e.hire_date ? today : e.hire_date);
      const external = type === 'external';
      trainings.push({
        employee_id: e.id,
        title,
        provider,
        training_type: type,
        date_from: from,
        date_to: addDays(from, random.integer(0, 2)),
        hours: String(random.integer(4, 24)),
        cost: external ? (random.integer(3, 25) * 500).toFixed(2) : null,
        bond_until: external && random.next() < 0.3 ? addDays(from, 365) : null,
      });
    }
    if (random.next() < 0.08 && e.hire_date < `${Number(today.slice(0, 4)) - 5}-01-01`) {
      awards.push({
        employee_id: e.id,
        award_name: '5 Years of Loyal Service',
        category: 'service',
        awarding_body: 'Bayanihan Retail Corporation',
        date_awarded: `${Number(e.hire_date.slice(0, 4)) + 5}${e.hire_date.slice(4)}`,
        cash_value: '5000.00',
        description: 'Service award under the company recognition plan.',
      });
    } else if (random.next() < 0.05) {
      awards.push({
        employee_id: e.id,
        award_name: pick(random, ['Employee of the Month', 'Top Seller of the Quarter', 'Safety Champion']),
        category: pick(random, ['performance', 'recognition', 'safety']),
        awarding_body: 'Bayanihan Retail Corporation',
        date_awarded: random.date(e.hire_date, today > e.hire_date ? today : e.hire_date),
        cash_value: (random.integer(1, 6) * 1000).toFixed(2),
      });
    }
  }
  await insertMany(db, 'educational_attainments', education);
  await insertMany(db, 'employment_histories', histories);
  await insertMany(db, 'examinations', exams);
  await insertMany(db, 'licences', licences);
  await insertMany(db, 'trainings', trainings);
  await insertMany(db, 'awards', awards);
}

/** Incidents and the cases that followed, and a few open tardiness cases. */
async function seedIncidents(
  db: Database,
  context: SeedContext,
  employees: readonly SeededEmployee[],
  active: readonly SeededEmployee[],
): Promise<void> {
  const { random, companyId, today } = context;
  const stores = ['ST-MKT', 'ST-QC', 'ST-PSG', 'ST-CEB', 'ST-DVO', 'LOG'];
  const incidentRows: NewRow<'incident_reports'>[] = [];
  const incidentKinds: [string, string, string][] = [
    ['accident', 'medium', 'Stock clerk slipped on a wet floor in the receiving area; minor sprain.'],
    ['property_damage', 'low', 'Pallet jack hit a display shelf during unloading; shelf bent.'],
    ['misconduct', 'high', 'Cash shortage of PHP 3,500 found at end-of-day count on counter 4.'],
    ['security', 'medium', 'Attempted shoplifting of electronics stopped at the exit.'],
    ['safety', 'low', 'Blocked fire exit found during the weekly inspection.'],
    ['injury', 'medium', 'Delivery helper cut his hand while opening a crate.'],
    ['misconduct', 'medium', 'Repeated tardiness and leaving the post without notice.'],
  ];
  const statuses = ['closed', 'resolved', 'under_investigation', 'reported', 'under_investigation', 'closed', 'reported'];
  incidentKinds.forEach(([type, severity, description], n) => {
    const unit = stores[n % stores.length];
    const at = `${addDays(today, -(60 - n * 8))} ${String(9 + n).padStart(2, '0')}:30:00`;
    const reporter = employees.find((e) => e.business_unit_id === context.businessUnits.get(unit))!;
    incidentRows.push({
      company_id: companyId,
      report_no: `IR-${at.slice(0, 4)}-${String(n + 1).padStart(5, '0')}`,
      incident_at: at,
      business_unit_id: context.businessUnits.get(unit)!,
      location: unit === 'LOG' ? 'Receiving bay' : 'Sales floor',
      incident_type: type,
      severity,
      description,
      reported_by_employee_id: reporter.id,
      reported_at: at.replace(/\d{2}:30:00$/, '18:00:00'),
      status: statuses[n],
      resolution: ['closed', 'resolved'].includes(statuses[n]) ? 'Corrective action taken and staff briefed.' : null,
    });
  });
  const incidents = await db
    .insertInto('incident_reports')
    .values(incidentRows)
    .returning(['id', 'business_unit_id', 'incident_type', 'incident_at', 'status'])
    .execute();
  const involvements: NewRow<'incident_report_involvements'>[] = [];
  const cases: NewRow<'disciplinary_actions'>[] = [];
  for (const [index, incident] of incidents.entries()) {
    const staff = employees.filter((e) => e.business_unit_id === incident.business_unit_id && e.status === 'active');
    const respondent = staff[random.integer(1, staff.length - 1)];
    const witness = staff[random.integer(1, staff.length - 1)];
    involvements.push({
      incident_report_id: incident.id,
      employee_id: respondent.id,
      involvement: incident.incident_type === 'accident' || incident.incident_type === 'injury' ? 'injured' : 'respondent',
    });
    involvements.push({ incident_report_id: incident.id, employee_id: witness.id, involvement: 'witness' });
    if (incident.incident_type === 'security')
      involvements.push({
        incident_report_id: incident.id,
        person_name: 'Unidentified customer',
        involvement: 'respondent',
        remarks: 'Turned over to barangay tanod.',
      });
    if (incident.incident_type === 'misconduct') {
      const offenseDate = String(incidentRows[index].incident_at).slice(0, 10);
      const decided = incident.status === 'closed';
      cases.push({
        employee_id: respondent.id,
        incident_report_id: incident.id,
        offense: incident.incident_type === 'misconduct' ? 'Violation of the code of conduct: cash handling' : 'Safety violation',
        offense_category: 'major',
        offense_date: offenseDate,
        offense_count: 1,
        nte_served_at: addDays(offenseDate, 2),
        explanation_due_at: addDays(offenseDate, 7),
        explanation_received_at: addDays(offenseDate, 6),
        decision: decided ? 'suspension' : null,
        decision_at: decided ? addDays(offenseDate, 14) : null,
        suspension_start: decided ? addDays(offenseDate, 16) : null,
        suspension_end: decided ? addDays(offenseDate, 18) : null,
        status: decided ? 'closed' : incident.status === 'reported' ? 'nte_served' : 'explanation_received',
      });
    }
  }
  const offenders = active.slice(40, 43);
  offenders.forEach((e, n) =>
    cases.push({
      employee_id: e.id,
      offense: 'Habitual tardiness',
      offense_category: 'minor',
      offense_date: addDays(today, -10 - n * 7),
      offense_count: 1,
      status: 'open',
    }),
  );
  await insertMany(db, 'incident_report_involvements', involvements);
  await insertMany(db, 'disciplinary_actions', cases);
}

/** Health screening at the head office for the last five working days. */
async function seedTemperatureReadings(db: Database, context: SeedContext, employees: readonly SeededEmployee[]): Promise<void> {
  const { random, today } = context;
  const office = employees.filter(
    (e) =>
      e.status === 'active' &&
      [...context.businessUnits.entries()].some(
        ([code, id]) => id === e.business_unit_id && ['HO', 'HRD', 'FIN', 'ITD', 'MKT'].includes(code),
      ),
  );
  const readings: NewRow<'temperature_readings'>[] = [];
  for (let day = 0; day < 5; day++) {
    const date = addDays(today, -day);
    for (const e of office) {
      const elevated = random.next() < 0.02;
      const temperature = elevated ? 37.5 + random.integer(0, 12) / 10 : 35.8 + random.integer(0, 12) / 10;
      readings.push({
        employee_id: e.id,
        reading_date: date,
        reading_time: `07:${String(random.integer(30, 59)).padStart(2, '0')}:00`,
        temperature_celsius: temperature.toFixed(1),
        with_symptoms: elevated && random.next() < 0.5,
        symptoms: elevated ? 'Cough and colds' : null,
        action_taken: elevated ? 'sent_home' : 'allowed_entry',
      });
    }
  }
  await insertMany(db, 'temperature_readings', readings);
}

/** The time recorders of each site. */
async function seedDevices(db: Database, context: SeedContext): Promise<void> {
  const { companyId, today } = context;
  const year = today.slice(0, 4);
  await insertMany(
    db,
    'devices',
    [
      { code: 'HO', name: 'Head office lobby', model: 'SpeedFace-V5L', ip: '10.10.1.21' },
      { code: 'LOG', name: 'Calamba warehouse gate', model: 'MB460', ip: '10.20.1.21' },
      { code: 'ST-MKT', name: 'Makati Ayala staff entrance', model: 'SpeedFace-V5L', ip: '10.30.1.21' },
      { code: 'ST-QC', name: 'Cubao staff entrance', model: 'MB460', ip: '10.31.1.21' },
      { code: 'ST-PSG', name: 'Ortigas staff entrance', model: 'MB460', ip: '10.32.1.21' },
      { code: 'ST-CEB', name: 'Cebu IT Park staff entrance', model: 'uFace 800', ip: '10.40.1.21' },
      { code: 'ST-DVO', name: 'Davao Lanang staff entrance', model: 'uFace 800', ip: '10.50.1.21' },
    ].map((d, n) => ({
      company_id: companyId,
      name: d.name,
      serial_no: `ZK${year}${String(1001 + n)}`,
      brand: 'ZKTeco',
      model: d.model,
      ip_address: d.ip,
      port: 4370,
      business_unit_id: context.businessUnits.get(d.code),
      location_name: d.name,
      comm_mode: n === 5 ? 'file_upload' : 'pull',
      status: n === 6 ? 'maintenance' : 'active',
      last_sync_at: n === 6 ? null : sql`now() - interval '${sql.raw(String(n * 7 + 3))} minutes'`,
    })),
  );
}

/** Who approves applications in each business unit. */
async function seedApproverMatrix(db: Database, context: SeedContext): Promise<void> {
  const { today } = context;
  const year = today.slice(0, 4);
  const matrix: NewRow<'approver_matrices'>[] = [];
  for (const [code, unitId] of context.businessUnits) {
    matrix.push({
      business_unit_id: unitId,
      application_type: 'all',
      level: 1,
      approver_type: 'immediate_superior',
      approval_mode: 'sequential',
      effective_from: `${year}-01-01`,
    });
    matrix.push({
      business_unit_id: unitId,
      application_type: 'all',
      level: 2,
      approver_type: code.startsWith('ST-') || code === 'LOG' ? 'business_unit_head' : 'role',
      approver_role: code.startsWith('ST-') || code === 'LOG' ? null : 5,
      approval_mode: 'sequential',
      effective_from: `${year}-01-01`,
    });
    if (code.startsWith('ST-'))
      matrix.push({
        business_unit_id: unitId,
        application_type: 'overtime',
        level: 1,
        approver_type: 'business_unit_head',
        approval_mode: 'any_of',
        effective_from: `${year}-01-01`,
      });
  }
  await insertMany(db, 'approver_matrices', matrix);
}

/** Announcements, events and memos. */
async function seedCompanyEvents(db: Database, context: SeedContext): Promise<void> {
  const { companyId, today } = context;
  const year = today.slice(0, 4);
  await insertMany(
    db,
    'company_events',
    [
      {
        event_type: 'announcement',
        title: 'Annual physical examination schedule',
        body: 'Hi-Precision will hold the annual physical examination at the head office. Bring a valid ID and fast for 8 hours.',
        publish_from: addDays(today, -5),
        publish_until: addDays(today, 20),
        pinned: true,
        status: 'published',
      },
      {
        event_type: 'event',
        title: 'Christmas party',
        body: 'Company-wide Christmas party with raffle and awards.',
        starts_at: `${year}-12-19 17:00:00`,
        ends_at: `${year}-12-19 23:00:00`,
        location: 'Makati Shangri-La Grand Ballroom',
        publish_from: addDays(today, -10),
        status: 'published',
      },
      {
        event_type: 'memo',
        title: 'Memo 2026-014: Updated cash handling policy',
        body: 'All cashiers must count their drawers with the store supervisor at shift end.',
        publish_from: addDays(today, -30),
        status: 'published',
      },
      {
        event_type: 'event',
        title: 'Blood letting activity',
        body: 'In partnership with the Philippine Red Cross.',
        starts_at: `${addDays(today, 12)} 08:00:00`,
        ends_at: `${addDays(today, 12)} 15:00:00`,
        location: 'Head office, 18/F',
        publish_from: addDays(today, 1),
        status: 'draft',
      },
      {
        event_type: 'announcement',
        title: 'Mid-year performance review',
        body: 'Reviews are closed; thank you for your participation.',
        publish_from: addDays(today, -150),
        publish_until: addDays(today, -120),
        status: 'archived',
      },
    ].map((e) => ({ company_id: companyId, all_day: false, pinned: false, audience_business_unit_ids: JSON.stringify([]), ...e })),
  );
}

export async function seedHr(db: Database, context: SeedContext): Promise<void> {
  await seedPreferences(db, context);
  const employees = await seededEmployees(db, context.companyId);
  await giveBankAccounts(db, context.random, employees);
  const active = employees.filter((e) => e.status === 'active');
  // in this order: each step draws from the one seeded random sequence
  await seedEmploymentHistory(db, context, employees, active);
  await seed201Records(db, context, employees);
  await seedIncidents(db, context, employees, active);
  await seedTemperatureReadings(db, context, employees);
  await seedDevices(db, context);
  await seedApproverMatrix(db, context);
  await seedCompanyEvents(db, context);
}
