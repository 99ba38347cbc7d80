import { downloadBytes, exportFileName, loadXlsx } from './download';
import { safeSheetName } from './workbook';

export const TABLE_NOT_FOUND = 'Table with ID not found';

/**
 * Exports a rendered <table> to a spreadsheet by its id and a sheet name [Spec].
 * Returns false (and logs the specification's message) when no table has that id.
 */
export async function exportTableToSpreadsheet(tableId: string, sheetName: string, fileName?: string): Promise<boolean> {
  const table = document.getElementById(tableId);
  if (!(table instanceof HTMLTableElement)) {
    console.log(TABLE_NOT_FOUND);
    return false;
  }
  const xlsx = await loadXlsx();
  const workbook = xlsx.utils.table_to_book(table, { sheet: safeSheetName(sheetName), raw: true });
  const bytes = xlsx.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  downloadBytes(bytes, fileName ?? exportFileName(sheetName));
  return true;
}
