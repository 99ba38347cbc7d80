import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The duty-roster grid editor: a draft's cells show its lines; filling a row sets every
// date; saving sends only the cells changed; a refused submit lists each problem; a roster
// that is no longer a draft cannot be edited.

const GRID = {
  roster: { id: 5, reference_no: 'DR-2027-00001', title: 'March', status: 'draft', date_from: '2027-03-01', date_to: '2027-03-03' },
  dates: ['2027-03-01', '2027-03-02', '2027-03-03'],
  shifts: [{ id: 7, code: 'DAY', name: 'Day', time_in: '08:00:00', time_out: '17:00:00' }],
  rows: [
    { id: 11, employee_no: 'E-11', name: 'Cruz, Ana' },
    { id: 12, employee_no: 'E-12', name: 'Reyes, Ben' },
  ],
  lines: [{ employee_id: 11, schedule_date: '2027-03-01', shift_schedule_id: 7, is_rest_day: false }],
};

const get = vi.fn();
const put = vi.fn();
const post = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: {
    get: (...args: unknown[]) => get(...args),
    put: (...args: unknown[]) => put(...args),
    post: (...args: unknown[]) => post(...args),
  },
}));
const { DutyRosterSchedulePage } = await import('../../../src/portals/manager/DutyRosters');

function renderEditor(grid: typeof GRID & { warnings?: unknown[] } = GRID) {
  get.mockResolvedValue({ data: grid });
  render(
    <MemoryRouter initialEntries={['/manager/staff-scheduler/duty-roster-schedule?roster=5']}>
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <DutyRosterSchedulePage />
      </TestAdmin>
    </MemoryRouter>,
  );
}

describe('the duty-roster grid editor', () => {
  it('fills a row, saves only the changed cells, and lists the problems of a refused submit', async () => {
    renderEditor();
    const first = (await screen.findByLabelText('E-11 2027-03-01')) as HTMLSelectElement;
    await waitFor(() => expect(first.value).toBe('7'));
    fireEvent.change(screen.getByLabelText('E-12 whole period'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('E-12 2027-03-03'), { target: { value: 'REST' } });
    put.mockResolvedValue({ data: { message: '3 cells saved.' } });
    post.mockRejectedValue({
      body: {
        message: 'The roster is not complete.',
        errors: { lines: ['E-11 has no shift or rest day on 2 dates (first: 2027-03-02).'] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Submit for approval/ }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0][0]).toBe('/api/manager/duty-rosters/5/lines');
    expect(put.mock.calls[0][1].lines).toEqual([
      { employee_id: 12, schedule_date: '2027-03-01', shift_schedule_id: 7, is_rest_day: false },
      { employee_id: 12, schedule_date: '2027-03-02', shift_schedule_id: 7, is_rest_day: false },
      { employee_id: 12, schedule_date: '2027-03-03', shift_schedule_id: null, is_rest_day: true },
    ]);
    expect(await screen.findByText('E-11 has no shift or rest day on 2 dates (first: 2027-03-02).')).toBeTruthy();
    expect(screen.getByText(/The roster is not complete/)).toBeTruthy();
  });

  it('shows a submitted roster read-only', async () => {
    renderEditor({ ...GRID, roster: { ...GRID.roster, status: 'pending' } });
    const cell = (await screen.findByLabelText('E-11 2027-03-01')) as HTMLSelectElement;
    expect(cell.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Submit for approval/ })).toBeNull();
    expect(screen.getByText(/Only a draft roster changes/)).toBeTruthy();
  });

  it('marks the cells with a leave or a holiday, and copies the previous roster into the draft', async () => {
    renderEditor({
      ...GRID,
      warnings: [
        { employee_id: 11, date: '2027-03-02', kind: 'leave', text: 'Vacation leave LV-2027-00009 (approved)' },
        { employee_id: 12, date: '2027-03-03', kind: 'holiday', text: 'Town fiesta (special non working, Makati)' },
      ],
    });
    const leaveCell = (await screen.findByLabelText('E-11 2027-03-02')).closest('td')!;
    expect(leaveCell.getAttribute('data-warning')).toBe('leave');
    expect(leaveCell.textContent).toContain('L');
    expect(screen.getByLabelText('E-12 2027-03-03').closest('td')!.getAttribute('data-warning')).toBe('holiday');
    expect(screen.getByLabelText('E-11 2027-03-01').closest('td')!.getAttribute('data-warning')).toBeNull();
    expect(screen.getByText(/Cells marked L have a leave/)).toBeTruthy();

    post.mockReset();
    post.mockResolvedValue({ data: { message: '6 cells copied from DR-2027-00000 (2027-02-22 to 2027-02-28).' } });
    const asked = get.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /Copy from previous/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/manager/duty-rosters/5/copy-previous', {}));
    // the grid is read again with the copied cells
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(asked));
  });
});
