export { ExportButton, type ExportButtonProps, type ListExportColumn } from './ExportButton';
export { ListActions } from './ListActions';
export { exportTableToSpreadsheet, TABLE_NOT_FOUND } from './exportTable';
export { fetchAllRows, referenceTexts, EXPORT_CHUNK } from './fetchAllRows';
export { downloadFile } from './downloadFile';
export { PdfButton } from './PdfButton';
export { downloadBytes, exportFileName, loadXlsx, XLSX_MIME } from './download';
export {
  buildSheet,
  buildWorkbook,
  workbookBytes,
  cellOf,
  excelSerial,
  safeSheetName,
  columnsFromRows,
  MONEY_FORMAT,
  DATE_FORMAT,
  type ExportColumn,
  type ExportKind,
  type XlsxModule,
} from './workbook';
export { writeXlsx, resolveJob, type WorkbookJob } from './writeXlsx';
