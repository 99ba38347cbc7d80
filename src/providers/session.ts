import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

// The stored session of the specification: { token, role } encrypted with AES
// under the local-storage key `access`. A value that cannot be decrypted (or
// decrypts to something else) counts as logged out and is removed.

export const SESSION_KEY = 'access';
const DEFAULT_SECRET = 'sub-hris-payroll-console';

export interface Session {
  token: string;
  /** as stored; the access rule treats a missing or string role as invalid */
  role: unknown;
}

export interface SessionStore {
  read(): Session | null;
  write(session: Session): void;
  clear(): void;
}

export function configuredSecret(): string {
  return import.meta.env?.VITE_SESSION_SECRET || DEFAULT_SECRET;
}

function decrypt(value: string, secret: string): Session | null {
  try {
    const parsed = JSON.parse(AES.decrypt(value, secret).toString(Utf8)) as Partial<Session> | null;
    if (!parsed || typeof parsed.token !== 'string' || !parsed.token) return null;
    return { token: parsed.token, role: parsed.role };
  } catch {
    return null;
  }
}

export function createSessionStore(storage: () => Storage, secret: string = configuredSecret()): SessionStore {
  return {
    read() {
      const value = storage().getItem(SESSION_KEY);
      if (value === null) return null;
      const session = decrypt(value, secret);
      if (!session) storage().removeItem(SESSION_KEY);
      return session;
    },
    write(session) {
      storage().setItem(SESSION_KEY, AES.encrypt(JSON.stringify({ token: session.token, role: session.role }), secret).toString());
    },
    clear() {
      storage().removeItem(SESSION_KEY);
    },
  };
}

export const sessionStore = createSessionStore(() => window.localStorage);
