import { formatMoney } from '@core/money';
import { formatTin, formMonth, items1601c, type Return1601cAmounts } from '@core/bir/form-1601c';
import type { WithholdingAgent } from './employer';
import { signatureBlock } from './form-signature';
import { PdfPageBuilder, pdfDocument } from './pdf-writer';

// BIR Form 1601-C printed in the form's layout: the header, Part I (background
// information, items 1 to 13) and Part II (computation of tax, items 14 to 36), on a
// long bond page (8.5 × 13 in).

export interface Return1601cPrint extends Return1601cAmounts {
  year: number;
  month: number;
  amendment_no: number;
  status: string;
}

const LEFT = 36;
const RIGHT = 576;

function row(page: PdfPageBuilder, y: number, item: string, label: string, value: string, height = 16, bold = false): number {
  page.box(LEFT, y, RIGHT - LEFT, height);
  page.text(LEFT + 4, y + 11, item, { size: 7, bold: true });
  page.text(LEFT + 22, y + 11, label, { size: label.length > 100 ? 5.6 : 7, bold });
  page.box(RIGHT - 130, y + 2, 126, height - 4, { fill: 0.95 });
  page.text(RIGHT - 8, y + 11, value, { size: 8, align: 'right', bold });
  return y + height;
}

export function form1601cPage(r: Return1601cPrint, agent: WithholdingAgent): PdfPageBuilder {
  const page = new PdfPageBuilder();
  page.box(LEFT, 30, RIGHT - LEFT, 44, { fill: 0.9 });
  page.text(LEFT + 6, 46, 'BIR Form No. 1601-C', { size: 9, bold: true });
  page.text(LEFT + 6, 58, 'January 2018 (ENCS)', { size: 7 });
  page.text(340, 48, 'Monthly Remittance Return of Income Taxes Withheld on Compensation', { size: 9, bold: true, align: 'center' });
  page.text(340, 62, 'Republic of the Philippines - Department of Finance - Bureau of Internal Revenue', { size: 7, align: 'center' });
  let y = 80;
  y = row(page, y, '1', 'For the Month (MM/YYYY)', formMonth(r.year, r.month));
  y = row(page, y, '2', 'Amended Return?', r.amendment_no > 0 ? `Yes (No. ${r.amendment_no})` : 'No');
  y = row(page, y, '3', 'Any Taxes Withheld?', r.total_taxes_withheld === '0.00' ? 'No' : 'Yes');
  y = row(page, y, '4', 'Number of Sheet/s Attached', '0');
  y = row(page, y, '5', 'ATC', 'WW010');
  page.box(LEFT, y, RIGHT - LEFT, 14, { fill: 0.85 });
  page.text(LEFT + 4, y + 10, 'Part I - Background Information', { size: 8, bold: true });
  y += 14;
  y = row(page, y, '6', 'Taxpayer Identification Number (TIN)', formatTin(agent.tin, agent.branch_code));
  y = row(page, y, '7', 'RDO Code', agent.rdo_code);
  y = row(page, y, '8', `Withholding Agent's Name: ${agent.name}`, '');
  y = row(page, y, '9', `Registered Address: ${agent.address}`, '');
  y = row(page, y, '9A', 'ZIP Code', agent.zip_code);
  y = row(page, y, '10', 'Contact Number', agent.contact_no);
  y = row(page, y, '11', 'Category of Withholding Agent', agent.category === 'government' ? 'Government' : 'Private');
  y = row(page, y, '12', `Email Address: ${agent.email}`, '');
  y = row(page, y, '13', 'Are there payees availing of tax relief under Special Law or International Tax Treaty?', 'No');
  page.box(LEFT, y, RIGHT - LEFT, 14, { fill: 0.85 });
  page.text(LEFT + 4, y + 10, 'Part II - Computation of Tax', { size: 8, bold: true });
  y += 14;
  for (const item of items1601c(r)) y = row(page, y, item.item, item.label, formatMoney(item.amount), 16, item.item === '36');
  y += 10;
  page.text(LEFT, y, `Status in the console: ${r.status}. Prepared from posted payslips with pay dates in ${formMonth(r.year, r.month)}.`, {
    size: 7,
  });
  y += 28;
  signatureBlock(page, LEFT, RIGHT, y, agent);
  return page;
}

export function form1601cPdf(r: Return1601cPrint, agent: WithholdingAgent): Buffer {
  return pdfDocument([form1601cPage(r, agent)], `BIR Form 1601-C ${formMonth(r.year, r.month)}`);
}
