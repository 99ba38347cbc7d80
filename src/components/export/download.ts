// Browser side of an export: load the spreadsheet library on demand and hand a file to the user.

import type { XlsxModule } from './workbook';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function loadXlsx(): Promise<XlsxModule> {
  return import('xlsx');
}

export function downloadBytes(bytes: ArrayBuffer | Blob, fileName: string, type = XLSX_MIME): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Employee masterlist', 2025-03-01 → 'employee-masterlist-2025-03-01.xlsx' */
export function exportFileName(screen: string, today: Date = new Date()): string {
  const slug =
    screen
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${slug}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.xlsx`;
}
