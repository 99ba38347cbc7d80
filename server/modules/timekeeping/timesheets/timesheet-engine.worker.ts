// The engine's thread for a processing run (engine-thread.ts starts it): each message is
// one chunk's inputs, each answer that chunk's daily records, in the order asked. Only the
// pure engine runs here; reading and writing stay with the database's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { processTimesheet, type DailyTimeRecord, type TimesheetInput } from '../engine';

/**
 * What processing stores of a daily record: all but the hours and the night minutes by
 * calendar date (payroll reads them from the stored columns), a third less to copy back.
 */
export type StoredRecord = Omit<DailyTimeRecord, 'hours' | 'night_minutes_by_calendar_date'>;

const stored = ({ hours, night_minutes_by_calendar_date, ...record }: DailyTimeRecord): StoredRecord => record;

parentPort!.on('message', (inputs: [number, TimesheetInput][]) => {
  try {
    parentPort!.postMessage({ results: inputs.map(([employeeId, input]) => [employeeId, processTimesheet(input).map(stored)]) });
  } catch (error) {
    parentPort!.postMessage({ failure: error instanceof Error ? error.message : String(error) });
  }
});
Atomics.store((workerData as { loaded: Int32Array }).loaded, 0, 1);
parentPort!.postMessage({ ready: true });
