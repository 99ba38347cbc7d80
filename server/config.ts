// Every setting comes from an environment variable; the README lists them with
// these defaults.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionIdleMinutes: number;
  /** seconds a process may reuse a resolved session before asking the database again (0: every request asks) */
  sessionCacheSeconds: number;
  /** seconds a process may reuse a list's total while it writes nothing (bounds how long another process's write goes uncounted; 0: always count) */
  countCacheSeconds: number;
  /** seconds a process may answer a caller's same list request again while nothing is written (server/http/list-cache.ts; 0: never) */
  listCacheSeconds: number;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** registration requests (codes asked for, wrong codes) from one address within the window before 429 */
  registerMaxPerAddress: number;
  /** codes asked for one employee number within the window before 429 */
  registerMaxPerEmployee: number;
  registerWindowSeconds: number;
  /** NODE_ENV=production or a DATABASE_URL: an empty database gets no demo company unless SEED=demo asks for it */
  production: boolean;
  /** what an empty database gets: the demo company, or only the first administrator (server/seed/first-start.ts) */
  seed: 'demo' | 'none';
  adminEmail: string;
  /** the first administrator's password; unset, one is generated and shown once in the log */
  adminPassword?: string;
  logLevel: string;
  /** minutes between runs of the periodic jobs (due movements); 0 disables them */
  jobsIntervalMinutes: number;
  /** the reverse proxies whose X-Forwarded-For is believed: none unless TRUST_PROXY names them */
  trustProxy: false | string[];
  /** smtp://user:pass@host:port (smtps:// for TLS): the e-mail outbox is sent through it; unset, the rows stay queued */
  smtpUrl?: string;
  /** the sender of those e-mails */
  smtpFrom: string;
  /** seconds between looks at the outbox when SMTP_URL is set */
  smtpIntervalSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
  return {
    port: integer(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    sessionIdleMinutes: integer(env.SESSION_IDLE_MINUTES, 120),
    sessionCacheSeconds: integer(env.SESSION_CACHE_SECONDS, 5),
    countCacheSeconds: integer(env.COUNT_CACHE_SECONDS, 5),
    listCacheSeconds: integer(env.LIST_CACHE_SECONDS, 5),
    loginMaxAttempts: integer(env.LOGIN_MAX_ATTEMPTS, 5),
    loginWindowSeconds: integer(env.LOGIN_WINDOW_SECONDS, 60),
    registerMaxPerAddress: integer(env.REGISTER_MAX_PER_ADDRESS, 20),
    registerMaxPerEmployee: integer(env.REGISTER_MAX_PER_EMPLOYEE, 3),
    registerWindowSeconds: integer(env.REGISTER_WINDOW_SECONDS, 900),
    production,
    seed: env.SEED === 'demo' || env.SEED === 'none' ? env.SEED : production ? 'none' : 'demo',
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    jobsIntervalMinutes: integer(env.JOBS_INTERVAL_MINUTES, 60),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'no-reply@localhost',
    smtpIntervalSeconds: integer(env.SMTP_INTERVAL_SECONDS, 30) || 30,
  };
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/** TRUST_PROXY: a comma list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); unset trusts no one. */
function trustedProxies(value: string | undefined): false | string[] {
  const proxies = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return proxies.length > 0 ? proxies : false;
}
