import { centavosText, formatMoney, toCentavos } from '@core/money';
import { formatTin } from '@core/bir/form-1601c';
import type { WithholdingAgent } from './employer';
import type { Items1604c } from './return-1604c';
import type { MonthRemittance } from './annual.service';
import { signatureBlock } from './form-signature';
import { PdfPageBuilder, pdfDocument } from './pdf-writer';
import { formatFormMonth } from '@core/labels';

// BIR Form 1604-C (January 2018 ENCS) printed in the form's layout: Part I background
// information (items 1 to 13, with 11 to 13 on refunds of over-withholding), Part II the
// summary of remittances per month as filed on the 1601-C returns, and the schedule counts
// of the alphalist attached (docs/statutory.md §9.3). A long bond page (8.5 × 13 in).

export interface Return1604cPrint {
  year: number;
  amendment_no: number;
  status: string;
  items: Items1604c;
  months: MonthRemittance[];
  schedule_1_count: number;
  schedule_2_count: number;
  schedule_tax_withheld_total: string;
}

const LEFT = 36;
const RIGHT = 576;

function row(page: PdfPageBuilder, y: number, item: string, label: string, value: string, height = 15): number {
  page.box(LEFT, y, RIGHT - LEFT, height);
  page.text(LEFT + 4, y + 10, item, { size: 7, bold: true });
  page.text(LEFT + 24, y + 10, label, { size: label.length > 110 ? 5.6 : 6.8 });
  page.box(RIGHT - 130, y + 2, 126, height - 4, { fill: 0.95 });
  page.text(RIGHT - 8, y + 10, value, { size: 7.5, align: 'right' });
  return y + height;
}

const heading = (page: PdfPageBuilder, y: number, text: string) => {
  page.box(LEFT, y, RIGHT - LEFT, 14, { fill: 0.85 });
  page.text(LEFT + 4, y + 10, text, { size: 8, bold: true });
  return y + 14;
};

const mmddyyyy = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

export function form1604cPage(r: Return1604cPrint, agent: WithholdingAgent): PdfPageBuilder {
  const page = new PdfPageBuilder();
  const i = r.items;
  page.box(LEFT, 30, RIGHT - LEFT, 44, { fill: 0.9 });
  page.text(LEFT + 6, 46, 'BIR Form No. 1604-C', { size: 9, bold: true });
  page.text(LEFT + 6, 58, 'January 2018 (ENCS)', { size: 7 });
  page.text(350, 48, 'Annual Information Return of Income Taxes Withheld on Compensation', { size: 9, bold: true, align: 'center' });
  page.text(350, 62, 'Republic of the Philippines - Department of Finance - Bureau of Internal Revenue', { size: 7, align: 'center' });
  let y = 80;
  y = row(page, y, '1', 'For the Year (YYYY)', String(r.year));
  y = row(page, y, '2', 'Amended Return?', i.amended ? `Yes (No. ${r.amendment_no})` : 'No');
  y = row(page, y, '3', 'Number of Sheet/s Attached', String(i.sheets_attached));
  y = heading(page, y, 'Part I - Background Information');
  y = row(page, y, '4', 'Taxpayer Identification Number (TIN)', formatTin(agent.tin, agent.branch_code));
  y = row(page, y, '5', 'RDO Code', agent.rdo_code);
  y = row(page, y, '6', `Withholding Agent's Name: ${agent.name}`, '');
  y = row(page, y, '7', `Registered Address: ${agent.address}`, '');
  y = row(page, y, '7A', 'ZIP Code', agent.zip_code);
  y = row(page, y, '8', 'Category of Withholding Agent', agent.category === 'government' ? 'Government' : 'Private');
  y = row(page, y, '9', 'Contact Number', agent.contact_no);
  y = row(page, y, '10', `Email Address: ${agent.email}`, '');
  y = row(
    page,
    y,
    '11',
    'In case of over-withholding/over-remittance after the year-end adjustment on compensation, have you released the refunds to your employees?',
    i.refunds_released ? 'Yes' : 'No',
  );
  y = row(page, y, '11A', 'If Yes, specify the date of refund (MM/DD/YYYY)', mmddyyyy(i.refund_date));
  y = row(page, y, '12', 'Total amount of over-remittance on tax withheld under compensation', formatMoney(i.over_remittance));
  y = row(
    page,
    y,
    '13',
    'Month of first crediting of over-remittance (MM/YYYY)',
    i.first_crediting_month ? `${i.first_crediting_month.slice(5, 7)}/${i.first_crediting_month.slice(0, 4)}` : '',
  );
  y = heading(page, y, 'Part II - Summary of Remittances per BIR Form No. 1601-C');
  const columns: [string, number, 'left' | 'right'][] = [
    ['Month', LEFT + 4, 'left'],
    ['Date of remittance', LEFT + 52, 'left'],
    ['Reference (TRA/eROR/eAR)', LEFT + 126, 'left'],
    ['Taxes withheld', LEFT + 318, 'right'],
    ['Adjustment', LEFT + 384, 'right'],
    ['Penalties', LEFT + 446, 'right'],
    ['Total amount remitted', RIGHT - 4, 'right'],
  ];
  page.box(LEFT, y, RIGHT - LEFT, 13, { fill: 0.95 });
  for (const [label, x, align] of columns) page.text(x, y + 9, label, { size: 6.5, bold: true, align });
  y += 13;
  let total = 0;
  for (const m of r.months) {
    page.box(LEFT, y, RIGHT - LEFT, 13);
    const cells = [
      formatFormMonth(r.year, m.month),
      mmddyyyy(m.filed_at),
      m.filing_reference ?? '',
      formatMoney(m.taxes_withheld),
      formatMoney(m.adjustment),
      formatMoney(m.penalties),
      formatMoney(m.total_remitted),
    ];
    cells.forEach((cell, k) => page.text(columns[k][1], y + 9, cell, { size: 7, align: columns[k][2] }));
    total += toCentavos(m.total_remitted);
    y += 13;
  }
  page.box(LEFT, y, RIGHT - LEFT, 14, { fill: 0.9 });
  page.text(LEFT + 4, y + 10, 'Total', { size: 7, bold: true });
  page.text(RIGHT - 4, y + 10, formatMoney(centavosText(total)), { size: 7, bold: true, align: 'right' });
  y += 24;
  page.text(
    LEFT,
    y,
    `Attachment: alphalist of employees - Schedule 1 (other than MWEs): ${r.schedule_1_count}; Schedule 2 (MWEs): ${r.schedule_2_count}; taxes withheld as adjusted ${formatMoney(r.schedule_tax_withheld_total)}.`,
    { size: 7 },
  );
  y += 12;
  page.text(LEFT, y, `Status in the console: ${r.status}.`, { size: 7 });
  y += 28;
  signatureBlock(page, LEFT, RIGHT, y, agent);
  return page;
}

export function form1604cPdf(r: Return1604cPrint, agent: WithholdingAgent): Buffer {
  return pdfDocument([form1604cPage(r, agent)], `BIR Form 1604-C ${r.year}`);
}
