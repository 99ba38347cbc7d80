import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The PDF is a PDF, and poppler's pdftoppm turns its first page into an image (when poppler-utils is installed). */
export function expectRendersFirstPage(pdf: Buffer): void {
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    return; // poppler-utils not installed: the structure check above still ran
  }
  const dir = mkdtempSync(join(tmpdir(), 'pdf-render-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', join(dir, 'document.pdf'), join(dir, 'page')]);
    expect(existsSync(join(dir, 'page-1.png'))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages of a PDF written by the console's uncompressed PDF writer. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page /g)?.length ?? 0;
}
