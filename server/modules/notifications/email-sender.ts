import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import { repeatWithoutOverlap } from '../../jobs/repeat';

// Sending the e-mail outbox (issue 12), optional: with SMTP_URL set, every API process
// looks at the outbox every so many seconds, as the payroll computation worker looks
// at its chunks. A row is claimed with FOR UPDATE SKIP LOCKED and leased for a few
// minutes in one short transaction, then sent outside it (a slow mail server never
// holds a database connection), then marked sent, or queued again with its error and a
// later attempt (1, 2, 4, 8 minutes…), or failed after the last attempt. A process that
// dies mid-send leaves the row leased; the lease runs out and another process sends it.
// Without SMTP_URL nothing is started and the rows stay queued.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A transport of nodemailer over smtp://user:pass@host:port (or smtps://), with short timeouts. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url, { from });
  // a server that does not answer is an error soon, not a row leased for minutes
  const options = transporter.options as { connectionTimeout?: number; greetingTimeout?: number; socketTimeout?: number };
  options.connectionTimeout = 10_000;
  options.greetingTimeout = 10_000;
  options.socketTimeout = 30_000;
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

export const MAX_ATTEMPTS = 5;
/** How long a claimed row is left alone while it is being sent. */
export const LEASE_MINUTES = 5;

/** Minutes before the next attempt after `attempts` failed ones: 1, 2, 4, 8, … at most 60. */
export const backoffMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

export interface SendResult {
  sent: number;
  retried: number;
  failed: number;
}

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Sends the queued rows that are due at `now`, at most `limit` of them, one claimed at a time. */
export async function sendQueuedEmails(
  db: Database,
  transport: MailTransport,
  { now = new Date(), limit = 50, maxAttempts = MAX_ATTEMPTS }: { now?: Date; limit?: number; maxAttempts?: number } = {},
): Promise<SendResult> {
  const result: SendResult = { sent: 0, retried: 0, failed: 0 };
  for (let n = 0; n < limit; n += 1) {
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('email_outbox')
        .select(['id', 'to_address', 'subject', 'body', 'attempts'])
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('email_outbox')
        .set({ next_attempt_at: addMinutes(now, LEASE_MINUTES) })
        .where('id', '=', row.id)
        .execute();
      return row;
    });
    if (!claimed) break;
    const attempts = claimed.attempts + 1;
    try {
      await transport.send({ to: claimed.to_address, subject: claimed.subject, text: claimed.body });
      await db
        .updateTable('email_outbox')
        .set({ status: 'sent', attempts, sent_at: now, last_error: null, next_attempt_at: null })
        .where('id', '=', claimed.id)
        .execute();
      result.sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
      const last = attempts >= maxAttempts;
      await db
        .updateTable('email_outbox')
        .set({
          status: last ? 'failed' : 'queued',
          attempts,
          last_error: message,
          next_attempt_at: last ? null : addMinutes(now, backoffMinutes(attempts)),
        })
        .where('id', '=', claimed.id)
        .execute();
      if (last) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}

export interface EmailSender {
  stop(): Promise<void>;
}

/**
 * The background sender of one API process: started by main.ts and dev.ts when SMTP_URL
 * is set (never by buildApp: tests send themselves); without it, nothing runs.
 */
export function startEmailSender({
  db,
  smtpUrl,
  from,
  intervalSeconds = 30,
  log = { info: console.log, error: console.error },
  transport,
}: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  intervalSeconds?: number;
  log?: { info(line: string): void; error(line: string, error: unknown): void };
  transport?: MailTransport;
}): EmailSender {
  if (!smtpUrl && !transport) return { stop: async () => {} };
  const mail = transport ?? smtpTransport(smtpUrl!, from);
  const repeating = repeatWithoutOverlap(
    () =>
      sendQueuedEmails(db, mail)
        .then((r) => {
          if (r.sent + r.retried + r.failed > 0)
            log.info(`[mail] outbox: ${r.sent} sent, ${r.retried} to try again, ${r.failed} failed for good`);
        })
        .catch((error: unknown) => log.error('[mail] outbox sender failed:', error)),
    intervalSeconds * 1000,
  );
  return {
    async stop() {
      await repeating.stop();
      mail.close();
    },
  };
}
