import { formatDate, formatQuantity } from '@core/format';
import { rateText } from '@core/labels';
import { formatMoney } from '@core/money';
import { PdfPageBuilder, pdfDocument } from '../bir/pdf-writer';
import type { PayslipDetail } from './payslip-detail';

// The payslip as printed and handed to the employee: a 10:7 landscape page (the console
// prints it at 1000×700) with the company and period on top, the employee's block,
// earnings on the left and deductions on the right, the employer's shares below and the
// net pay boxed. Lines that do not fit continue on a second page. Amounts read "PHP"
// because the PDF's standard fonts have no peso sign.

const WIDTH = 720;
const HEIGHT = 504;
const LEFT = 28;
const RIGHT = WIDTH - 28;
const MIDDLE = WIDTH / 2;
const ROW = 11;
const LINES_TOP = 150;
const LINES_BOTTOM = 408;

type Line = PayslipDetail['lines'][number];

function description(line: Line): string {
  if (line.is_deferred) return `${line.description} (deferred)`;
  if (line.loan_balance_after !== null) return `${line.description} (balance ${formatMoney(line.loan_balance_after)})`;
  return line.description;
}

function header(page: PdfPageBuilder, p: PayslipDetail, continued: boolean): void {
  page.box(LEFT, 20, RIGHT - LEFT, 44, { fill: 0.92 });
  page.text(LEFT + 8, 38, p.company_name, { size: 12, bold: true });
  page.text(LEFT + 8, 54, `Payslip ${p.period_code} · cut-off ${periodText(p)} · pay date ${formatDate(p.pay_date)}`, { size: 8 });
  page.text(RIGHT - 8, 38, continued ? 'PAYSLIP (continued)' : 'PAYSLIP', { size: 12, bold: true, align: 'right' });
  const stamp = p.status !== 'posted' ? 'COMPUTED, NOT POSTED' : p.is_on_hold ? 'ON HOLD' : '';
  if (stamp) page.text(RIGHT - 8, 54, stamp, { size: 8, bold: true, align: 'right' });
}

function periodText(p: PayslipDetail): string {
  return p.cutoff_start && p.cutoff_end ? `${formatDate(p.cutoff_start)} to ${formatDate(p.cutoff_end)}` : 'none';
}

function employeeBlock(page: PdfPageBuilder, p: PayslipDetail): void {
  page.text(LEFT, 84, `${p.employee_name} (${p.employee_no})`, { size: 10, bold: true });
  page.text(LEFT, 98, `${p.position}, ${p.business_unit}`, { size: 8 });
  page.text(LEFT, 110, p.tin ? `TIN ${p.tin}` : 'TIN not on file', { size: 8 });
  const rate = rateText(p.rate_type, p.basic_rate, p.daily_rate, (value) => `PHP ${formatMoney(value)}`);
  page.text(MIDDLE + 8, 84, rate, { size: 8 });
  page.text(MIDDLE + 8, 98, p.payroll_group, { size: 8 });
  page.text(MIDDLE + 8, 110, `Taxable compensation PHP ${formatMoney(p.taxable_compensation)}`, { size: 8 });
}

function columnHeading(page: PdfPageBuilder, x: number, right: number, title: string): void {
  page.box(x, LINES_TOP - 22, right - x, 14, { fill: 0.85 });
  page.text(x + 4, LINES_TOP - 12, title, { size: 8, bold: true });
  page.text(right - 96, LINES_TOP - 12, 'Quantity', { size: 7, bold: true, align: 'right' });
  page.text(right - 4, LINES_TOP - 12, 'Amount', { size: 7, bold: true, align: 'right' });
}

function lineRow(page: PdfPageBuilder, x: number, right: number, y: number, line: Line): void {
  page.text(x + 4, y, description(line).slice(0, 52), { size: 7.5 });
  page.text(right - 96, y, formatQuantity(line.quantity, line.unit), { size: 7.5, align: 'right' });
  page.text(right - 4, y, formatMoney(line.amount), { size: 7.5, align: 'right' });
  if (line.is_deferred) page.line(right - 50, y - 2.5, right - 4, y - 2.5);
}

/** Earnings and deductions side by side; returns the lines that did not fit on this page. */
function columns(page: PdfPageBuilder, earnings: Line[], deductions: Line[]): [Line[], Line[]] {
  const fit = Math.floor((LINES_BOTTOM - LINES_TOP) / ROW);
  columnHeading(page, LEFT, MIDDLE - 8, 'Earnings');
  columnHeading(page, MIDDLE + 8, RIGHT, 'Deductions');
  earnings.slice(0, fit).forEach((line, i) => lineRow(page, LEFT, MIDDLE - 8, LINES_TOP + i * ROW, line));
  deductions.slice(0, fit).forEach((line, i) => lineRow(page, MIDDLE + 8, RIGHT, LINES_TOP + i * ROW, line));
  return [earnings.slice(fit), deductions.slice(fit)];
}

function totals(page: PdfPageBuilder, p: PayslipDetail, employerShares: Line[]): void {
  const y = LINES_BOTTOM + 8;
  page.line(LEFT, y - 6, RIGHT, y - 6);
  page.text(LEFT + 4, y + 4, 'Gross pay', { size: 8.5, bold: true });
  page.text(MIDDLE - 12, y + 4, formatMoney(p.gross_pay), { size: 8.5, bold: true, align: 'right' });
  page.text(MIDDLE + 12, y + 4, 'Total deductions', { size: 8.5, bold: true });
  page.text(RIGHT - 4, y + 4, formatMoney(p.total_deductions), { size: 8.5, bold: true, align: 'right' });
  const shares = employerShares.map((l) => `${l.description} ${formatMoney(l.amount)}`).join(' · ');
  if (shares) page.paragraph(LEFT + 4, y + 22, MIDDLE + 40, `Employer contributions (not deducted): ${shares}`, 6.5);
  page.box(RIGHT - 200, y + 14, 200, 26, { fill: 0.9 });
  page.text(RIGHT - 192, y + 31, 'NET PAY', { size: 10, bold: true });
  page.text(RIGHT - 8, y + 31, `PHP ${formatMoney(p.net_pay)}`, { size: 11, bold: true, align: 'right' });
}

function payslipPages(p: PayslipDetail): PdfPageBuilder[] {
  let earnings = p.lines.filter((l) => l.section === 'earning');
  let deductions = p.lines.filter((l) => l.section === 'deduction');
  const pages: PdfPageBuilder[] = [];
  do {
    const page = new PdfPageBuilder(WIDTH, HEIGHT);
    header(page, p, pages.length > 0);
    employeeBlock(page, p);
    [earnings, deductions] = columns(page, earnings, deductions);
    pages.push(page);
  } while (earnings.length > 0 || deductions.length > 0);
  totals(
    pages[pages.length - 1],
    p,
    p.lines.filter((l) => l.section === 'employer_share'),
  );
  return pages;
}

/** One or many payslips as one PDF document, each payslip starting on its own page. */
export function payslipsPdf(payslips: readonly PayslipDetail[]): Buffer {
  const title =
    payslips.length === 1 ? `Payslip ${payslips[0].employee_no} ${payslips[0].period_code}` : `Payslips ${payslips[0]?.period_code ?? ''}`;
  return pdfDocument(payslips.flatMap(payslipPages), title);
}
