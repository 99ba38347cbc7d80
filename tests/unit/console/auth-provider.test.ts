import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/providers/authProvider';
import { ApiError } from '../../../src/providers/errors';
import { createFlashStore } from '../../../src/providers/flash';
import { createSessionStore } from '../../../src/providers/session';
import { MemoryStorage } from './memory-storage';

const PORTAL_ACCESS = {
  last_access_id: 7,
  adm_portal_access: 0,
  employees_portal_access: 1,
  hr_portal_access: 1,
  manager_portal_access: 0,
  tk_portal_access: 0,
  payroll_portal_access: 1,
};

function setUp() {
  const get = vi.fn(async (url: string) => {
    if (url === '/api/portalAccess') return { data: { roles: PORTAL_ACCESS } };
    if (url === '/api/account')
      return { data: { id: 8, name: 'Rosa Reyes', email: 'hr.payroll@example.com', role: 4, portals: ['hr', 'employee', 'payroll'] } };
    return { data: null };
  });
  const post = vi.fn(async (url: string) =>
    url === '/api/login' ? { data: { token: 'tok-1', role: 4 } } : { data: { message: 'Logged out.' } },
  );
  const storage = new MemoryStorage();
  const session = createSessionStore(() => storage, 'test');
  const flashStorage = new MemoryStorage();
  const flashStore = createFlashStore(() => flashStorage);
  const auth = createAuthProvider({ http: { get, post } as unknown as AxiosInstance, session, flash: flashStore });
  return { auth, get, post, session, flashStore };
}

describe('the auth provider', () => {
  it('asks for the csrf cookie, logs in, stores the session and names the role’s dashboard', async () => {
    const { auth, get, post, session } = setUp();
    await expect(auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' })).resolves.toEqual({ redirectTo: '/hr/dashboard' });
    expect(get.mock.calls[0][0]).toBe('/sanctum/csrf-cookie');
    expect(post).toHaveBeenCalledWith('/api/login', { email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    expect(session.read()).toEqual({ token: 'tok-1', role: 4 });
  });

  it('fails a login with the server’s message', async () => {
    const { auth, post, session } = setUp();
    post.mockRejectedValueOnce(
      new ApiError(
        {
          status: 422,
          message: 'Please correct the highlighted errors.',
          errors: { email: 'These credentials do not match our records.' },
        },
        {
          message: 'These credentials do not match our records.',
        },
      ),
    );
    await expect(auth.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: 'These credentials do not match our records.',
    });
    expect(session.read()).toBeNull();
  });

  it('fetches the portal access once per session and caches it', async () => {
    const { auth, get } = setUp();
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    const first = await auth.getPermissions();
    const second = await auth.getPermissions();
    await Promise.all([auth.getPermissions(), auth.getPermissions()]);
    expect(first).toEqual({ role: 4, portalAccess: PORTAL_ACCESS });
    expect(second).toBe(first);
    expect(get.mock.calls.filter(([url]) => url === '/api/portalAccess')).toHaveLength(1);
    // a new session fetches again
    await auth.logout({});
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    await auth.getPermissions();
    expect(get.mock.calls.filter(([url]) => url === '/api/portalAccess')).toHaveLength(2);
  });

  it('logs out on the server, forgets the session and goes to /login', async () => {
    const { auth, post, session } = setUp();
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(post).toHaveBeenLastCalledWith('/api/logout');
    expect(session.read()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('ends the session on 419 with the inactivity message, and on 401 with the expiry message', async () => {
    const { auth, session, flashStore } = setUp();
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    await expect(auth.checkError({ status: 419 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.read()).toBeNull();
    expect(flashStore.peek()).toBe('Your session has expired due to inactivity.');
    // requests already in flight answer 401 afterwards: the first reason stays
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(flashStore.peek()).toBe('Your session has expired due to inactivity.');
    flashStore.clear();
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(flashStore.peek()).toBe('Your session has expired. Please log in again.');
  });

  it('stays on the page for 403 and goes to the not-found route for 404', async () => {
    const { auth, session } = setUp();
    await auth.login({ email: 'hr.payroll@example.com', password: 'Passw0rd!' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 404 })).rejects.toMatchObject({ redirectTo: '/not-found', logoutUser: false });
    expect(session.read()).not.toBeNull();
  });
});
