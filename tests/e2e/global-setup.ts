import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildAll, buildIsStale } from '../../scripts/build.mjs';
import { CHROMIUM } from './browser';
import { startServer } from './server';

// One run: the console and the server built once (when stale, as `npm start`
// does), then two servers of `npm start` on fresh databases: the demo company,
// and a bare one (administrator only) whose sessions go idle at once, for the
// 419 journey.
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`The end-to-end suite needs Debian's chromium at ${CHROMIUM} (apt-get install chromium).`);
  if (buildIsStale()) await buildAll();
  const [demo, idle] = await Promise.all([startServer(), startServer({ SEED: 'none', SESSION_IDLE_MINUTES: '0' })]);
  project.provide('baseUrl', demo.url);
  project.provide('idleBaseUrl', idle.url);
  return async () => {
    await Promise.all([demo.stop(), idle.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idleBaseUrl: string;
  }
}
