// The errors a handler throws; the error plugin turns each into its JSON answer.

import type { FieldErrors } from '@core/resources/define';

export type { FieldErrors };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422: invalid data, with the messages per field. */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = 'The given data was invalid.',
  ) {
    super(422, message);
  }
}

/** 409: the request conflicts with the record's state. */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';

export class ForbiddenError extends HttpError {
  constructor(message = FORBIDDEN_MESSAGE) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'The requested resource was not found.') {
    super(404, message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Collects per-field messages and throws them together as one 422. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(message?: string): void {
    if (!this.isEmpty) throw new ValidationError(this.errors, message);
  }
}
