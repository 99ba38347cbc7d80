import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords';

// scrypt with a per-password salt, stored as "scrypt$N$r$p$salt$hash".
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** At least 8 characters with a letter and a digit, not a common password, not the e-mail. Returns the problem, or undefined. */
export function passwordWeakness(password: string, email = ''): string | undefined {
  if (password.length < 8) return 'The password must be at least 8 characters.';
  if (password.length > 200) return 'The password may not be longer than 200 characters.';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'The password must contain letters and numbers.';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common; choose one that is harder to guess.';
  const mailbox = email.toLowerCase();
  if (mailbox && (lower === mailbox || lower === mailbox.split('@')[0])) return 'The password may not be your e-mail address.';
  return undefined;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against,
 * so that the answer's timing does not tell an outsider which e-mails have one.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password 0');
  await verifyPassword(password, await dummyHash);
  return false;
}
