import { Socket } from 'node:net';

// The device screen's connection test: one TCP connection to the address saved
// on the device, given up after 3 seconds, and what its outcome means.

const CONNECTION_TIMEOUT_MS = 3000;
type ConnectionOutcome = 'answered' | 'refused' | 'unreachable' | 'silent';
const CONNECTION_MESSAGES: Record<ConnectionOutcome, (address: string) => string> = {
  answered: (address) => `The device at ${address} answered.`,
  refused: (address) => `Nothing at ${address} accepts connections: check the device's address, port and power.`,
  unreachable: (address) => `The network has no way to ${address}: check the device's address and the server's network.`,
  silent: (address) => `The device at ${address} did not answer within ${CONNECTION_TIMEOUT_MS / 1000} seconds.`,
};

const ERROR_OUTCOMES: Record<string, ConnectionOutcome> = { ECONNREFUSED: 'refused', ETIMEDOUT: 'silent' };

/** Tries the device's address: whether it answered, how long it took and what that means. */
export async function testDeviceConnection(host: string, port: number) {
  const started = Date.now();
  const outcome = await tryConnect(host, port, CONNECTION_TIMEOUT_MS);
  return {
    reachable: outcome === 'answered',
    elapsed_ms: Date.now() - started,
    message: CONNECTION_MESSAGES[outcome](`${host} port ${port}`),
  };
}

/** One TCP connection attempt, given up after timeoutMs (a connect that never completes included). */
function tryConnect(host: string, port: number, timeoutMs: number): Promise<ConnectionOutcome> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const timer = setTimeout(() => done('silent'), timeoutMs);
    function done(outcome: ConnectionOutcome) {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    }
    socket.once('connect', () => done('answered'));
    socket.once('error', (error: NodeJS.ErrnoException) => done(ERROR_OUTCOMES[error.code ?? ''] ?? 'unreachable'));
    socket.connect(port, host);
  });
}
