import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildAll, buildIsStale } from '../../scripts/build.mjs';
import { CHROMIUM } from './browser';
import { startKnownAnswersServer } from './known-answers-server';
import { startServer, type RunningServer } from './server';

// One run: the console and the server built once (when stale, as `npm start`
// does), then two servers of `npm start` on fresh databases: the demo company,
// and a bare one (administrator only) whose sessions go idle at once, for the
// 419 journey; once the demo server is up, a third on a copy of its database
// with the known-answer company added (known-answers-server.ts).
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`The end-to-end suite needs Debian's chromium at ${CHROMIUM} (apt-get install chromium).`);
  if (buildIsStale()) await buildAll();
  const started: RunningServer[] = [];
  const track = async (server: Promise<RunningServer>) => {
    const running = await server;
    started.push(running);
    return running;
  };
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  const [servers, idle] = await Promise.allSettled([
    track(startServer()).then(async (demo) => ({ demo, knownAnswers: await track(startKnownAnswersServer(demo)) })),
    // SEED=none generates the administrator's password unless ADMIN_PASSWORD sets it
    track(startServer({ SEED: 'none', ADMIN_PASSWORD: 'Passw0rd!', SESSION_IDLE_MINUTES: '0' })),
  ]);
  if (servers.status === 'rejected' || idle.status === 'rejected') {
    await stopAll();
    throw servers.status === 'rejected' ? servers.reason : (idle as PromiseRejectedResult).reason;
  }
  project.provide('baseUrl', servers.value.demo.url);
  project.provide('idleBaseUrl', idle.value.url);
  project.provide('knownAnswersBaseUrl', servers.value.knownAnswers.url);
  return stopAll;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idleBaseUrl: string;
    knownAnswersBaseUrl: string;
  }
}
