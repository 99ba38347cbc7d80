// The specification's error catalogue: every failure the console meets becomes
// { status, message, errors } with one message per status and, for 422, the
// first message of each field. A 409 (the record's state refuses the step)
// shows the server's explanation; a 429 says when to try again.

import { formatWait } from '@core/format';

export interface NormalisedError {
  status: number | null;
  message: string;
  errors: Record<string, string>;
}

export const ERROR_MESSAGES = {
  400: 'Invalid request.',
  401: 'Your session has expired. Please log in again.',
  403: 'You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  419: 'Your session has expired due to inactivity.',
  409: 'This record cannot be changed in its current state.',
  422: 'Please correct the highlighted errors.',
  429: 'Too many requests. Please slow down.',
  500: 'Something went wrong on the server. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again later.',
  other: 'An unexpected error occurred. Please try again.',
  noStatus: 'An error occurred',
} as const;

/** A failed API call, already normalised; `body` is what the server sent. */
export class ApiError extends Error implements NormalisedError {
  readonly status: number | null;
  readonly errors: Record<string, string>;
  readonly body: unknown;

  constructor(normalised: NormalisedError, body?: unknown) {
    super(normalised.message);
    this.name = 'ApiError';
    this.status = normalised.status;
    this.errors = normalised.errors;
    this.body = body;
  }
}

type Body = { message?: unknown; errors?: unknown; validation_errors?: unknown } | undefined;

function statusOf(error: unknown): number | null {
  const candidate = error as { response?: { status?: unknown }; status?: unknown } | null | undefined;
  const status = candidate?.response?.status ?? candidate?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}

/** Seconds until a throttled request may be retried, from the Retry-After header (seconds or an HTTP date). */
export function retryAfterSeconds(error: unknown, now: number = Date.now()): number | null {
  const headers = (error as { response?: { headers?: unknown } } | null | undefined)?.response?.headers;
  if (!headers || typeof headers !== 'object') return null;
  const get = (headers as { get?: unknown }).get;
  const raw =
    typeof get === 'function'
      ? (get as (name: string) => unknown).call(headers, 'retry-after')
      : ((headers as Record<string, unknown>)['retry-after'] ?? (headers as Record<string, unknown>)['Retry-After']);
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The catalogue's 429 message, with when to retry when the server said. */
export function tooManyRequests(seconds: number | null): string {
  return seconds === null ? ERROR_MESSAGES[429] : `Too many attempts. Please try again in ${formatWait(seconds)}.`;
}

function bodyOf(error: unknown): Body {
  const candidate = error as { response?: { data?: unknown }; body?: unknown } | null | undefined;
  const data = candidate?.response?.data ?? candidate?.body;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Body;
    } catch {
      return undefined;
    }
  }
  return data && typeof data === 'object' ? (data as Body) : undefined;
}

/** `{ field: ['first', ...] }` (or a bare string) → `{ field: 'first' }`. */
export function firstMessages(source: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!source || typeof source !== 'object') return result;
  for (const [field, messages] of Object.entries(source as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

export function normaliseError(error: unknown): NormalisedError {
  if (error instanceof ApiError) return { status: error.status, message: error.message, errors: error.errors };
  const status = statusOf(error);
  const body = bodyOf(error);
  switch (status) {
    case null:
      return { status, message: ERROR_MESSAGES.noStatus, errors: {} };
    case 400:
    case 409: {
      // the server's explanation (which filter, which periods use the record) is the message
      const message = typeof body?.message === 'string' && body.message ? body.message : ERROR_MESSAGES[status];
      return { status, message, errors: {} };
    }
    case 429:
      return { status, message: tooManyRequests(retryAfterSeconds(error)), errors: {} };
    case 422:
      return { status, message: ERROR_MESSAGES[422], errors: firstMessages(body?.errors ?? body?.validation_errors) };
    case 401:
    case 403:
    case 404:
    case 419:
    case 500:
    case 503:
      return { status, message: ERROR_MESSAGES[status], errors: {} };
    default:
      return { status, message: ERROR_MESSAGES.other, errors: {} };
  }
}

/** The server's own message when it sent one (login failures show it as is). */
export function serverMessage(error: unknown): string | undefined {
  const body = error instanceof ApiError ? (error.body as Body) : bodyOf(error);
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/** A refused server action as a screen reads it: who refused, the server's words, and its per-field messages. */
export interface ApiProblem {
  status: number | null;
  /** the server's own message when it sent one, else the catalogue's */
  message: string;
  /** a 422's messages per field, all of them (empty when none) */
  fieldErrors: Record<string, string[]>;
}

/** `{ field: ['a', 'b'] }` or `{ field: 'a' }` → `{ field: ['a', 'b'] }`. */
function allMessages(source: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!source || typeof source !== 'object') return result;
  for (const [field, messages] of Object.entries(source as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/**
 * The one reader of a failed request, whichever layer threw it: the console's http client
 * (ApiError, `body` is what the server sent), the data provider (react-admin's HttpError,
 * `body` is the normalised answer) or a plain Error (a background job's failure).
 * `fallback` is said instead of the thrown error's own words when the server sent no message.
 */
export function apiErrorOf(error: unknown, fallback?: string): ApiProblem {
  const body = (error as { body?: Body } | null | undefined)?.body;
  const own = body && typeof body === 'object' && typeof body.message === 'string' && body.message ? body.message : undefined;
  const thrown = error instanceof Error && error.message ? error.message : undefined;
  return {
    status: normaliseError(error).status,
    message: own ?? fallback ?? thrown ?? normaliseError(error).message,
    fieldErrors: allMessages(body && typeof body === 'object' ? body.errors : undefined),
  };
}

/** The first message of the first field the server named, if any. */
export function firstFieldMessage(problem: ApiProblem): string | undefined {
  return Object.values(problem.fieldErrors)[0]?.[0];
}

/** A 422's messages as react-admin's `<Form onSubmit>` sets them on its inputs (a field's messages in one line). */
export function formErrorsOf(problem: ApiProblem): Record<string, string> | undefined {
  const fields = Object.entries(problem.fieldErrors);
  return fields.length > 0 ? Object.fromEntries(fields.map(([field, messages]) => [field, messages.join(' ')])) : undefined;
}
