import type { FastifyInstance } from 'fastify';

/**
 * The jobs a route module starts after answering (timesheet processing, the leave runs, …):
 * each keeps its progress on its own row, which the console polls; the server waits for the
 * running ones before it closes. Answers the function that starts one.
 */
export function backgroundJobs(app: FastifyInstance): (job: Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (job) => {
    const tracked: Promise<void> = job.finally(() => running.delete(tracked));
    running.add(tracked);
  };
}
