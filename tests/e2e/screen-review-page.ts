// What the screen review reads in a page: the controls whose text is cut off,
// whether the page is wider than the window, the visible words that are raw
// keys, and the visible dates. Kept as plain JavaScript source so that the
// browser runs exactly this text (no bundler helpers).

export interface PageFindings {
  title: string;
  /** the "Not built yet" page of a catalogued screen that does not exist */
  notBuilt: boolean;
  /** an error page or card: 404, 500, 401 or react-admin's error boundary */
  errorPage: string | null;
  /** how many pixels the page is wider than the window (0 when it fits) */
  pageOverflow: number;
  /** controls whose own text does not fit, as "button: CALCULATE" */
  clipped: string[];
  /** visible snake_case words or JSON */
  rawKeys: string[];
  /** visible date-like strings */
  dates: string[];
}

export const INSPECT_PAGE = `(() => {
  const visible = (element) => {
    if (!element || !element.getClientRects().length) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const label = (element) => (element.innerText || element.value || element.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  const clipped = [];
  const controls = document.querySelectorAll('button, [role=button], [role=tab], a.MuiButton-root, .MuiChip-root, .MuiInputBase-root, label.MuiInputLabel-root');
  for (const control of controls) {
    if (!visible(control)) continue;
    const rect = control.getBoundingClientRect();
    const kind = control.getAttribute('role') || control.tagName.toLowerCase();
    if (control.scrollWidth > control.clientWidth + 1 && control.clientWidth > 0) clipped.push(kind + ': ' + label(control) + ' (needs ' + control.scrollWidth + ' px, has ' + control.clientWidth + ')');
    else if (rect.right > innerWidth + 1 && !control.closest('.RaDatagrid-tableWrapper, .MuiTableContainer-root, .MuiTabs-scroller, [data-scrolls]')) clipped.push(kind + ': ' + label(control) + ' (ends at ' + Math.round(rect.right) + ' px of ' + innerWidth + ')');
  }
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('input, textarea, script, style, noscript, [contenteditable]') || !visible(parent)) continue;
    const text = node.textContent.trim();
    if (text) texts.push(text);
  }
  const allText = texts.join('\\n');
  const rawKeys = [];
  for (const text of texts) {
    const words = text.replace(/[\\w.+-]+@[\\w.-]+/g, ' ').replace(/https?:\\/\\/\\S+/g, ' ');
    for (const match of words.matchAll(/\\b[a-z]+_[a-z_]+\\b/g)) rawKeys.push(match[0]);
    if (/\\{"/.test(words)) rawKeys.push(words.slice(0, 60));
  }
  const DATE = /\\b\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?Z?)?|\\b\\d{1,2}\\/\\d{1,2}\\/\\d{2,4}(?:,? \\d{1,2}:\\d{2}(?::\\d{2})?(?: ?[AP]M)?)?|\\b\\d{4}\\/\\d{1,2}\\/\\d{1,2}\\b|\\b(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*,? \\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*(?: \\d{4})?|\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \\d{1,2}, \\d{4}|\\b\\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \\d{4}|\\b\\d{1,2}\\/\\d{4}\\b/g;
  const dates = [...allText.matchAll(DATE)].map((match) => match[0]);
  const bodyText = document.body.innerText;
  let errorPage = null;
  if (document.querySelector('[data-testid=not-built]')) errorPage = null;
  else if (/\\b404\\b[\\s\\S]{0,40}Page not found/i.test(bodyText)) errorPage = '404 Page not found';
  else if (/Internal server error/i.test(bodyText)) errorPage = '500 Internal server error';
  else if (/\\b401\\b[\\s\\S]{0,40}Unauthori[sz]ed/i.test(bodyText)) errorPage = '401 Unauthorized';
  else if (/Something went wrong|ra\\.page\\.error|Cannot read properties/i.test(bodyText)) errorPage = 'error boundary: ' + bodyText.slice(0, 120).replace(/\\s+/g, ' ');
  const scroller = document.scrollingElement || document.documentElement;
  return {
    title: document.title,
    notBuilt: !!document.querySelector('[data-testid=not-built]'),
    errorPage,
    pageOverflow: Math.max(0, scroller.scrollWidth - innerWidth),
    clipped,
    rawKeys: [...new Set(rawKeys)],
    dates: [...new Set(dates)],
  };
})()`;

/** Whether anything is still loading: progress indicators or skeletons on screen. */
export const IS_LOADING = `!!document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root, [data-loading=true]')`;

// The date formats of the console (core/format.ts, core/labels.ts, the date
// inputs): YYYY-MM-DD, YYYY-MM-DD HH:mm (formatDateTime), "Tue 24 Nov"
// (formatDayHeading), "October 2026" (formatMonth, not date-like here) and
// "10/2026" (formatFormMonth on agency forms).
const CONSOLE_DATE_FORMATS = [
  /^\d{4}-\d{2}-\d{2}$/,
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/,
  /^\d{2}\/\d{4}$/,
];

/** The visible dates that are in none of the console's formats. */
export function foreignDates(dates: string[]): string[] {
  return dates.filter((date) => !CONSOLE_DATE_FORMATS.some((format) => format.test(date)));
}
