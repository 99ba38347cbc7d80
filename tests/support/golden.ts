import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The checked-in expected files of tests/api/golden. */
export const GOLDEN = join(__dirname, '..', 'api', 'golden');

/** Compares with the checked-in file byte for byte (UPDATE_GOLDEN=1, or a missing file, writes it). */
export function expectGolden(name: string, text: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) writeFileSync(file, text);
  expect(text).toBe(readFileSync(file, 'utf8'));
}
