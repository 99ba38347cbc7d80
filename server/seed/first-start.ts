import { randomInt } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { DEMO_PASSWORD } from './accounts.seed';
import { seedAdministrator, seedDemo } from './index';

// What an empty database gets on its first start (and from `cli seed`): the demo company
// only when SEED=demo (the default of a newcomer's `npm start`; a production start must
// ask for it by name), else the first administrator alone, whose password is the
// operator's ADMIN_PASSWORD or, unset, one generated here and shown once in the log.
// Only its hash is stored; no production database starts with a password anyone knows.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 random letters and digits (about 116 bits), with at least one of each. */
export function generatedPassword(): string {
  for (;;) {
    const password = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}

export async function seedEmptyDatabase(
  db: Database,
  config: Pick<Config, 'seed' | 'adminEmail' | 'adminPassword' | 'production'>,
  log: (line: string) => void,
): Promise<void> {
  if (config.seed === 'demo') {
    log('Empty database: seeding the demo company…');
    if (config.production) log(`SEED=demo on a production start: every demo account has the password ${DEMO_PASSWORD}.`);
    await seedDemo(db);
    return;
  }
  const password = config.adminPassword ?? generatedPassword();
  await seedAdministrator(db, config.adminEmail, password);
  if (config.adminPassword) {
    log(`Empty database: created the administrator ${config.adminEmail} with the password in ADMIN_PASSWORD.`);
    return;
  }
  log(
    [
      `Empty database: created the administrator ${config.adminEmail}. Its password, generated now and shown only this once`,
      '(only its hash is stored; sign in and change it with Change password in the user menu):',
      '',
      `    ${password}`,
      '',
    ].join('\n'),
  );
}
