import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { ValidationError } from './errors';

// An uploaded spreadsheet (xlsx: a ZIP archive) is opened here before any parser sees it,
// so that a small file that unpacks to hundreds of megabytes (a "zip bomb") is refused
// instead of exhausting the server's memory. First the archive's central directory is read
// WITHOUT inflating anything: the number of parts, each part's declared size, the total
// and each part's packing ratio must stay within SPREADSHEET_LIMITS. Then each part is
// inflated with its output capped at the size it declared, so a part that lies about its
// size is caught after that many bytes too. The parser gets a copy of the archive with
// every part stored as it is (nothing left to inflate): it reads exactly what was measured.

const MB = 1024 * 1024;

export const SPREADSHEET_LIMITS = {
  /** parts in the archive */
  maxEntries: 10_000,
  /** unpacked bytes of any part and of all parts together */
  maxBytes: 50 * MB,
  /** unpacked size over packed size, for the parts that unpack to more than `ratioFrom` */
  maxRatio: 100,
  ratioFrom: 1 * MB,
};

export const UNREADABLE_SPREADSHEET = 'This file is not a readable spreadsheet.';
export const SPREADSHEET_TOO_LARGE = `This spreadsheet unpacks to more than ${SPREADSHEET_LIMITS.maxBytes / MB} MB; split it or remove unused sheets.`;
const TOO_MANY_PARTS = `This file is not a readable spreadsheet: it holds more than ${SPREADSHEET_LIMITS.maxEntries.toLocaleString('en-US')} parts.`;
const PACKED_TOO_TIGHTLY = `This file is not a readable spreadsheet: a part of it unpacks to more than ${SPREADSHEET_LIMITS.maxRatio} times its packed size.`;

/** 422 on the upload's `file` field. */
export const refusedFile = (message: string) => new ValidationError({ file: [message] }, 'The file was not read.');

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x0001;
const UTF8_NAME = 0x0800;
const ZIP64_MARK = 0xffffffff;

/** One part as the central directory declares it. */
export interface ZipEntry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

class Unreadable extends Error {}

/** The archive's central directory, read without inflating anything; at most `maxEntries` + 1 entries. */
export function centralDirectory(bytes: Buffer, maxEntries = SPREADSHEET_LIMITS.maxEntries): ZipEntry[] {
  const end = endOfDirectory(bytes);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  const directorySize = bytes.readUInt32LE(end + 12);
  if (directoryOffset === ZIP64_MARK || directoryOffset + directorySize > end) throw new Unreadable();
  const entries: ZipEntry[] = [];
  for (let at = directoryOffset; at < directoryOffset + directorySize && entries.length <= maxEntries;) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) throw new Unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw new Unreadable();
    entries.push({
      name: bytes.subarray(at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  if (entries.length === 0) throw new Unreadable();
  return entries;
}

/** Where the end-of-central-directory record starts: within the last 64 kB (its comment's most) and 22 bytes. */
function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + bytes.readUInt16LE(at + 20) <= bytes.length) {
      if (bytes.readUInt16LE(at + 4) !== 0 || bytes.readUInt16LE(at + 6) !== 0) throw new Unreadable(); // split over disks
      return at;
    }
  }
  throw new Unreadable();
}

/** The refusal for declared sizes over the limits, if any. */
function declaredProblem(entries: readonly ZipEntry[], limits: typeof SPREADSHEET_LIMITS): string | null {
  if (entries.length > limits.maxEntries) return TOO_MANY_PARTS;
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) return UNREADABLE_SPREADSHEET;
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) return UNREADABLE_SPREADSHEET;
    if (entry.method === STORED && entry.size !== entry.compressedSize) return UNREADABLE_SPREADSHEET;
    total += entry.size;
    if (entry.size > limits.maxBytes || total > limits.maxBytes) return SPREADSHEET_TOO_LARGE;
    if (entry.size > limits.ratioFrom && entry.size > entry.compressedSize * limits.maxRatio) return PACKED_TOO_TIGHTLY;
  }
  return null;
}

const inflate = promisify(inflateRaw);

/** A part's bytes, inflated (on libuv's pool, not this thread) to at most the size it declares. */
async function unpack(bytes: Buffer, entry: ZipEntry): Promise<Buffer> {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new Unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new Unreadable();
  const packed = bytes.subarray(start, start + entry.compressedSize);
  // one byte over the declared size is enough to know that the size was a lie
  const data = entry.method === STORED ? packed : await inflate(packed, { maxOutputLength: entry.size + 1 }).catch(() => null);
  if (!data || data.length !== entry.size || crc32(data) !== entry.crc) throw new Unreadable();
  return data;
}

/**
 * The uploaded spreadsheet, checked and unpacked within SPREADSHEET_LIMITS, as an archive
 * of stored (not compressed) parts for the parser; 422 on `file` when it is not a readable
 * archive or unpacks to too much.
 */
export async function unpackedSpreadsheet(bytes: Buffer, limits = SPREADSHEET_LIMITS): Promise<Buffer> {
  try {
    const entries = centralDirectory(bytes, limits.maxEntries);
    const problem = declaredProblem(entries, limits);
    if (problem) throw refusedFile(problem);
    const parts: ZipPart[] = [];
    for (const entry of entries) parts.push({ name: entry.name, flags: entry.flags & UTF8_NAME, data: await unpack(bytes, entry) });
    return writeZip(parts);
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw refusedFile(UNREADABLE_SPREADSHEET);
  }
}

/** A part to write: `data` as it goes into the archive (already deflated when `method` is 8, with its `crc` and `size`). */
export interface ZipPart {
  name: string | Buffer;
  data: Buffer;
  flags?: number;
  method?: number;
  /** of the unpacked bytes; computed from `data` when stored */
  crc?: number;
  /** the unpacked size the archive declares; `data.length` when stored */
  size?: number;
}

/** A ZIP archive of the parts, in order. */
export function writeZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.isBuffer(part.name) ? part.name : Buffer.from(part.name, 'utf8');
    const method = part.method ?? STORED;
    const fields = {
      flags: part.flags ?? 0,
      method,
      crc: part.crc ?? crc32(part.data),
      compressedSize: part.data.length,
      size: part.size ?? part.data.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    writeFields(local, 6, fields, name.length);
    locals.push(local, name, part.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeFields(central, 8, fields, name.length);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directorySize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** flags, method, time, date, crc, sizes and name length: the same run of fields in both headers. */
function writeFields(
  header: Buffer,
  at: number,
  f: { flags: number; method: number; crc: number; compressedSize: number; size: number },
  nameLength: number,
) {
  header.writeUInt16LE(f.flags, at);
  header.writeUInt16LE(f.method, at + 2);
  header.writeUInt16LE(0, at + 4); // 00:00
  header.writeUInt16LE(0x21, at + 6); // 1980-01-01
  header.writeUInt32LE(f.crc >>> 0, at + 8);
  header.writeUInt32LE(f.compressedSize, at + 12);
  header.writeUInt32LE(f.size, at + 16);
  header.writeUInt16LE(nameLength, at + 20);
}
