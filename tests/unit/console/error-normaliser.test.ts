import { describe, expect, it } from 'vitest';
import { ApiError, normaliseError } from '../../../src/providers/errors';
import { formatWait } from '@core/format';

const answer = (status: number, data?: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('the error normaliser', () => {
  it.each([
    [401, 'Your session has expired. Please log in again.'],
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [419, 'Your session has expired due to inactivity.'],
    [429, 'Too many requests. Please slow down.'],
    [500, 'Something went wrong on the server. Please try again later.'],
    [503, 'The service is temporarily unavailable. Please try again later.'],
    [502, 'An unexpected error occurred. Please try again.'],
  ])('gives %i the catalogue’s message, whatever the server said', (status, message) => {
    expect(normaliseError(answer(status, { message: 'server text' }))).toEqual({ status, message, errors: {} });
  });

  it('gives 400 the server’s message, or “Invalid request.” without one', () => {
    expect(normaliseError(answer(400, { message: 'Filtering by "x" is not allowed.' })).message).toBe('Filtering by "x" is not allowed.');
    expect(normaliseError(answer(400, 'not json')).message).toBe('Invalid request.');
    expect(normaliseError(answer(400)).message).toBe('Invalid request.');
  });

  it('gives 409 the server’s explanation (which periods use the record), or a plain refusal without one', () => {
    const used = 'SSS-2025 was used by the payroll period SM-2026-01-A, which is posted; a version a payroll used is never deleted.';
    expect(normaliseError(answer(409, { message: used }))).toEqual({ status: 409, message: used, errors: {} });
    expect(normaliseError({ status: 409, body: { message: used } }).message).toBe(used);
    expect(normaliseError(answer(409)).message).toBe('This record cannot be changed in its current state.');
  });

  it('says when a throttled request may be retried, from Retry-After in seconds or as a date', () => {
    const throttled = (headers: Record<string, string>) => ({ isAxiosError: true, response: { status: 429, data: {}, headers } });
    expect(normaliseError(throttled({ 'retry-after': '42' })).message).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(normaliseError(throttled({ 'retry-after': '290' })).message).toBe('Too many attempts. Please try again in 5 minutes.');
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect(normaliseError(throttled({ 'retry-after': inTwoMinutes })).message).toMatch(/try again in (1|2) minutes?\./);
    expect(normaliseError(throttled({})).message).toBe('Too many requests. Please slow down.');
    expect([formatWait(1), formatWait(60), formatWait(61)]).toEqual(['1 second', '1 minute', '2 minutes']);
  });

  it('maps 422 field errors to their first message, from errors or validation_errors', () => {
    const fromErrors = normaliseError(answer(422, { message: 'x', errors: { email: ['Taken.', 'Second.'], name: ['Required.'] } }));
    expect(fromErrors).toEqual({
      status: 422,
      message: 'Please correct the highlighted errors.',
      errors: { email: 'Taken.', name: 'Required.' },
    });
    const fromValidationErrors = normaliseError(answer(422, { validation_errors: { 'lines.3.amount': ['Too large.'] } }));
    expect(fromValidationErrors.errors).toEqual({ 'lines.3.amount': 'Too large.' });
  });

  it('says “An error occurred” when there is no status at all (network failure)', () => {
    expect(normaliseError(new Error('Network Error'))).toEqual({ status: null, message: 'An error occurred', errors: {} });
    expect(normaliseError(undefined).message).toBe('An error occurred');
  });

  it('reads react-admin’s HttpError (status and body) and keeps an ApiError as it is', () => {
    expect(normaliseError({ status: 419, body: { message: 'CSRF token mismatch.' } }).message).toBe(
      'Your session has expired due to inactivity.',
    );
    const already = new ApiError({ status: 422, message: 'Please correct the highlighted errors.', errors: { a: 'b' } });
    expect(normaliseError(already)).toEqual({ status: 422, message: 'Please correct the highlighted errors.', errors: { a: 'b' } });
  });
});
