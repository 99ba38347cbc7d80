import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/providers/httpClient';
import { ApiError } from '../../../src/providers/errors';
import { createSessionStore } from '../../../src/providers/session';
import { MemoryStorage } from './memory-storage';

function clientSeeing(options: { token?: string; cookies?: string; status?: number } = {}) {
  const storage = new MemoryStorage();
  const session = createSessionStore(() => storage, 'k');
  if (options.token) session.write({ token: options.token, role: 1 });
  const client = createHttpClient({ baseURL: 'http://api.test', session, cookies: () => options.cookies ?? '' });
  const seen: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    seen.push(config);
    const status = options.status ?? 200;
    const response = {
      data: status === 422 ? { message: 'x', errors: { name: ['Required.'] } } : {},
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400) throw Object.assign(new Error('failed'), { isAxiosError: true, response });
    return response;
  };
  return { client, seen };
}

describe('the http client', () => {
  it('sends JSON, X-Requested-With, no-store, credentials, the XSRF echo and the bearer token', async () => {
    const { client, seen } = clientSeeing({ token: 'tok', cookies: 'other=1; XSRF-TOKEN=abc%3D' });
    await client.post('/api/admin/users', { name: 'x' });
    const headers = seen[0].headers;
    expect(seen[0].withCredentials).toBe(true);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc=');
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization without a stored session, and drops the JSON content type for FormData', async () => {
    const { client, seen } = clientSeeing();
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.txt');
    await client.post('/api/hr/attachments', form);
    expect(seen[0].headers.get('Authorization')).toBeUndefined();
    expect(seen[0].headers.get('Content-Type')).not.toBe('application/json');
  });

  it('rejects with the normalised error', async () => {
    const { client } = clientSeeing({ status: 422 });
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Please correct the highlighted errors.', errors: { name: 'Required.' } });
  });
});
