// The engine's thread for a processing run (engine-thread.ts starts it): each message is
// one chunk's inputs, each answer that chunk's daily records, in the order asked. Only the
// pure engine runs here; reading and writing stay with the database's thread.
import { parentPort } from 'node:worker_threads';
import { processTimesheet, type TimesheetInput } from '../engine';

parentPort!.on('message', (inputs: [number, TimesheetInput][]) => {
  try {
    parentPort!.postMessage({ results: inputs.map(([employeeId, input]) => [employeeId, processTimesheet(input)]) });
  } catch (error) {
    parentPort!.postMessage({ failure: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
