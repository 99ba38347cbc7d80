import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server-process';

// What `npm start` runs (the compiled build/server.js, with plain node) on a
// free port with a fresh database directory, for the end-to-end suite.

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the server on a new data directory: empty, so that the server migrates and seeds
 * it as on a first start, unless `prepare` fills it first (and closes it) in this process.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 170_000,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sub-e2e-data-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await prepare?.(dataDir);
    const server = await startServerProcess(
      ['--enable-source-maps', join(process.cwd(), 'build', 'server.js')],
      // the demo company asked for by name (a start with NODE_ENV=production seeds none otherwise)
      { DATABASE_URL: '', SEED: 'demo', DATA_DIR: dataDir, ...env },
      timeoutMs,
    );
    return {
      url: server.url,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
