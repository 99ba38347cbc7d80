import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { useTestApp } from './test-app';

// "Test connection" on a time recorder: it dials only the address saved on the
// device, only for the roles that manage devices, and gives up after 3 seconds.

const t = useTestApp();
let listener: Server;
let listeningPort: number;
const connections: string[] = [];

beforeAll(async () => {
  listener = createServer((socket) => {
    connections.push(String(socket.remoteAddress));
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listeningPort = (listener.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => listener.close(() => resolve())));

/**
 * A local port that never completes a connection: a stopped process listens on
 * it with a backlog of one, and a few connections fill that backlog, so the
 * kernel drops every further attempt (this machine may answer for any outside address).
 */
async function silentPort(): Promise<{ port: number; close: () => void }> {
  const script =
    "const s=require('net').createServer(()=>{});s.listen({port:0,host:'127.0.0.1',backlog:1},()=>console.log(s.address().port))";
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (data) => resolve(Number(String(data).trim()))));
  child.kill('SIGSTOP');
  const fillers = [1, 2, 3, 4].map(() => connect(port, '127.0.0.1').on('error', () => {}));
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    port,
    close: () => {
      fillers.forEach((socket) => socket.destroy());
      child.kill('SIGKILL');
    },
  };
}

async function hrDevice(token: string): Promise<number> {
  const list = await t.request({ method: 'GET', url: '/api/hr/devices?range=[0,0]', token });
  expect(list.statusCode).toBe(200);
  return list.json()[0].id as number;
}

async function saveAddress(id: number, ip_address: string, port: number): Promise<void> {
  await t.db.updateTable('devices').set({ ip_address, port }).where('id', '=', id).execute();
}

const testConnection = (id: number, token: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/hr/devices/${id}/test-connection`, token, payload });

describe('testing a device connection', () => {
  it('reaches the address saved on the device and says so', async () => {
    const token = await t.login('hr@example.com');
    const id = await hrDevice(token);
    await saveAddress(id, '127.0.0.1', listeningPort);
    const before = connections.length;
    const response = await testConnection(id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, reachable: true, message: `The device at 127.0.0.1 port ${listeningPort} answered.` });
    expect(connections.length).toBe(before + 1);
  });

  it('ignores another address in the body: it never dials it', async () => {
    const token = await t.login('hr@example.com');
    const id = await hrDevice(token);
    await saveAddress(id, '127.0.0.1', 1); // nothing listens on port 1
    const before = connections.length;
    const response = await testConnection(id, token, { ip_address: '127.0.0.1', port: listeningPort, host: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reachable: false, message: expect.stringContaining('127.0.0.1 port 1') });
    expect(connections.length).toBe(before);
  });

  it('answers an unreachable device within the timeout with a clear message, not an error', async () => {
    const token = await t.login('hr@example.com');
    const id = await hrDevice(token);
    const silent = await silentPort();
    try {
      await saveAddress(id, '127.0.0.1', silent.port);
      const started = Date.now();
      const response = await testConnection(id, token);
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        reachable: false,
        message: `The device at 127.0.0.1 port ${silent.port} did not answer within 3 seconds.`,
      });
      expect(elapsed).toBeGreaterThanOrEqual(2_900);
      expect(elapsed).toBeLessThan(8_000); // the timeout, not the system's minutes-long one; room for a loaded machine
    } finally {
      silent.close();
    }
  });

  it('asks for an address first when the device has none', async () => {
    const token = await t.login('hr@example.com');
    const id = await hrDevice(token);
    await t.db.updateTable('devices').set({ ip_address: null }).where('id', '=', id).execute();
    const response = await testConnection(id, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Set the device's IP address and port before testing the connection.");
  });

  it.each(['employee@example.com', 'manager@example.com', 'timekeeping@example.com', 'payroll@example.com'])(
    'refuses %s with 403 and dials nothing',
    async (email) => {
      const hr = await t.login('hr@example.com');
      const id = await hrDevice(hr);
      await saveAddress(id, '127.0.0.1', listeningPort);
      const before = connections.length;
      const response = await testConnection(id, await t.login(email));
      expect(response.statusCode).toBe(403);
      expect(connections.length).toBe(before);
    },
  );
});
