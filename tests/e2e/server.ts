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

export async function startServer(env: Record<string, string> = {}, timeoutMs = 170_000): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sub-e2e-data-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess(
      ['--enable-source-maps', join(process.cwd(), 'build', 'server.js')],
      { DATABASE_URL: '', DATA_DIR: dataDir, ...env },
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
