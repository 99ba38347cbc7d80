import { inOwnTransaction } from '../../shared/transaction';
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

export const file = inOwnTransaction(fileApplication);
export const edit = inOwnTransaction(editApplication);
export const approve = inOwnTransaction(approveApplication);
export const approveAll = inOwnTransaction(approveApplications);
export const reject = inOwnTransaction(rejectApplication);
export const decideCancellationOf = inOwnTransaction(decideCancellation);
export const requestCancellationOf = inOwnTransaction(requestCancellation);
export const withdraw = inOwnTransaction(withdrawApplication);
