// A small PDF 1.4 writer for printed forms: pages of text (Helvetica, regular and
// bold), lines, boxes and filled boxes, in points from the top-left corner. No
// dependency; the output is deterministic (no dates, no ids), so the same form always
// gives the same bytes. Page streams are plain unless `compress` asks for FlateDecode
// (node:zlib): a bulk print of thousands of pages is then a fraction of the size.

import { deflateSync } from 'node:zlib';

export interface PdfPage {
  width: number;
  height: number;
  ops: string[];
}

/** A page whose content stream is already written: a long document keeps these, not every page's operators. */
export interface WrittenPdfPage {
  width: number;
  height: number;
  stream: Buffer;
  compressed: boolean;
}

/** The page's content stream, FlateDecode when `compress`. */
export function writtenPage(page: PdfPage, compress: boolean): WrittenPdfPage {
  const stream = Buffer.from(page.ops.join('\n'), 'latin1');
  return { width: page.width, height: page.height, stream: compress ? deflateSync(stream) : stream, compressed: compress };
}

const num = (v: number) => (Math.round(v * 100) / 100).toString();

/** Text as a PDF literal string in WinAnsi: non-Latin-1 characters become '?'. */
function literal(text: string): string {
  let out = '';
  for (const ch of text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 255) out += '?';
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

/** Width of a Helvetica string in points: an estimate good enough to right-align numbers. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if (/[0-9]/.test(ch)) units += 556;
    else if (ch === ',' || ch === '.' || ch === ' ') units += 278;
    else if (ch === '-' || ch === '(' || ch === ')') units += 333;
    else if (/[A-Z]/.test(ch)) units += 667;
    else units += 500;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

export class PdfPageBuilder implements PdfPage {
  readonly ops: string[] = [];
  constructor(
    readonly width = 612,
    readonly height = 936,
  ) {}

  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'center' } = {}): this {
    const size = options.size ?? 8;
    const w = options.align && options.align !== 'left' ? textWidth(text, size, options.bold) : 0;
    const left = options.align === 'right' ? x - w : options.align === 'center' ? x - w / 2 : x;
    this.ops.push(`BT /${options.bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(left)} ${num(this.height - y)} Td ${literal(text)} Tj ET`);
    return this;
  }

  /** Text cut into lines that fit `width`; returns the y below the last line. */
  paragraph(x: number, y: number, width: number, text: string, size = 7, bold = false): number {
    let line = '';
    let top = y;
    for (const word of text.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size, bold) > width) {
        this.text(x, top, line, { size, bold });
        top += size + 2;
        line = word;
      } else line = next;
    }
    if (line) this.text(x, top, line, { size, bold });
    return top + size + 2;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S`);
    return this;
  }

  box(x: number, y: number, w: number, h: number, options: { fill?: number; stroke?: boolean } = {}): this {
    const rect = `${num(x)} ${num(this.height - y - h)} ${num(w)} ${num(h)} re`;
    if (options.fill !== undefined) this.ops.push(`q ${num(options.fill)} g ${rect} f Q`);
    if (options.stroke !== false) this.ops.push(`0.5 w ${rect} S`);
    return this;
  }
}

/** The document's bytes; `compress` writes the page streams FlateDecode (pages already written keep theirs). */
export function pdfDocument(
  pages: readonly (PdfPage | WrittenPdfPage)[],
  title = 'Document',
  options: { compress?: boolean } = {},
): Buffer {
  // an object's body: text, or the parts of a stream (its dictionary and head, the data, its tail)
  const objects: (string | Buffer[])[] = [];
  const add = (body: string | Buffer[]) => objects.push(body) - 1 + 1; // 1-based object numbers
  const catalog = add('');
  const pagesObj = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${literal(title)} /Producer (payroll console) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    let content: number;
    if ('stream' in page || options.compress) {
      const { stream, compressed } = 'stream' in page ? page : writtenPage(page, true);
      const dictionary = `<< /Length ${stream.length}${compressed ? ' /Filter /FlateDecode' : ''} >>`;
      content = add([Buffer.from(`${dictionary}\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]);
    } else {
      const stream = page.ops.join('\n');
      content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    }
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const parts: Buffer[] = [];
  let size = 0;
  const write = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    size += bytes.length;
  };
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(size);
    if (typeof body === 'string') write(`${i + 1} 0 obj\n${body}\nendobj\n`);
    else {
      write(`${i + 1} 0 obj\n`);
      for (const part of body) write(part);
      write('\nendobj\n');
    }
  });
  const xref = size;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  write(tail);
  return Buffer.concat(parts, size);
}
