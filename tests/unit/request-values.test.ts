import { describe, expect, it } from 'vitest';
import { MAX_NESTING, NESTING_MESSAGE, NUL_MESSAGE, nulErrors } from '../../server/http/nul-characters';

// The check every request body, query and JSON query parameter passes at the door.
const nestedArrays = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;

describe('a request value checked at the door', () => {
  it(`accepts ${MAX_NESTING} levels of nesting and refuses ${MAX_NESTING + 1}, or 100,000, without overflowing the stack`, () => {
    expect(nulErrors(nestedArrays(MAX_NESTING))).toBeUndefined();
    expect(nulErrors(nestedArrays(MAX_NESTING + 1))).toEqual({ body: [NESTING_MESSAGE] });
    expect(nulErrors({ a: nestedArrays(100_000) })).toEqual({ body: [NESTING_MESSAGE] });
  });

  it('names each field holding a NUL character by its dotted path, in the order of the body', () => {
    expect(nulErrors({ name: 'a\u0000b', lines: [{ note: 'ok' }, { note: '\u0000' }], ['k\u0000']: 1 })).toEqual({
      name: [NUL_MESSAGE],
      'lines.1.note': [NUL_MESSAGE],
      body: [NUL_MESSAGE],
    });
    expect(nulErrors({ name: 'clean', amounts: [1, -2.5, null, true] })).toBeUndefined();
  });
});
