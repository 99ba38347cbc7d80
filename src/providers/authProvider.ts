import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { dashboardPath, decideAccess, isPortal, type Portal, type PortalAccess } from '@core/access';
import { ERROR_MESSAGES, normaliseError, serverMessage } from './errors';
import { flashStore, type FlashStore } from './flash';
import { httpClient } from './httpClient';
import { sessionStore, type SessionStore } from './session';

// Login, register, logout and the session checks of the specification.
// Redirects are absolute paths: every portal is its own <Admin basename>, and
// login, /401, /500 and not-found live outside all of them.

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/not-found';

export interface Permissions {
  role: unknown;
  portalAccess: PortalAccess;
}

export interface Account extends UserIdentity {
  name: string;
  email: string;
  role: number;
  employee_id: number | null;
  employee_no: string | null;
  employee_name: string | null;
  position_title: string | null;
  is_manager: boolean;
  portals: Portal[];
}

export interface RegistrationDetails {
  employee_no: string;
  email: string;
}

export interface RegisterValues extends RegistrationDetails {
  /** the code e-mailed to the e-mail on the employee's 201 file */
  code: string;
  name: string;
  password: string;
  password_confirmation: string;
}

export interface ConsoleAuthProvider extends AuthProvider {
  login(params: { email: string; password: string }): Promise<{ redirectTo: string }>;
  /** Registration's first step: the server's answer, the same whether or not the details match. */
  requestRegistrationCode(details: RegistrationDetails): Promise<string>;
  register(values: RegisterValues): Promise<{ redirectTo: string }>;
  getPermissions(): Promise<Permissions>;
  getIdentity(): Promise<Account>;
}

/** What login and the registration steps throw: the server's message (shown as is in the error dialog). */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(message);
  }
}

function failure(error: unknown): AuthFailure {
  const normalised = normaliseError(error);
  // a throttled login says when to try again (from Retry-After), whatever the server's wording
  const message = normalised.status === 429 ? normalised.message : (serverMessage(error) ?? normalised.message);
  return new AuthFailure(message, normalised.errors);
}

/** One promise per session token: each answer is fetched once and shared. */
function perSession<T>(session: SessionStore, load: (token: string) => Promise<T>) {
  let cached: { token: string; promise: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      const token = session.read()?.token;
      if (!token) return Promise.reject(new Error('Not logged in.'));
      if (cached?.token !== token) {
        const promise = load(token).catch((error: unknown) => {
          if (cached?.promise === promise) cached = undefined;
          throw error;
        });
        cached = { token, promise };
      }
      return cached.promise;
    },
    reset() {
      cached = undefined;
    },
  };
}

export function createAuthProvider(deps: { http?: AxiosInstance; session?: SessionStore; flash?: FlashStore } = {}): ConsoleAuthProvider {
  const http = deps.http ?? httpClient;
  const session = deps.session ?? sessionStore;
  const flash = deps.flash ?? flashStore;

  const permissions = perSession(session, async () => {
    const { data } = await http.get<{ roles: PortalAccess }>('/api/portalAccess');
    return { role: session.read()?.role, portalAccess: data.roles };
  });
  const identity = perSession(session, async () => {
    const { data } = await http.get<Account>('/api/account');
    return { ...data, fullName: data.name } as Account;
  });

  const forget = () => {
    session.clear();
    permissions.reset();
    identity.reset();
  };

  /**
   * A 401 or 419 ends the session; the first answer that ends it says why on
   * the login page (later answers to requests already in flight say 401).
   */
  const endSessionOn = (error: unknown): boolean => {
    const { status } = normaliseError(error);
    if (status !== 401 && status !== 419) return false;
    if (session.read()) flash.set(ERROR_MESSAGES[status]);
    forget();
    return true;
  };
  const endingSession =
    <T>(load: () => Promise<T>) =>
    () =>
      load().catch((error: unknown) => {
        endSessionOn(error);
        throw error;
      });

  async function openSession(url: string, body: object): Promise<{ redirectTo: string }> {
    try {
      await http.get('/sanctum/csrf-cookie');
      const { data } = await http.post<{ token: string; role: number }>(url, body);
      forget();
      session.write({ token: data.token, role: data.role });
      return { redirectTo: dashboardPath(data.role) };
    } catch (error) {
      throw failure(error);
    }
  }

  return {
    login: ({ email, password }) => openSession('/api/login', { email, password }),
    async requestRegistrationCode({ employee_no, email }) {
      try {
        await http.get('/sanctum/csrf-cookie');
        const { data } = await http.post<{ message: string }>('/api/register/code', { employee_no, email });
        return data.message;
      } catch (error) {
        throw failure(error);
      }
    },
    register: (values) => openSession('/api/register', values),

    async logout() {
      if (session.read()) {
        try {
          await http.post('/api/logout');
        } catch {
          // an expired or revoked token is logged out already
        }
      }
      forget();
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!session.read()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: unknown) {
      if (endSessionOn(error)) throw { redirectTo: LOGIN_PATH, message: false };
      if (normaliseError(error).status === 404) throw { logoutUser: false, redirectTo: NOT_FOUND_PATH, message: false };
      // 403 and everything else stay on the page with their message
    },

    getIdentity: endingSession(() => identity.get()),
    getPermissions: endingSession(() => permissions.get()),

    async canAccess({ resource }) {
      if (!isPortal(resource)) return true;
      const role = session.read()?.role;
      if (decideAccess(resource, role, undefined) === 'allowed') return true;
      return decideAccess(resource, role, (await permissions.get()).portalAccess) === 'allowed';
    },
  };
}

export const authProvider = createAuthProvider();
