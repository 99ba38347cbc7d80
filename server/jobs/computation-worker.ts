import type { Database } from '../db/database';
import { drainRunningComputations } from '../modules/payroll/processing/computation.service';

// Every API process joins the payroll computations under way: it looks for a running
// run every second and takes its pending chunks (FOR UPDATE SKIP LOCKED), so several
// processes share one run, and a run left by a process that died is completed by the
// next one that looks. Started by main.ts, never by buildApp: tests drain runs themselves.

const SYSTEM = { userId: null, role: null, portal: 'system', requestId: 'worker:payroll-computations' };

export interface ComputationWorker {
  stop(): Promise<void>;
}

export function startComputationWorker(db: Database, intervalMs = 1000, log: (error: unknown) => void = console.error): ComputationWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    current = drainRunningComputations(db, SYSTEM)
      .catch(log)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
