import type { FieldErrors } from './errors';

// What every request's body, query and JSON query parameter is checked for at the door,
// before validation and before any route runs: PostgreSQL refuses a NUL character in
// text (422 naming the field), and no form of the product nests a value more than a few
// levels deep, so a value nested deeper than MAX_NESTING is refused whole (422) rather
// than walked. The walk is iterative (its own stack, no recursion): a body nested
// 100,000 levels deep cannot overflow the call stack.

const NUL = '\u0000';
export const NUL_MESSAGE = 'This field may not contain a NUL character.';
export const MAX_NESTING = 400;
export const NESTING_MESSAGE = `The request is nested more than ${MAX_NESTING} levels deep; no form sends that.`;

interface Inspection {
  /** nested deeper than MAX_NESTING (the walk stopped there) */
  tooDeep: boolean;
  /** the dotted paths of the strings (or the objects whose keys) holding a NUL, in document order */
  nul: string[];
}

/** Walks a parsed JSON value (or a query) depth-first without recursion. */
export function inspectValue(value: unknown): Inspection {
  const nul: string[] = [];
  const stack: Array<{ item: unknown; path: string; level: number }> = [{ item: value, path: '', level: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, path, level } = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) nul.push(path || 'value');
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (level >= MAX_NESTING) return { tooDeep: true, nul };
    const entries = Object.entries(item);
    if (entries.some(([key]) => key.includes(NUL))) nul.push(path || 'body');
    // pushed last to first, so that they come off the stack in document order
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      stack.push({ item: child, path: path ? `${path}.${key}` : key, level: level + 1 });
    }
  }
  return { tooDeep: false, nul };
}

/** The dotted paths of every string inside a value that holds a NUL character (PostgreSQL refuses them). */
export function nulFields(value: unknown): string[] {
  return inspectValue(value).nul;
}

/** Whether a value is nested more than MAX_NESTING levels deep. */
export const nestedTooDeep = (value: unknown): boolean => inspectValue(value).tooDeep;

/**
 * The 422 messages of a request value: the whole value (under `body`) when it is nested too
 * deep, else one message per field that holds a NUL; undefined when it is clean.
 */
export function nulErrors(value: unknown): FieldErrors | undefined {
  const { tooDeep, nul } = inspectValue(value);
  if (tooDeep) return { body: [NESTING_MESSAGE] };
  if (nul.length === 0) return undefined;
  return Object.fromEntries(nul.map((field) => [field, [NUL_MESSAGE]]));
}
