import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The employee's month calendar lays the month out in weeks from Sunday, shows each
// date's entries, and lists a clicked date's entries; the change-request form sends
// only the fields given (blank keeps the current value) and the dependents to add or remove.

const ENTRIES = [
  { id: 'shift:1:2026-02-02', date: '2026-02-02', entry_type: 'shift', title: 'DAY 08:00–17:00', color: null },
  { id: 'holiday:9:2026-02-25', date: '2026-02-25', entry_type: 'holiday', title: 'EDSA Revolution (special non working)', color: null },
  { id: 'leave:4:2026-02-25', date: '2026-02-25', entry_type: 'leave', title: 'Vacation leave', color: null },
];
vi.mock('../../../src/providers/useApiGet', () => ({
  useApiGet: (url: string, params?: { month?: string }) => ({
    data: url.endsWith('calendar-entries') && params?.month === '2026-02' ? { entries: ENTRIES } : { entries: [] },
    error: null,
    reload: () => undefined,
  }),
}));
vi.mock('@core/format', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@core/format')>()),
  manilaToday: () => '2026-02-10',
}));

const { CalendarPage, monthWeeks, shiftMonth } = await import('../../../src/portals/employee/own/CalendarPage');
const { changeRequestBody } = await import('../../../src/portals/employee/own/ChangeRequestPage');

describe('the employee calendar', () => {
  it('starts weeks on Sunday and moves across years', () => {
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-02')[0][0]).toBe('2026-02-01');
    const april = monthWeeks('2026-04');
    expect(april[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(april[4]).toEqual(['2026-04-26', '2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30', null, null]);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });

  it('shows the entries of each date and lists a clicked date’s', () => {
    render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <CalendarPage />
      </TestAdmin>,
    );
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeTruthy();
    const day = screen.getByLabelText('2026-02-25');
    expect(within(day).getByText('Vacation leave')).toBeTruthy();
    fireEvent.click(day);
    const details = screen.getByTestId('day-details');
    expect(within(details).getByText('Holiday: EDSA Revolution (special non working)')).toBeTruthy();
    expect(within(details).getByText('Leave: Vacation leave')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeTruthy();
    expect(screen.queryByText('Vacation leave')).toBeNull();
  });
});

describe('the change request form', () => {
  const noDependent = {
    name: '',
    relationship: '',
    birth_date: '',
    is_philhealth_dependent: false,
    is_hmo_dependent: false,
    is_pwd: false,
  };
  it('sends only the fields given, of the chosen type', () => {
    expect(
      changeRequestBody('contact', { mobile_no: '09171234567', landline: ' ', present_address: 'x' }, ' moved ', noDependent, []),
    ).toEqual({
      request_type: 'contact',
      reason: 'moved',
      changes: { mobile_no: '09171234567' },
    });
    expect(changeRequestBody('bank_account', { bank_id: '3', bank_account_no: '001234567890' }, '', noDependent, []).changes).toEqual({
      bank_id: 3,
      bank_account_no: '001234567890',
    });
  });

  it('sends a dependent to add only when it has a name, and the ones to remove', () => {
    expect(changeRequestBody('dependents', {}, '', noDependent, [7]).dependents).toEqual({ add: [], remove: [7] });
    const child = { ...noDependent, name: 'Ana', relationship: 'child' };
    expect(changeRequestBody('dependents', {}, '', child, []).dependents).toEqual({ add: [{ ...child, birth_date: null }], remove: [] });
  });
});
