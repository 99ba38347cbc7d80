import { constants, crc32, deflateRawSync } from 'node:zlib';
import { writeZip, type ZipPart } from '../../server/http/archive-limits';

// xlsx-shaped ZIP archives whose sheet unpacks to far more than the file weighs ("zip
// bombs"), built without ever holding the unpacked sheet: one megabyte of spaces is
// deflated once (into a few hundred bytes that end on a byte boundary) and that piece is
// repeated, so the sheet's deflate stream is the header's piece, N copies, the footer's.

const MB = 1024 * 1024;

const deflated = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(data), method: 8, crc: crc32(data), size: data.length };
};

const WORKBOOK_PARTS: ZipPart[] = [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ),
  deflated(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ),
  deflated(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  deflated(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ),
];

/** A worksheet of `megabytes` MB of spaces between its header and footer, deflated piece by piece. */
function bombSheet(megabytes: number, unit: string): ZipPart {
  const header = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const footer = Buffer.from('</sheetData></worksheet>');
  const spaces = Buffer.alloc(MB, unit);
  const sync = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const piece = deflateRawSync(spaces, sync);
  let crc = crc32(header);
  for (let i = 0; i < megabytes; i++) crc = crc32(spaces, crc);
  crc = crc32(footer, crc);
  return {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.concat([deflateRawSync(header, sync), ...Array<Buffer>(megabytes).fill(piece), deflateRawSync(footer)]),
    method: 8,
    crc,
    size: header.length + megabytes * MB + footer.length,
  };
}

/**
 * An xlsx whose sheet unpacks to `megabytes` MB (300 by default) from a few hundred kB;
 * with `claimedSize`, its headers say the sheet unpacks to that many bytes (a lie).
 */
export function xlsxBomb({
  megabytes = 300,
  claimedSize,
  unit = ' ',
}: { megabytes?: number; claimedSize?: number; unit?: string } = {}): Buffer {
  const sheet = bombSheet(megabytes, unit);
  return writeZip([...WORKBOOK_PARTS, { ...sheet, size: claimedSize ?? sheet.size }]);
}
