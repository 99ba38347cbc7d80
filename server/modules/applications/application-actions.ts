import type { Database } from '../../db/database';
import {
  approveApplication,
  approveApplications,
  decideCancellation,
  rejectApplication,
  requestCancellation,
  withdrawApplication,
} from './decision.service';
import { editApplication, fileApplication } from './filing.service';

// The filing and decision services each take the transaction they run in (the seed runs
// several in one); a portal's call runs one in a transaction of its own.

const transactional =
  <A extends unknown[], R>(step: (trx: Database, ...args: A) => Promise<R>) =>
  (db: Database, ...args: A): Promise<R> =>
    db.transaction().execute((trx) => step(trx, ...args));

export const file = transactional(fileApplication);
export const edit = transactional(editApplication);
export const approve = transactional(approveApplication);
export const approveAll = transactional(approveApplications);
export const reject = transactional(rejectApplication);
export const decideCancellationOf = transactional(decideCancellation);
export const requestCancellationOf = transactional(requestCancellation);
export const withdraw = transactional(withdrawApplication);
