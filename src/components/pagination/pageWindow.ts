// The arithmetic of the list pager, kept apart from React so it can be checked alone.

export interface PageSummary {
  /** 1-based number of the first row shown (0 on an empty list) */
  from: number;
  /** 1-based number of the last row shown (0 on an empty list) */
  to: number;
  total: number;
  pageCount: number;
}

export function pageSummary(page: number, perPage: number, total: number): PageSummary {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (total <= 0) return { from: 0, to: 0, total: 0, pageCount };
  const current = Math.min(Math.max(page, 1), pageCount);
  const from = (current - 1) * perPage + 1;
  return { from, to: Math.min(current * perPage, total), total, pageCount };
}

export function showingText({ from, to, total }: PageSummary): string {
  return `Showing ${from} to ${to} of ${total} entries`;
}

/** The page numbers shown as buttons: `count` pages around the current one, inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, count = 3): number[] {
  const size = Math.min(count, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
