import { describe, expect, it } from 'vitest';
import { processTimesheet, type DailyTimeRecord, type TimesheetInput } from '../../../server/modules/timekeeping/engine';
import { EngineThread } from '../../../server/modules/timekeeping/timesheets/engine-thread';

// Processing computes its chunks in a worker thread: what the thread answers is what the
// engine computes here, chunk by chunk in the order asked.
const DAY = { code: 'DAY', time_in: '08:00', time_out: '17:00', break_start: '12:00', break_end: '13:00', grace_minutes: 5 };

function employee(n: number): TimesheetInput {
  const dates = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-06'];
  return {
    dates,
    employee: { employee_no: `EMP-${n}`, time_recorder_id: null, rest_days: [0, 6], default_shift: 'DAY', business_unit_city: 'Makati' },
    shifts: [DAY],
    night_differential_rule: { window_start: '22:00', window_end: '06:00' },
    preferences: { ot_minimum_minutes: 30 },
    calendar: [
      { date: '2026-06-02', holidays: [{ name: 'A holiday', holiday_type: 'regular', scope: 'national', city_municipality: null }] },
    ],
    punches: [
      { punched_at: `2026-06-01 08:${String(n % 30).padStart(2, '0')}:00`, punch_type: 'in', source: 'device' },
      { punched_at: `2026-06-01 ${n % 2 ? '19:30' : '16:40'}:00`, punch_type: 'out', source: 'device' },
      { punched_at: '2026-06-03 07:55:00', punch_type: 'in', source: 'device' },
    ],
  };
}

const storedPart = ({ hours, night_minutes_by_calendar_date, ...record }: DailyTimeRecord) => record;

describe('EngineThread', () => {
  it('answers each chunk with what processTimesheet computes, in order', async () => {
    const thread = new EngineThread();
    try {
      expect(await thread.loaded).toBe(true);
      const chunks = [0, 1, 2].map((c) => new Map([0, 1, 2, 3, 4].map((k) => [c * 10 + k, employee(c * 10 + k)])));
      const answers = await Promise.all(chunks.map((chunk) => thread.compute(chunk)));
      for (const [c, chunk] of chunks.entries()) {
        expect([...answers[c]!.keys()]).toEqual([...chunk.keys()]);
        for (const [id, input] of chunk) expect(answers[c]!.get(id)).toEqual(processTimesheet(input).map(storedPart));
      }
    } finally {
      await thread.close();
    }
  });

  it('rejects a chunk the engine cannot compute, with the engine’s message', async () => {
    const thread = new EngineThread();
    try {
      expect(await thread.loaded).toBe(true);
      const broken = { ...employee(1), punches: [{ punched_at: 'not a time', punch_type: 'in', source: 'device' }] } as TimesheetInput;
      await expect(thread.compute(new Map([[1, broken]]))).rejects.toThrow(/not a date and time/);
      expect((await thread.compute(new Map([[2, employee(2)]]))).get(2)).toEqual(processTimesheet(employee(2)).map(storedPart));
    } finally {
      await thread.close();
    }
  });

  it('computes in this thread when no thread is started', async () => {
    const thread = new EngineThread({ start: false });
    expect(await thread.loaded).toBe(false);
    expect((await thread.compute(new Map([[3, employee(3)]]))).get(3)).toEqual(processTimesheet(employee(3)));
    await thread.close();
  });
});
