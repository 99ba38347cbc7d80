import { NON_TAXABLE_2316, SUMMARY_2316, TAXABLE_2316, type Certificate2316, type FormLine } from '@core/bir/form-2316';
import { formatTin } from '@core/bir/form-1601c';
import { formatMoney } from '@core/money';
import type { WithholdingAgent } from './employer';
import { PdfPageBuilder, pdfDocument } from './pdf-writer';

// BIR Form 2316 (September 2021) in the form's layout: Parts I to III on top, Part IV-A
// on the left and Part IV-B on the right, the signatures and, for substituted filing,
// the declaration that the certificate serves as the employee's return. One page per
// certificate; many certificates make one document (mass printing).

const L = 30;
const R = 582;
const MID = 306;

const mmdd = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

function field(page: PdfPageBuilder, x: number, y: number, w: number, item: string, label: string, value: string): void {
  page.box(x, y, w, 22);
  page.text(x + 3, y + 8, `${item}  ${label}`, { size: 5.5, bold: true });
  page.text(x + 12, y + 18, value, { size: 7.5 });
}

function section(page: PdfPageBuilder, x: number, y: number, w: number, title: string): number {
  page.box(x, y, w, 12, { fill: 0.85 });
  page.text(x + 3, y + 9, title, { size: 7, bold: true });
  return y + 12;
}

function amounts(
  page: PdfPageBuilder,
  x: number,
  y: number,
  w: number,
  lines: readonly FormLine[],
  values: Record<string, string>,
): number {
  for (const line of lines) {
    page.box(x, y, w, 17);
    page.text(x + 3, y + 7, line.item, { size: 6, bold: true });
    page.paragraph(x + 20, y + 6, w - 110, line.label, 5.2);
    page.box(x + w - 86, y + 2, 83, 13, { fill: 0.95 });
    page.text(x + w - 6, y + 11, formatMoney(values[line.item] ?? '0.00'), { size: 7, align: 'right' });
    y += 17;
  }
  return y;
}

export function form2316Page(c: Certificate2316, agent: WithholdingAgent): PdfPageBuilder {
  const page = new PdfPageBuilder();
  page.box(L, 24, R - L, 40, { fill: 0.9 });
  page.text(L + 6, 38, 'BIR Form No. 2316', { size: 9, bold: true });
  page.text(L + 6, 50, 'September 2021 (ENCS)', { size: 6.5 });
  page.text(346, 40, 'Certificate of Compensation Payment/Tax Withheld', { size: 10, bold: true, align: 'center' });
  page.text(346, 52, 'For Compensation Payment With or Without Tax Withheld', { size: 7, align: 'center' });
  const mark =
    c.status === 'final' || c.status === 'issued'
      ? ''
      : c.status === 'draft'
        ? 'DRAFT - regenerated until the year-end annualisation or final pay is posted'
        : 'PROVISIONAL - no posted year-end annualisation or final pay';
  page.text(R - 6, 60, mark, {
    size: 6,
    bold: true,
    align: 'right',
  });
  let y = 68;
  field(page, L, y, 120, '1', 'For the Year (YYYY)', String(c.year));
  field(page, L + 120, y, 200, '2', 'For the Period From (MM/DD) To (MM/DD)', `${mmdd(c.period_from)}  to  ${mmdd(c.period_to)}`);
  y += 24;
  y = section(page, L, y, R - L, 'Part I - Employee Information');
  field(page, L, y, 200, '3', 'Taxpayer Identification Number (TIN)', formatTin(c.tin, '0000'));
  field(page, L + 200, y, R - L - 200, '4', "Employee's Name (Last Name, First Name, Middle Name)", c.employee_name);
  y += 22;
  field(page, L, y, R - L - 120, '6', 'Registered Address', c.address);
  field(page, R - 120, y, 120, '5', 'RDO Code', '');
  y += 22;
  field(page, L, y, 150, '7', 'Date of Birth (MM/DD/YYYY)', c.birth_date ? `${mmdd(c.birth_date)}/${c.birth_date.slice(0, 4)}` : '');
  field(page, L + 150, y, 130, '9', 'Statutory Minimum Wage rate per day', c.is_mwe ? formatMoney(c.smw_per_day) : '');
  field(page, L + 280, y, 130, '10', 'Statutory Minimum Wage rate per month', c.is_mwe ? formatMoney(c.smw_per_month) : '');
  field(page, L + 410, y, R - L - 410, '11', 'Minimum Wage Earner (MWE)', c.is_mwe ? '[X] MWE - exempt' : '[  ]');
  y += 24;
  y = section(page, L, y, R - L, 'Part II - Employer Information (Present)');
  field(page, L, y, 200, '12', 'Taxpayer Identification Number (TIN)', formatTin(agent.tin, agent.branch_code));
  field(page, L + 200, y, R - L - 200, '13', "Employer's Name", agent.name);
  y += 22;
  field(page, L, y, R - L - 200, '14', 'Registered Address', `${agent.address} ${agent.zip_code}`);
  field(page, R - 200, y, 200, '15', 'Type of Employer', '[X] Main Employer   [  ] Secondary Employer');
  y += 24;
  y = section(page, L, y, R - L, 'Part III - Employer Information (Previous)');
  const previous = c.previous_employer;
  field(page, L, y, 200, '16', 'Taxpayer Identification Number (TIN)', previous ? formatTin(previous.tin) : '');
  field(page, L + 200, y, R - L - 200, '17', "Employer's Name", previous ? previous.name : 'None recorded for the year');
  y += 22;
  field(page, L, y, R - L, '18', 'Registered Address', previous?.address ?? '');
  y += 24;
  const top = y;
  let left = section(page, L, y, MID - L - 4, 'Part IV-A - Summary');
  left = amounts(page, L, left, MID - L - 4, SUMMARY_2316, c.items);
  let right = section(page, MID + 4, top, R - MID - 4, 'Part IV-B - Details of Compensation Income and Tax Withheld');
  right = section(page, MID + 4, right, R - MID - 4, 'A. Non-Taxable/Exempt Compensation Income');
  right = amounts(page, MID + 4, right, R - MID - 4, NON_TAXABLE_2316, c.items);
  right = section(page, MID + 4, right, R - MID - 4, 'B. Taxable Compensation Income - Regular and Supplementary');
  right = amounts(page, MID + 4, right, R - MID - 4, TAXABLE_2316, c.items);
  y = Math.max(left, right) + 10;
  y = page.paragraph(
    L,
    y,
    R - L,
    'I/We declare, under the penalties of perjury, that the information herein stated are reported under BIR Form No. 1604-C which has been filed with the Bureau of Internal Revenue.',
    6,
  );
  y += 18;
  page.line(L, y, L + 250, y);
  page.line(R - 250, y, R, y);
  page.text(L, y + 9, `${agent.signatory_name} - ${agent.signatory_position}`, { size: 7 });
  page.text(L, y + 17, 'Present Employer/Authorized Agent Signature over Printed Name', { size: 5.5 });
  page.text(R - 250, y + 9, c.employee_name, { size: 7 });
  page.text(R - 250, y + 17, 'Employee Signature over Printed Name', { size: 5.5 });
  y += 30;
  if (c.substituted_filing) {
    page.box(L, y, R - L, 44, { fill: 0.96 });
    page.text(L + 4, y + 10, 'To be accomplished under substituted filing', { size: 7, bold: true });
    page.paragraph(
      L + 4,
      y + 20,
      R - L - 8,
      'I declare, under the penalties of perjury, that I am qualified under substituted filing of Income Tax Return (BIR Form No. 1700), since I received purely compensation income from only one employer in the Philippines for the calendar year; that taxes have been correctly withheld by my employer (tax due equals tax withheld); and that this BIR Form No. 2316 shall be considered as my ITR for the year.',
      6,
    );
  }
  return page;
}

/** The certificates as one PDF; a stored certificate prints with the withholding agent it was generated with. */
export function form2316Pdf(
  certificates: readonly Certificate2316[],
  agent: WithholdingAgent,
  storedAgents: ReadonlyMap<number, WithholdingAgent> = new Map(),
): Buffer {
  const title = certificates.length === 1 ? `BIR Form 2316 ${certificates[0].year} ${certificates[0].employee_name}` : 'BIR Form 2316';
  return pdfDocument(
    certificates.map((c) => form2316Page(c, storedAgents.get(c.employee_id) ?? agent)),
    title,
  );
}
