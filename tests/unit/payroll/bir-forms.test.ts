import { describe, expect, it } from 'vitest';
import { items1601c, type Return1601cAmounts } from '@core/bir/form-1601c';
import { datText } from '../../../server/modules/payroll/bir/alphalist-dat';
import { employeeCompensation, type LineBoxFacts, type PayslipTaxFacts } from '../../../server/modules/payroll/bir/compensation';
import { PdfPageBuilder, pdfDocument } from '../../../server/modules/payroll/bir/pdf-writer';

// The pure parts of the BIR forms: the classification of an employee's payslips into
// form items, the 1601-C's derived items, the alphalist's text rule, and the PDF
// writer's structure.

const slip = (overrides: Partial<PayslipTaxFacts>): PayslipTaxFacts => ({
  employee_id: 1,
  is_mwe: false,
  pay_date: '2031-05-15',
  period_type: 'regular',
  gross: 0,
  taxable: 0,
  tax: 0,
  contributions: 0,
  de_minimis_exempt: 0,
  other_benefits_exempt: 0,
  other_benefits_taxable: 0,
  non_taxable_other: 0,
  annual_tax_due: null,
  daily_rate: '695.000000',
  days_per_year: '313',
  ...overrides,
});
const line = (overrides: Partial<LineBoxFacts>): LineBoxFacts => ({
  employee_id: 1,
  is_mwe: false,
  treatment: 'taxable',
  box: 'basic_salary',
  mwe_box: null,
  amount: 0,
  ...overrides,
});

describe('an employee\u2019s compensation as form items', () => {
  it('keeps the non-taxable items within the gross when contributions exceed the taxable pay (taxable clamped at zero)', () => {
    // 1,000.00 taxable pay, 1,500.00 contributions: the engine stores taxable 0.00
    const e = employeeCompensation([slip({ gross: 100_000, taxable: 0, contributions: 150_000 })], [line({ amount: 100_000 })]);
    expect(e.nt_contributions).toBe(100_000);
    expect(e.total_non_taxable).toBe(100_000);
    expect(e.gross - e.total_non_taxable).toBe(e.taxable);
  });

  it('takes an MWE\u2019s contributions out of the minimum wage first, then the premiums', () => {
    const e = employeeCompensation(
      [slip({ is_mwe: true, gross: 120_000, contributions: 110_000 })],
      [
        line({ is_mwe: true, treatment: 'taxable_exempt_for_mwe', mwe_box: 'mwe_basic', amount: 100_000 }),
        line({ is_mwe: true, treatment: 'taxable_exempt_for_mwe', mwe_box: 'mwe_overtime_pay', amount: 20_000 }),
      ],
    );
    expect(e.nt_mwe_basic).toBe(0);
    expect(e.nt_mwe_premium_boxes.mwe_overtime_pay).toBe(10_000);
    expect(e.total_non_taxable).toBe(120_000);
    expect(e.is_mwe).toBe(true);
  });

  it('puts each taxable earning in its 2316 box and the remainder, net of contributions, in basic salary', () => {
    const e = employeeCompensation(
      [slip({ gross: 3_200_000, taxable: 2_880_000, contributions: 320_000 })],
      [line({ amount: 3_000_000 }), line({ box: 'transportation', amount: 200_000 })],
    );
    expect(e.taxable_boxes.transportation).toBe(200_000);
    expect(e.taxable_boxes.basic_salary).toBe(2_680_000);
  });

  it('reads the year-end adjustment and the annual tax due from the annualised payslip', () => {
    const e = employeeCompensation(
      [slip({ tax: 228_410 }), slip({ pay_date: '2031-12-31', tax: -2_050_510, annual_tax_due: 462_000 })],
      [],
    );
    expect(e).toMatchObject({ annualised: true, year_end_adjustment: -2_050_510, annual_tax_due: 462_000, tax_withheld: -1_822_100 });
  });
});

describe('the 1601-C items', () => {
  it('derives items 21, 22, 24, 27, 30, 31, 35 and 36', () => {
    const r: Return1601cAmounts = {
      total_compensation: '1000.00',
      nt_mwe_basic: '100.00',
      nt_mwe_premiums: '50.00',
      nt_thirteenth_month_other_benefits: '25.00',
      nt_de_minimis: '10.00',
      nt_contributions_union_dues: '15.00',
      nt_other: '0.00',
      taxable_not_subject_to_withholding: '200.00',
      total_taxes_withheld: '120.00',
      adjustment_prior_months: '-20.00',
      tax_remitted_previously: '30.00',
      other_remittances: '0.00',
      penalties_surcharge: '1.00',
      penalties_interest: '2.00',
      penalties_compromise: '3.00',
    };
    const by = Object.fromEntries(items1601c(r).map((i) => [i.item, i.amount]));
    expect(by).toMatchObject({
      '21': '200.00',
      '22': '800.00',
      '24': '600.00',
      '27': '100.00',
      '30': '30.00',
      '31': '70.00',
      '35': '6.00',
      '36': '76.00',
    });
  });
});

describe('the alphalist text rule and the PDF writer', () => {
  it('strips what the BIR annex forbids in text fields', () => {
    expect(datText('Ñoño, O\'Brien Jr. "Ka": Sto. Niño')).toBe('NONO OBRIEN JR KA STO NINO');
  });

  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const page = new PdfPageBuilder().text(40, 40, 'Hello (world) \\ ₱').box(30, 30, 100, 20);
    const pdf = pdfDocument([page, new PdfPageBuilder()], 'Test');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 2');
    expect(text).toContain('(Hello \\(world\\) \\\\ ?)');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
