import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { refusedFile } from '../../../http/archive-limits';
import { BadRequestError, ValidationError } from '../../../http/errors';
import { answers, FileDownload } from '../../../http/schemas';
import { toSpreadsheet } from '../../../shared/spreadsheet';
import { parseUpload } from './parse-upload';

// A spreadsheet uploaded all or nothing against a template of named columns: the
// template itself (xlsx or csv), the file read from a multipart body, its rows keyed by
// column, and the refusal that names every problem by row and column (422 `errors`
// keyed `rows.<row>.<column>`, which the console's SpreadsheetUpload lays out).

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The template's query: ?format=xlsx|csv. */
export const TemplateQuery = Type.Object({ format: Type.Optional(Type.String({ enum: ['xlsx', 'csv'] })) });

export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

/** A template with the columns and one example row, in the format asked for. */
export async function sendTemplate<C extends string>(
  reply: FastifyReply,
  template: { name: string; sheet: string; columns: readonly C[]; example: Record<C, string> },
  format: string | undefined,
) {
  const { name, sheet, columns, example } = template;
  if (format === 'csv') {
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}.csv"`)
      .send(stringify([[...columns], columns.map((c) => example[c])], { record_delimiter: 'windows' }));
  }
  const file = await toSpreadsheet(
    sheet,
    columns.map((column) => ({ name: column, label: column })),
    [example],
  );
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${name}.xlsx"`)
    .send(file);
}

/** GET `url`?format=xlsx|csv: the template of an upload. */
export function templateRoute<C extends string>(
  app: FastifyInstance,
  url: string,
  template: { name: string; sheet: string; columns: readonly C[]; example: Record<C, string> },
): void {
  app.get<{ Querystring: { format?: string } }>(
    url,
    { schema: { querystring: TemplateQuery, response: answers(FileDownload) } },
    (request, reply) => sendTemplate(reply, template, request.query.format),
  );
}

/** The upload's bytes, or a 422 on `file` when it is over `maxBytes` (the multipart reader stops at the cap). */
export async function uploadedBytes(file: { toBuffer(): Promise<Buffer> }, maxBytes: number): Promise<Buffer> {
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw refusedFile(`The file is larger than ${maxBytes / 1024 / 1024} MB.`);
    throw error;
  });
}

/** The uploaded file's name and its rows of cells (400 when it is missing, 422 when it is too large or unreadable). */
export async function readUploadedTable(
  request: FastifyRequest,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ fileName: string; table: string[][] }> {
  if (!request.isMultipart()) throw new BadRequestError('Send the spreadsheet as multipart form data in a field named "file".');
  const upload = await request.file({ limits: { fileSize: maxBytes } });
  if (!upload) throw new BadRequestError('Attach the spreadsheet in a field named "file".');
  const bytes = await uploadedBytes(upload, maxBytes);
  return { fileName: upload.filename, table: await parseUpload(upload.filename, bytes) };
}

/**
 * The data rows by column name, with their row number in the file; the header row names
 * the columns in any order. 422 when a required column is missing or no row has data.
 */
export function rowsByColumn<C extends string>(
  table: string[][],
  columns: readonly C[],
  what: string,
  optional: readonly C[] = [],
): Array<Record<C, string> & { row: number }> {
  const header = (table[0] ?? []).map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = columns.filter((column) => !optional.includes(column) && !header.includes(column));
  if (missing.length > 0)
    throw new ValidationError(
      { file: [`The header row has no ${missing.map((m) => `"${m}"`).join(', ')} column; download the template.`] },
      'The file does not follow the template.',
    );
  const rows = table
    .slice(1)
    .map((cells, index) => {
      const values = Object.fromEntries(
        columns.map((column) => [column, header.includes(column) ? String(cells[header.indexOf(column)] ?? '').trim() : '']),
      ) as Record<C, string>;
      return { ...values, row: index + 2 };
    })
    .filter((line) => columns.some((column) => line[column]));
  if (rows.length === 0) throw new ValidationError({ file: [`The file has no ${what}.`] }, `The file has no ${what}.`);
  return rows;
}

/** 422 naming every problem by row and column, when there is any: nothing of the file is applied. */
export function refuseRowProblems(problems: readonly RowProblem[], rowCount: number): void {
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[`rows.${p.row}.${p.column}`] ??= []).push(p.message);
  const bad = new Set(problems.map((p) => p.row)).size;
  throw new ValidationError(errors, `${bad} of ${rowCount} rows have problems; nothing was applied.`);
}
