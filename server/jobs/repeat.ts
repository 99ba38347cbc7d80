export interface Repeating {
  /** Stops the repetition and waits for the run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and again `intervalMs` after each run ends, so two runs never overlap.
 * `run` reports its own failures: a rejection is not retried sooner and does not stop the repetition.
 */
export function repeatWithoutOverlap(run: () => Promise<unknown>, intervalMs: number): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    current = run()
      .catch(() => {})
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
