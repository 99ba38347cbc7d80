import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The all-or-nothing spreadsheet upload (employee import, schedule uploader): a refused
// file shows the server's summary and one line per row and column; a taken file is handed on.

const post = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({ httpClient: { post: (...args: unknown[]) => post(...args), get: vi.fn() } }));

const { SpreadsheetUpload } = await import('../../../src/components/upload/SpreadsheetUpload');

function choose() {
  const file = new File(['employee_no,date,shift_code\n'], 'roster.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [file] } });
}

describe('SpreadsheetUpload', () => {
  it('lists the problems of a refused file by row and column, the file-wide ones without a row', async () => {
    post.mockRejectedValueOnce({
      body: {
        message: '2 of 3 rows have problems; nothing was applied.',
        errors: {
          'rows.3.employee_no': ['There is no employee "X" in your team.'],
          'rows.4.date': ['"2027-02-30" is not a date.'],
          file: ['Bad'],
        },
      },
    });
    const onDone = vi.fn();
    render(<SpreadsheetUpload url="/api/x" templateUrl="/api/x/template" templateName="x" instructions="Fill it in." onDone={onDone} />);
    choose();
    expect(await screen.findByText('2 of 3 rows have problems; nothing was applied.')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Upload problems' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'employee_no', 'There is no employee "X" in your team.'],
      ['4', 'date', '"2027-02-30" is not a date.'],
      ['—', 'file', 'Bad'],
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('hands a taken file’s answer on, with no problems shown', async () => {
    post.mockResolvedValueOnce({ data: { count: 3 } });
    const onDone = vi.fn();
    render(<SpreadsheetUpload url="/api/x" templateUrl="/api/x/template" templateName="x" instructions="Fill it in." onDone={onDone} />);
    choose();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ count: 3 }));
    expect(post.mock.calls[0][0]).toBe('/api/x');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
