import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

// The stored session of the specification: { token, role } under the local-storage
// key `access`, AES-encrypted (crypto-js) as the specification asks. This is
// obfuscation against casual reading, not protection: the key (VITE_SESSION_SECRET,
// or the default below) is built into the console's JavaScript that every visitor
// downloads, so anyone who can read the storage can decrypt it, and any script
// running in the page (an extension, an injected script) reads the token as the
// console does. What protects a session is the server: the token is opaque, kept
// there only as a hash, revoked at sign-out and refused after SESSION_IDLE_MINUTES
// without use (419). A value that cannot be decrypted (or decrypts to something
// else) counts as logged out and is removed.

export const SESSION_KEY = 'access';
/** Not a secret: it ships in the bundle, as VITE_SESSION_SECRET would. */
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

/** The obfuscation key, fixed at build time and readable in the built console. */
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
