import type { Database } from './db/database';
import type { Config } from './config';
import type { Portal, PortalAccess } from '@core/access';

// What every route can reach: the database, the settings and the clock (tests
// move the clock to expire sessions).
export interface AppDeps {
  db: Database;
  config: Config;
  now: () => Date;
  /** a consistent gzipped copy of the embedded database's data directory; absent on PostgreSQL */
  dumpDatabase?: () => Promise<Blob>;
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: number;
  employee_id: number | null;
  is_active: boolean;
}

export interface AuthContext {
  user: AuthUser;
  tokenHash: string;
  portalAccess: PortalAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    portal?: Portal;
  }
}
