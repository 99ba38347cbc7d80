// The specification's error catalogue: every failure the console meets becomes
// { status, message, errors } with one message per status and, for 422, the
// first message of each field.

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
    case 400: {
      const message = typeof body?.message === 'string' && body.message ? body.message : ERROR_MESSAGES[400];
      return { status, message, errors: {} };
    }
    case 422:
      return { status, message: ERROR_MESSAGES[422], errors: firstMessages(body?.errors ?? body?.validation_errors) };
    case 401:
    case 403:
    case 404:
    case 419:
    case 429:
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
