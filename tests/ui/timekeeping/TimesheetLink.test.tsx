import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimesheetLinkList } from '../../../src/portals/timekeeping/timesheets/TimesheetScreens';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// A posted or closed payroll period keeps its timesheet: the link screen offers no Unlink
// for it (the server would refuse it with 409), and does for a period still open to change.

const timesheet = (id: number, cutoff_start: string, payroll_period_status: string) => ({
  id,
  payroll_group_id: 1,
  cutoff_start,
  cutoff_end: cutoff_start.replace(/-01$/, '-15'),
  status: 'linked',
  payroll_period_id: id,
  payroll_period_status,
  process_count: 1,
  processing: false,
  progress_total: 10,
  open_exception_count: 0,
});

describe('the timesheet link screen', () => {
  it('offers Unlink only where the linked payroll period is not yet posted', async () => {
    render(
      <TestAdmin
        dataProvider={fakeDataProvider({
          timesheets: [timesheet(1, '2026-10-01', 'posted'), timesheet(2, '2026-11-01', 'computed'), timesheet(3, '2026-09-01', 'closed')],
          'payroll-groups': [{ id: 1, text: 'Office' }],
          'payroll-periods': [1, 2, 3].map((id) => ({ id, text: `P-${id}` })),
        })}
      >
        <TimesheetLinkList />
      </TestAdmin>,
    );
    const row = async (start: string) => (await screen.findByText(start)).closest('tr') as HTMLElement;
    expect(within(await row('2026-11-01')).getByRole('button', { name: 'Unlink' })).toBeInTheDocument();
    expect(within(await row('2026-10-01')).queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
    expect(within(await row('2026-09-01')).queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });
});
