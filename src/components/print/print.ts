// The print helper [Spec]: a 1000 × 700 pop-up holding a printable copy of an
// element (or a whole document), without navigation or buttons.

export const PRINT_WINDOW_WIDTH = 1000;
export const PRINT_WINDOW_HEIGHT = 700;

export const PRINT_STYLES = `
  nav, header, aside, button, [role="navigation"], [role="toolbar"], .no-print { display: none !important; }
  body { margin: 16px; font-family: Roboto, Arial, sans-serif; font-size: 12px; color: #000; background: #fff; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; }
  @media print { @page { margin: 12mm; } body { margin: 0; } }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The content without its buttons and navigation (they are hidden by the styles too, for content given as HTML). */
function printableMarkup(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('button, nav, [role="navigation"], [role="toolbar"], .no-print').forEach((node) => node.remove());
  return copy.outerHTML;
}

export function printableDocument(body: string, title: string, headStyles = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${headStyles}<style>${PRINT_STYLES}</style></head><body>${body}</body></html>`;
}

/**
 * Opens the print pop-up for an element, or for a document given as HTML, and
 * starts printing. Returns the pop-up, or null when the browser blocked it.
 */
export function printElement(target: HTMLElement | string, title = document.title): Window | null {
  const popup = window.open('', '_blank', `width=${PRINT_WINDOW_WIDTH},height=${PRINT_WINDOW_HEIGHT}`);
  if (!popup) return null;
  const pageStyles = Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))
    .map((node) => node.outerHTML)
    .join('');
  const body = typeof target === 'string' ? target : printableMarkup(target);
  popup.document.open();
  popup.document.write(printableDocument(body, title, pageStyles));
  popup.document.close();
  popup.focus();
  setTimeout(() => popup.print(), 250);
  return popup;
}
