import { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { unlinkedEmployees, type UnlinkedEmployee } from '../support/unlinked-employees';
import { freePort } from '../support/server-process';
import { launchBrowser, type Browser } from './browser';
import { expectTitle, pathOf } from './journeys';
import { backupOf } from './known-answers-server';
import { startServer, type RunningServer } from './server';

// Registration on a phone, end to end (issue 29): the details, the code the server e-mails to
// the 201 file's address (caught here by a small SMTP server that the server sends its outbox
// to), a wrong code, then the right one. The server is `npm start` on a copy of the demo
// server's database, with SMTP_URL pointing at that catcher.

interface MailSink {
  port: number;
  mails: string[];
  close(): Promise<void>;
}

/** The least SMTP a sender needs: every message it is given is kept as its raw text. */
async function startMailSink(): Promise<MailSink> {
  const mails: string[] = [];
  const port = await freePort();
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            mails.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line.replace(/^\./, ''));
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let sink: MailSink;
let server: RunningServer;
let employee: UnlinkedEmployee;

beforeAll(async () => {
  sink = await startMailSink();
  const backup = await backupOf(baseUrl);
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SMTP_INTERVAL_SECONDS: '1' }, undefined, async (dataDir) => {
    // an employee of the demo company without an account, read from the copy before the server opens it
    const pglite = await PGlite.create({ dataDir, loadDataDir: backup });
    const database = await openDatabase({ pglite });
    try {
      [employee] = await unlinkedEmployees(database.db, 1);
    } finally {
      await database.close();
      await pglite.close();
    }
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** The 8-digit code of the newest registration e-mail to this address, once the server has sent it. */
async function codeMailedTo(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = sink.mails.filter((m) => m.toLowerCase().includes(address.toLowerCase()) && /registration code/i.test(m)).at(-1);
        code = mail && /\b(\d{8})\b/.exec(mail.split('\n\n').slice(1).join('\n'))?.[1];
        return code;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toMatch(/^\d{8}$/);
  return code!;
}

describe('registration on a phone', () => {
  it('e-mails a code to the 201 file’s address, refuses a wrong one, and opens the employee portal with the right one', async () => {
    const page = await browser.newPage(server.url, { width: 375, height: 740 });
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Register with your employee number' }).click();
    await page.waitForURL(`${server.url}/register`);
    await expectTitle(page, 'SUB | Register');

    // the page fits the phone: nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel('Employee number').fill(employee.employee_no);
    await page.getByLabel('Email').fill(employee.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter the code we sent' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe(
      'If these details match an employee record without an account, we sent a code to the e-mail on that record.',
    );
    const code = await codeMailedTo(employee.email);

    await page.getByLabel('Code').fill(code === '00000000' ? '11111111' : '00000000');
    await page.getByLabel('Full name').fill(`${employee.first_name} ${employee.last_name}`);
    await page.getByLabel(/^Password/).fill('Sampaguita-9');
    await page.getByLabel('Confirm password').fill('Sampaguita-9');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('The code is wrong or has expired.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/register');

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(`${server.url}/employee/dashboard`);
    await expectTitle(page, 'Employee | Dashboard');
  });

  it('answers a number that is not on file with the same words, and e-mails nobody', async () => {
    const page = await browser.newPage(server.url, { width: 375, height: 740 });
    await page.goto(`${server.url}/register`);
    const before = sink.mails.length;
    await page.getByLabel('Employee number').fill('EMP-99999');
    await page.getByLabel('Email').fill('attacker@mailinator.com');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter the code we sent' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe(
      'If these details match an employee record without an account, we sent a code to the e-mail on that record.',
    );
    await new Promise((resolve) => setTimeout(resolve, 3000)); // three rounds of the outbox sender
    expect(sink.mails.length).toBe(before);
    // back to the details, kept as typed
    await page.getByRole('button', { name: 'Change the details or send a new code' }).click();
    expect(await page.getByLabel('Employee number').inputValue()).toBe('EMP-99999');
  });
});
