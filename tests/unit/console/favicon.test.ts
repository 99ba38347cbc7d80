import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Vite copies public/ into dist/, which the server serves: /favicon.ico is a real icon, linked from the page.
describe('the console’s icon', () => {
  it('is a valid 32×32 ICO in public/ and index.html links it', () => {
    const ico = readFileSync('public/favicon.ico');
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]); // reserved, type icon, one image
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const size = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset + size).toBe(ico.length);
    expect(readFileSync('index.html', 'utf8')).toContain('<link rel="icon" href="/favicon.ico"');
  });
});
