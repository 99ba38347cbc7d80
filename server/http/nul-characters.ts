import type { FieldErrors } from './errors';

// PostgreSQL refuses a NUL character in text: it is refused at the door as a 422.

const NUL = '\u0000';
export const NUL_MESSAGE = 'This field may not contain a NUL character.';

/** The dotted paths of every string inside a value that holds a NUL character (PostgreSQL refuses them). */
export function nulFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path || 'value'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const keyProblem = key.includes(NUL) ? [path || 'body'] : [];
    return [...keyProblem, ...nulFields(item, path ? `${path}.${key}` : key)];
  });
}

export function nulErrors(value: unknown): FieldErrors | undefined {
  const fields = nulFields(value);
  if (fields.length === 0) return undefined;
  return Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]]));
}
