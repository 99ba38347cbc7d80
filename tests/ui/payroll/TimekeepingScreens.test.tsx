import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screens } from '../../../src/portals/payroll/screens';
import { TIMEKEEPING_SCREENS } from '../../../src/portals/payroll/timekeeping/TimekeepingScreens';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// Payroll's screens over timekeeping: each catalogued path once with its API resource; each
// timesheet-adjustment screen lists only the prior-period adjustments of its source; the
// timekeeping reports' index leads from a timesheet to the reports of its linked period.

const post = vi.fn(async (..._args: unknown[]) => ({ data: { message: '1 adjustments cancelled; no period pays them.' } }));
vi.mock('../../../src/providers/httpClient', () => ({ httpClient: { post: (...args: unknown[]) => post(...args) } }));

const listAt = (path: string) => TIMEKEEPING_SCREENS.find((s) => s.path === path)!.resource!.list as ComponentType;
const pageAt = (path: string) => TIMEKEEPING_SCREENS.find((s) => s.path === path)!.page!;

const ADJUSTMENTS = [
  { id: 1, employee_id: 1, work_date: '2026-10-05', adjustment_kind: 'prior_period', source_type: 'leave', status: 'processed' },
  { id: 2, employee_id: 1, work_date: '2026-10-06', adjustment_kind: 'prior_period', source_type: 'overtime', status: 'processed' },
  { id: 3, employee_id: 1, work_date: '2026-10-07', adjustment_kind: 'in_period', source_type: 'manual', status: 'applied' },
];

describe('payroll timekeeping screens', () => {
  it('registers each path of the catalogue once, with its resource', () => {
    const paths = screens.map((s) => s.path);
    expect(paths.length).toBe(new Set(paths).size);
    const resourceOf = Object.fromEntries(screens.filter((s) => s.resource).map((s) => [s.path, s.resource!.name]));
    expect(resourceOf).toMatchObject({
      '/payroll/timesheet-summary': 'timesheet-summaries',
      '/payroll/timekeeping-reports/leave-usage': 'leave-usage',
      '/payroll/timekeeping-reports/overtime': 'overtime-premiums',
      '/payroll/timekeeping-reports/absences': 'absence-deductions',
      '/payroll/timekeeping-reports/tardiness': 'tardiness-deductions',
      '/payroll/timekeeping-reports/undertime': 'undertime-deductions',
      '/payroll/timekeeping-reports/night-differential': 'night-differential-premiums',
      '/payroll/timesheet-adjustment': 'timesheet-adjustments',
      '/payroll/timesheet-adjustment/leaves': 'timesheet-adjustments',
      '/payroll/payroll-reports/13th-month-pro-rate': 'thirteenth-month-accruals',
      '/payroll/transaction-logs': 'transaction-logs',
    });
    expect(paths).toEqual(expect.arrayContaining(['/payroll/timekeeping-reports', '/payroll/payroll-reports']));
  });

  it('lists on each adjustment screen only the prior-period adjustments of its source', async () => {
    const dataProvider = fakeDataProvider({ 'timesheet-adjustments': ADJUSTMENTS, employees: [{ id: 1, text: 'Cruz, Ana' }] });
    const Leaves = listAt('/payroll/timesheet-adjustment/leaves');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <Leaves />
      </TestAdmin>,
    );
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('timesheet-adjustments', expect.anything()));
    const [, params] = dataProvider.getList.mock.calls.find(([resource]) => resource === 'timesheet-adjustments')!;
    expect(params.filter).toMatchObject({ adjustment_kind: 'prior_period', source_type: 'leave' });
    const { data } = await dataProvider.getList.mock.results.find(
      (_result, i) => dataProvider.getList.mock.calls[i][0] === 'timesheet-adjustments',
    )!.value;
    expect(data.map((row: { id: number }) => row.id)).toEqual([1]);
    expect(await screen.findByText('Leave')).toBeDefined();
    expect(screen.queryByText('Overtime')).toBeNull();
  });

  it('leads from a linked timesheet to the reports of its payroll period', async () => {
    const dataProvider = fakeDataProvider({
      timesheets: [
        { id: 1, payroll_group_id: 1, cutoff_start: '2026-10-01', cutoff_end: '2026-10-15', status: 'linked', payroll_period_id: 7 },
        { id: 2, payroll_group_id: 1, cutoff_start: '2026-10-16', cutoff_end: '2026-10-31', status: 'processed', payroll_period_id: null },
      ],
      'payroll-groups': [{ id: 1, text: 'Office' }],
      'payroll-periods': [{ id: 7, text: 'OFFICE-2026-10-1' }],
    });
    const Index = pageAt('/payroll/timekeeping-reports');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <Index />
      </TestAdmin>,
    );
    const hrefsOf = () =>
      screen.queryAllByText('Tardiness').flatMap((text) => {
        const href = text.closest('a')?.getAttribute('href');
        return href ? [decodeURIComponent(href).replace(/^#/, '')] : [];
      });
    await waitFor(() => expect(hrefsOf().length).toBe(2));
    const hrefs = hrefsOf();
    // the card, and the one linked timesheet's button; the unlinked one has none
    expect(hrefs).toEqual([
      '/payroll/timekeeping-reports/tardiness',
      '/payroll/timekeeping-reports/tardiness?filter={"payroll_period_id":7}',
    ]);
  });

  it('cancels the selected adjustments only with a reason, after saying what cancelling does', async () => {
    const dataProvider = fakeDataProvider({ 'timesheet-adjustments': ADJUSTMENTS, employees: [{ id: 1, text: 'Cruz, Ana' }] });
    const Overtime = listAt('/payroll/timesheet-adjustment/overtime');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <Overtime />
      </TestAdmin>,
    );
    await screen.findByText('Overtime');
    const [, rowBox] = screen.getAllByRole('checkbox');
    fireEvent.click(rowBox);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel 1 adjustments?')).toBeDefined();
    expect(screen.getByText(/A posted adjustment cannot be cancelled/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel adjustments' }));
    await screen.findByText('Required');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Why/), { target: { value: 'Paid by hand in December' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel adjustments' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/payroll/timesheet-adjustments/cancel', { ids: [2], reason: 'Paid by hand in December' }),
    );
  });
  it('uploads a timesheet summary for a chosen period: the dialog lists the periods still taking inputs, then the upload', async () => {
    const dataProvider = fakeDataProvider({
      'timesheet-summaries': [],
      'payroll-periods': [
        {
          id: 7,
          code: 'SM-NTK-2026-12-1',
          period_type: 'regular',
          status: 'open',
          cutoff_start: '2026-11-26',
          cutoff_end: '2026-12-10',
          text: 'SM-NTK-2026-12-1',
        },
      ],
    });
    const Summary = listAt('/payroll/timesheet-summary');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <Summary />
      </TestAdmin>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upload summary' }));
    expect(await screen.findByText('Upload a timesheet summary')).toBeDefined();
    // besides the list's period filter, the dialog asks for the regular periods still taking inputs
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'payroll-periods',
        expect.objectContaining({ filter: { period_type: 'regular', status: ['open', 'computed', 'prooflisted'] } }),
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payroll period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'SM-NTK-2026-12-1 (2026-11-26 to 2026-12-10)' }));
    expect(await screen.findByLabelText('Spreadsheet file')).toBeDefined();
    expect(screen.getByText(/One row per employee of the period's group/)).toBeDefined();
  });
});
