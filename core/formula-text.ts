// CSV injection (OWASP): a spreadsheet program (Excel, LibreOffice Calc, Google Sheets)
// opening a CSV or text file reads a cell that begins with = + - @ (or a tab, carriage
// return or line feed, after which those follow) as a formula, so a middle name typed as
// =HYPERLINK("http://…","Click here") would become a live link in the payroll officer's
// bank file. Every text a CSV or flat-file writer takes from a record passes through
// neutraliseFormula, in one of two ways:
// - 'apostrophe' (CSV cells): a leading apostrophe, as OWASP recommends; the program shows
//   the text as text, and the apostrophe shows the reader that the text was changed.
// - 'strip' (fixed-width government files, and the BIR alphalist .DAT, whose annex allows
//   no apostrophe): the leading formula characters (and any spaces among them) are removed,
//   so the field starts with the first letter or digit; an apostrophe would take a place
//   of the field's width and be read as part of the name.
// Numbers are not text: an amount, a count, a date or a run of digits is written as it is
// (a negative amount stays -12.50, a number). The .xlsx exports (the server's reports and
// the console's lists) are not CSV: their text is written as string cells, which no
// spreadsheet program evaluates, so it goes in as it is. PURE.

const FORMULA_START = /^[=+\-@\t\r\n]/;

export function startsLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** The text as a CSV cell ('apostrophe') or a fixed-width field ('strip') that no spreadsheet runs as a formula. */
export function neutraliseFormula(value: string, how: 'apostrophe' | 'strip'): string {
  if (!startsLikeFormula(value)) return value;
  return how === 'apostrophe' ? `'${value}` : value.replace(/^[=+\-@\s]+/, '');
}
