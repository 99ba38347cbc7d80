import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { launchBrowser, type Browser } from './browser';
import { apiAs, computeShownPeriod, logIn, payPeriodInConsole, waitForShown } from './journeys';

// The payroll set-up as payroll staff use it: the dashboard's figures and
// calculator, a government table with its versions, an agency's index page; the
// regular cycle from computing a linked period to the employee reading the payslip.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('payroll dashboard', () => {
  it('shows the payroll groups and calculates the annual tax and a payslip with explained lines', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.getByText('Payroll groups and next pay dates').waitFor();
    await page.getByText('SM-OFFICE', { exact: true }).first().waitFor();

    await page.getByRole('tab', { name: 'Annual tax' }).click();
    await page.getByLabel('Year').fill('2023');
    await page.getByLabel('Annual taxable compensation').fill('480000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('table', { name: 'Annual tax' }).getByText('38,500.00').waitFor();

    await page.getByRole('tab', { name: 'Payslip' }).click();
    await page.getByLabel('Monthly rate').fill('150000');
    await page.getByLabel('Frequency').click();
    await page.getByRole('option', { name: 'Monthly', exact: true }).click();
    await page.getByLabel('Period start', { exact: true }).fill('2026-10-01');
    await page.getByLabel('Period end', { exact: true }).fill('2026-10-31');
    await page.getByLabel('Pay date', { exact: true }).fill('2026-10-31');
    await page.getByRole('button', { name: 'Calculate payslip' }).click();
    const totals = page.getByRole('table', { name: 'payslip totals' });
    await totals.getByText('117,287.45').waitFor();
    await page.getByRole('button', { name: 'Why Withholding tax' }).click();
    await page.getByText(/table BIR-WT-2023/).waitFor();
  });

  it('shows per-field messages when the input is invalid', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.getByRole('tab', { name: 'Withholding tax' }).click();
    await page.getByLabel('Taxable compensation').fill('-10');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect.poll(async () => page.locator('.Mui-error').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});

describe('government tables and agencies', () => {
  it('lists the SSS versions and shows the brackets of the one in force', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/sss/table`);
    const versions = page.getByRole('table', { name: 'versions' });
    await versions.getByText('SSS-2025').waitFor();
    await versions.getByText('SSS-2023').waitFor();
    await page.getByRole('table', { name: 'SSS-2025 rows' }).getByText('35,000.00').first().waitFor();
    // the government tables are installation-wide: the payroll officer reads them, the system administrator changes them
    await page
      .getByText('These settings are shared by every company on this installation; your system administrator changes them.')
      .waitFor();
    for (const name of ['New version from this one', 'Correct', 'Delete'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  });

  it('asks the system administrator before deleting an unused SSS version, naming the version that takes over, and refuses one a posted payroll used', async () => {
    const api = await apiAs(baseUrl, 'sysadmin@example.com', 'payroll');
    const [current] = await api.get(
      `contribution-tables?filter=${encodeURIComponent(JSON.stringify({ agency: 'sss', code: 'SSS-2025' }))}`,
    );
    const version = (await api.get(`contribution-tables/${current.id}`)) as unknown as { rows: Record<string, unknown>[] };
    const created = await api.post('contribution-tables', {
      agency: 'sss',
      code: 'SSS-2099',
      name: 'Unused schedule',
      effective_from: '2099-01-01',
      rows: version.rows.map(({ id: _id, ...row }) => row),
    });
    expect(created.status).toBe(200);

    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'sysadmin@example.com', '/admin/dashboard');
    await page.goto(`${baseUrl}/payroll/sss/table`);
    const versions = page.getByRole('table', { name: 'versions' });
    await versions.getByText('SSS-2099').click();
    await page.getByRole('table', { name: 'SSS-2099 rows' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ask = page.getByRole('dialog');
    await ask.getByText('Delete SSS-2099?').waitFor();
    await ask.getByText(/From 2099-01-01, SSS-2025 is in force again/).waitFor();
    // nothing is deleted before the answer
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    await versions.getByText('SSS-2099').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('SSS-2099 deleted').waitFor();
    await versions.getByText('SSS-2099').waitFor({ state: 'detached' });

    // SSS-2025 is the latest again, and the demo's posted periods used it
    await versions.getByText('SSS-2025').click();
    await page.getByRole('table', { name: 'SSS-2025 rows' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await page.getByRole('alert').allTextContents()).join(' | '), { timeout: 20_000 })
      .toMatch(/SSS-2025 was used by the payroll periods? /);
    await versions.getByText('SSS-2025').waitFor();
    const after = await api.get(`contribution-tables?filter=${encodeURIComponent(JSON.stringify({ agency: 'sss' }))}`);
    expect(after.map((v) => v.code).sort()).toEqual(['SSS-2023', 'SSS-2025']);
  });

  it('shows the BIR registration on the BIR index page with links to its screens', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/bir`);
    await page.getByRole('table', { name: 'BIR registration' }).getByText('009876543').waitFor();
    await page.getByRole('link', { name: 'Annual tax table', exact: true }).click();
    await page.waitForURL(`${baseUrl}/payroll/bir/annual-tax-table`);
    await page.getByRole('table', { name: 'versions' }).getByText('BIR-ANNUAL-2023').waitFor();
  });
});

/** The open store period whose timesheet timekeeping has linked, read through the API as payroll staff. */
async function linkedStorePeriod(): Promise<{ id: number; code: string }> {
  const { get } = await apiAs(baseUrl, 'payroll@example.com', 'payroll');
  const [group] = await get(`payroll-groups?filter=${encodeURIComponent(JSON.stringify({ q: 'SM-STORE' }))}`);
  const periods = await get(
    `payroll-periods?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ payroll_group_id: group.id, status: 'open', period_type: 'regular' }))}`,
  );
  const linked = periods.find((p) => p.timesheet_linked === true);
  if (!linked) throw new Error('the demo has no linked open store period');
  return { id: Number(linked.id), code: String(linked.code) };
}

describe('the regular cycle', () => {
  it('computes, prooflists and posts a period; the employee then reads the payslip with its explanations', async () => {
    const period = await linkedStorePeriod();
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await payPeriodInConsole(page, baseUrl, period.code);

    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL(/payroll-register/);
    await page.locator('tbody.datagrid-body tr.RaDatagrid-row').first().click();
    await page.waitForURL(/\/\d+\/show$/);
    // the payslip's detail is read with every line's explanation: slow on a loaded CI machine
    await waitForShown(page, page.getByTestId('net-pay'), 60_000);
    await page
      .getByRole('button', { name: /How Basic pay was computed/ })
      .first()
      .click();
    await page.getByText(/Rule:/).first().waitFor();

    const employee = await browser.newPage(baseUrl);
    await logIn(employee, baseUrl, 'employee@example.com', '/employee/dashboard');
    await employee.goto(`${baseUrl}/employee/payslip`);
    await employee.locator('tbody.datagrid-body tr.RaDatagrid-row').first().click();
    await employee.getByText(period.code).first().waitFor();
    await employee.getByTestId('net-pay').waitFor();
    await employee.getByRole('button', { name: 'Print' }).waitFor();
    const [pdf] = await Promise.all([
      employee.waitForEvent('download'),
      employee.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^payslip-${period.code}-.+\\.pdf$`));
    expect((await readFile((await pdf.path())!)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });
});

describe('13th month pay', () => {
  it('computes a batch from posted payslips, sends it to a special period and computes that period', async () => {
    const { call: api } = await apiAs(baseUrl, 'payroll@example.com', 'payroll');
    const [group] = await api('GET', `payroll-groups?filter=${encodeURIComponent(JSON.stringify({ q: 'SM-OFFICE' }))}`);
    const special = await api('POST', 'payroll-periods', { payroll_group_id: group.id, period_type: 'special', pay_date: '2026-12-18' });
    const batch = await api('POST', 'thirteenth-month-batches', {
      year: 2026,
      coverage_to: '2026-12-31',
      instalment: 'full',
      target_payroll_period_id: special.id,
      remarks: 'E2E 13th month',
    });

    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/13th-month-pay`);
    // the newest batch comes first
    await page.locator('tbody.datagrid-body tr.RaDatagrid-row').first().click();
    await page.waitForURL(`${baseUrl}/payroll/thirteenth-month-batches/${batch.id}`);
    await page.getByText(/Not computed yet/).waitFor();
    await page.getByRole('button', { name: 'Compute', exact: true }).click();
    await page.getByRole('columnheader', { name: /13th month due/i }).waitFor();
    await expect.poll(async () => page.locator('tbody.datagrid-body tr.RaDatagrid-row').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Approve and send to the period' }).click();
    await page.getByRole('button', { name: 'Take back from the period' }).waitFor();

    await page.goto(`${baseUrl}/payroll/special-pay?filter=${encodeURIComponent(JSON.stringify({ q: String(special.code) }))}`);
    await computeShownPeriod(page);
  });
});
