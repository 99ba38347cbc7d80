import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { ApiError, normaliseError, type NormalisedError } from './errors';
import { sessionStore, type SessionStore } from './session';

// The one HTTP client of the console: one base address, credentials, the XSRF
// echo, JSON headers, no caching, the bearer token of the stored session, and
// every failure turned into an ApiError by the catalogue's normaliser.

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function createHttpClient(options: { baseURL?: string; session?: SessionStore; cookies?: () => string } = {}): AxiosInstance {
  const session = options.session ?? sessionStore;
  const client = axios.create({
    baseURL: options.baseURL ?? (import.meta.env?.VITE_API_URL || ''),
    withCredentials: true,
    // the interceptor below echoes the cookie itself, also when the API is on another origin
    xsrfCookieName: undefined,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Cache-Control': 'no-store',
    },
  });
  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const xsrf = readCookie(XSRF_COOKIE, options.cookies?.());
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    const token = session.read()?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // the browser writes the multipart boundary itself
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    config.headers = headers;
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => Promise.reject(new ApiError(normaliseError(error), (error as { response?: { data?: unknown } })?.response?.data)),
  );
  return client;
}

export const httpClient = createHttpClient();

export type { NormalisedError };
