import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  animateScroll,
  DATE_FORMATS,
  DateInput,
  DateRangeInput,
  formatValue,
  RANGE_ORDER_MESSAGE,
  TIME_SCROLL_MS,
  TimeRangeInput,
  type InputError,
} from '../../../src/components/dates';
import { fakeDataProvider, TestAdmin } from './harness';

function Probe({ names }: { names: string[] }) {
  const values = useWatch({ name: names });
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

function renderForm(children: React.ReactNode, names: string[], defaultValues: Record<string, unknown> = {}) {
  render(
    <TestAdmin dataProvider={fakeDataProvider({})}>
      <Form defaultValues={defaultValues} mode="onChange">
        {children}
        <Probe names={names} />
      </Form>
    </TestAdmin>,
  );
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]');

async function typeInto(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await userEvent.keyboard(text);
  await userEvent.tab();
}

describe('date formats', () => {
  it('sends each kind to the API in its format', () => {
    const day = dayjs('2025-03-09T07:05:04');
    expect(formatValue(day, 'date')).toBe('2025-03-09');
    expect(formatValue(day, 'datetime')).toBe('2025-03-09 07:05:04');
    expect(formatValue(day, 'year')).toBe('2025');
    expect(formatValue(day, 'month')).toBe('2025-03');
    expect(formatValue(day, 'time')).toBe('07:05:04');
    expect(formatValue(day, 'week')).toBe('11');
    expect(DATE_FORMATS).toEqual({
      date: 'YYYY-MM-DD',
      datetime: 'YYYY-MM-DD HH:mm:ss',
      year: 'YYYY',
      month: 'YYYY-MM',
      time: 'HH:mm:ss',
      week: 'w',
    });
  });
});

describe('DateInput', () => {
  it('writes a typed date to the form as YYYY-MM-DD', async () => {
    renderForm(<DateInput source="hire_date" label="Hire date" />, ['hire_date']);
    await typeInto('Hire date', '20250309');
    expect(values()).toEqual(['2025-03-09']);
  });

  it('opens a calendar of 6 weeks starting on Sunday, with an OK button', async () => {
    renderForm(<DateInput source="hire_date" label="Hire date" />, ['hire_date'], { hire_date: '2025-02-14' });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('aria-label', 'Sunday');
    expect(grid.querySelectorAll('[role="rowgroup"] [role="row"]')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('shows the years a decade at a time', async () => {
    renderForm(<DateInput source="year" label="Year" kind="year" />, ['year'], { year: '2024' });
    await userEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const panel = await screen.findByTestId('year-panel');
    expect(
      within(panel)
        .getAllByRole('gridcell')
        .map((b) => b.textContent),
    ).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028', '2029']);
    expect(panel).toHaveTextContent('2020-2029');
    await userEvent.click(within(panel).getByRole('button', { name: 'Next decade' }));
    expect(within(panel).getAllByRole('gridcell')[0]).toHaveTextContent('2030');
    await userEvent.click(within(panel).getByRole('gridcell', { name: '2031' }));
    await waitFor(() => expect(values()).toEqual(['2031']));
  });

  it('refuses a date that cannot be read, with a message and an input-error event', async () => {
    const onInputError = vi.fn<(error: InputError) => void>();
    renderForm(<DateInput source="hire_date" label="Hire date" onInputError={onInputError} />, ['hire_date']);
    await typeInto('Hire date', '2025');
    expect(await screen.findByText('Invalid date.')).toBeInTheDocument();
    expect(onInputError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'invalid' }));
    expect(values()).toEqual([null]);
  });

  it('refuses a date before the minimum, with a message and an input-error event', async () => {
    const onInputError = vi.fn<(error: InputError) => void>();
    renderForm(<DateInput source="work_date" label="Work date" minDate="2025-01-01" onInputError={onInputError} />, ['work_date']);
    await typeInto('Work date', '20241231');
    expect(await screen.findByText('This date is not available.')).toBeInTheDocument();
    expect(onInputError).toHaveBeenCalledTimes(1);
    expect(onInputError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'disabled' }));
  });

  it('refuses a disabled day and accepts an enabled one', async () => {
    const onInputError = vi.fn<(error: InputError) => void>();
    const sunday = (day: dayjs.Dayjs) => day.day() === 0;
    renderForm(
      <>
        <DateInput source="a" label="Sunday work" shouldDisableDate={sunday} onInputError={onInputError} />
        <DateInput source="b" label="Monday work" shouldDisableDate={sunday} />
      </>,
      ['a', 'b'],
    );
    await typeInto('Sunday work', '20250105');
    expect(await screen.findByText('This date is not available.')).toBeInTheDocument();
    expect(onInputError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'disabled' }));
    await typeInto('Monday work', '20250106');
    expect(values()[1]).toBe('2025-01-06');
    expect(screen.getAllByText('This date is not available.')).toHaveLength(1);
  });

  it('writes a typed time as HH:mm:ss', async () => {
    renderForm(<DateInput source="time_in" label="Time in" kind="time" />, ['time_in']);
    await typeInto('Time in', '083015');
    expect(values()).toEqual(['08:30:15']);
  });

  it('scrolls a time column to its value in 100 ms', async () => {
    expect(TIME_SCROLL_MS).toBe(100);
    // frames and the clock are faked, so that a loaded machine's slow frames cannot change the answer
    vi.useFakeTimers({ toFake: ['performance', 'requestAnimationFrame'] });
    try {
      const column = document.createElement('div');
      let done = false;
      void animateScroll(column, 320).then(() => (done = true));
      expect(column.scrollTop).toBe(0);
      await vi.advanceTimersByTimeAsync(48);
      expect(column.scrollTop).toBeGreaterThan(0);
      expect(column.scrollTop).toBeLessThan(320);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(72); // the first frame after 100 ms
      expect(column.scrollTop).toBe(320);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ranges', () => {
  it('refuses a date range whose start is after its end', async () => {
    renderForm(<DateRangeInput source="hire_date" label="Hire date" />, ['hire_date_gte', 'hire_date_lte']);
    await typeInto('Hire date from', '20250310');
    await typeInto('Hire date to', '20250301');
    expect(await screen.findByText(RANGE_ORDER_MESSAGE)).toBeInTheDocument();
    await typeInto('Hire date to', '20250320');
    await waitFor(() => expect(screen.queryByText(RANGE_ORDER_MESSAGE)).toBeNull());
    expect(values()).toEqual(['2025-03-10', '2025-03-20']);
  });

  it('pulls the end of a time range up to a later start', async () => {
    renderForm(<TimeRangeInput source="shift" label="Shift" />, ['shift_start', 'shift_end'], {
      shift_start: '08:00:00',
      shift_end: '09:00:00',
    });
    await typeInto('Shift start', '100000');
    await waitFor(() => expect(values()).toEqual(['10:00:00', '10:00:00']));
    await act(async () => undefined);
  });
});
