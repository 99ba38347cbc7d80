import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The scheduler uploader: a file's upload shows its problems by row and column (then only
// Discard), or the rows it will apply with Apply and Discard, each confirming what it
// affects before it posts; the manager's earlier uploads are listed below and open above.

const ROWS = [
  { row: 2, employee_no: 'E-11', employee_name: 'Cruz, Ana', date: '2027-03-01', shift_code: 'DAY', shift_name: 'Day' },
  { row: 3, employee_no: 'E-11', employee_name: 'Cruz, Ana', date: '2027-03-02', shift_code: 'REST', shift_name: 'Rest day' },
];
const upload = (changes: object) => ({
  id: 9,
  file_name: 'march.csv',
  status: 'validated',
  period_start: '2027-03-01',
  period_end: '2027-03-02',
  rows_total: 2,
  rows_valid: 2,
  rows_invalid: 0,
  rows: ROWS,
  errors: [],
  duty_roster_id: null,
  roster_reference_no: null,
  ...changes,
});
const HISTORY = [{ id: 4, file_name: 'february.csv', status: 'applied', rows_total: 40, uploaded_at: '2027-01-20T01:00:00Z' }];

const get = vi.fn();
const post = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
}));
const { SchedulerUploaderPage } = await import('../../../src/portals/manager/StaffScheduler');

function renderPage(shown: object) {
  get.mockImplementation(async (url: string) => (url.endsWith('/totals') ? { data: { count: 1, sums: {}, groups: {} } } : { data: shown }));
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={fakeDataProvider({ 'schedule-uploads': HISTORY })}>
        <SchedulerUploaderPage />
      </TestAdmin>
    </MemoryRouter>,
  );
}

function choose() {
  const file = new File(['employee_no,date,shift_code\n'], 'march.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [file] } });
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe('the scheduler uploader', () => {
  it('shows an invalid upload’s problems by row and column, offers only Discard, and lists earlier uploads', async () => {
    const invalid = upload({
      status: 'invalid',
      rows_valid: 1,
      rows_invalid: 1,
      errors: [{ row: 3, column: 'employee_no', message: 'E-99 is not in your team.' }],
    });
    renderPage(invalid);
    expect(await screen.findByText('february.csv', {}, { timeout: 5000 })).toBeTruthy();
    post.mockResolvedValueOnce({ data: invalid });
    choose();
    const problems = await screen.findByRole('table', { name: 'Upload problems' }, { timeout: 5000 });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['3employee_noE-99 is not in your team.']);
    expect(screen.getByText(/1 of 2 rows of march.csv have problems/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('shows the rows a validated upload will apply, and applies it after saying what it affects', async () => {
    const validated = upload({});
    renderPage(validated);
    post.mockResolvedValueOnce({ data: validated });
    choose();
    const rows = await screen.findByRole('table', { name: 'Rows to apply' }, { timeout: 5000 });
    expect(within(rows).getAllByRole('row')).toHaveLength(3);
    expect(within(rows).getByText('Rest day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/2 rows \(1 team members, .*\) become one draft duty roster/);
    post.mockResolvedValueOnce({ data: { ...validated, status: 'applied', message: 'Applied.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1][0]).toBe('/api/manager/schedule-uploads/9/apply');
  });

  it('opens an earlier upload from the list', async () => {
    renderPage(upload({ id: 4, file_name: 'february.csv', status: 'applied', duty_roster_id: 77, roster_reference_no: 'DR-2027-00002' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/february.csv is applied as the draft duty roster DR-2027-00002/)).toBeTruthy();
    expect(get.mock.calls.map((c) => c[0])).toContain('/api/manager/schedule-uploads/4');
    expect(screen.getByRole('link', { name: 'Open DR-2027-00002' })).toBeTruthy();
  });
});
