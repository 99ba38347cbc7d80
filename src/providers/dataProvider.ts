import type { AxiosInstance, AxiosResponse } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { normaliseError } from './errors';
import { httpClient } from './httpClient';

// ra-data-simple-rest over the console's axios client, per portal
// (`/api/<portal>`), plus the workflow verbs of DD-06:
// POST /api/<portal>/<resource>/<id>/<action>.

type FetchOptions = { method?: string; body?: BodyInit | null; headers?: HeadersInit; signal?: AbortSignal | null };
export interface FetchResult {
  status: number;
  headers: Headers;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function responseHeaders(response: AxiosResponse): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** react-admin's HttpError keeps the field messages where forms look for them (body.errors). */
export function toHttpError(error: unknown): HttpError {
  const normalised = normaliseError(error);
  return new HttpError(normalised.message, normalised.status ?? 0, { message: normalised.message, errors: normalised.errors });
}

/** The fetchJson signature ra-data-simple-rest expects, over axios. */
export function axiosFetchJson(http: AxiosInstance) {
  return async (url: string, options: FetchOptions = {}): Promise<FetchResult> => {
    try {
      const response = await http.request({
        url,
        method: options.method ?? 'GET',
        data: options.body ?? undefined,
        signal: options.signal ?? undefined,
        // keep the text: ra-data-simple-rest reads both body and json
        transformResponse: (raw) => raw,
        responseType: 'text',
      });
      const body = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? null);
      let json: unknown = undefined;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = body;
      }
      return { status: response.status, headers: responseHeaders(response), body, json };
    } catch (error) {
      throw toHttpError(error);
    }
  };
}

export interface ConsoleDataProvider extends DataProvider {
  action<T = RaRecord>(resource: string, id: Identifier | null, name: string, body?: unknown): Promise<{ data: T }>;
}

export function createDataProvider(apiUrl: string, http: AxiosInstance = httpClient): ConsoleDataProvider {
  const fetchJson = axiosFetchJson(http);
  return {
    ...simpleRestProvider(apiUrl, fetchJson),
    async action(resource, id, name, body = {}) {
      const path = id === null || id === undefined ? `${resource}/${name}` : `${resource}/${encodeURIComponent(String(id))}/${name}`;
      const { json } = await fetchJson(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(body) });
      return { data: json };
    },
  };
}
