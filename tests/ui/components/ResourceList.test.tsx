import { describe, expect, it } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '@core/resources/define';
import { ResourceList } from '../../../src/components/resource';
import { fakeDataProvider, TestAdmin } from './harness';

const holidays = defineResource({
  name: 'holidays',
  table: 'holidays',
  label: 'Holidays',
  textFields: ['name'],
  defaultSort: ['date', 'ASC'],
  fields: {
    name: { kind: 'text', label: 'name', required: true, list: true, search: true, sort: true },
    date: { kind: 'date', label: 'holiday date', required: true, list: true, filter: true, sort: true },
    type: {
      kind: 'choice',
      label: 'type',
      required: true,
      list: true,
      filter: true,
      choices: [
        { id: 'regular', name: 'Regular holiday' },
        { id: 'special', name: 'Special non-working day' },
      ],
    },
    premium: { kind: 'money', label: 'premium', list: true },
    // stored as a number, offered as text: a month column of the remittance registers
    month: {
      kind: 'choice',
      label: 'month',
      list: true,
      choices: [
        { id: '1', name: 'January' },
        { id: '8', name: 'August' },
      ],
    },
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', list: true, filter: true },
  },
});

const data = {
  holidays: [
    { id: 1, name: 'New Year', date: '2025-01-01', type: 'regular', premium: 1234.5, month: 1, business_unit_id: 10 },
    { id: 2, name: 'Ninoy Aquino Day', date: '2025-08-21', type: 'special', premium: 0, month: 8, business_unit_id: 11 },
  ],
  'business-units': [
    { id: 10, text: 'Head office' },
    { id: 11, text: 'Makati branch' },
  ],
};

describe('ResourceList', () => {
  it('shows the list columns with human labels, choice names, reference texts and money with two decimals, right-aligned', async () => {
    render(
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <ResourceList definition={holidays} />
      </TestAdmin>,
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Holiday date', 'Type', 'Premium', 'Month', 'Business unit']);
    await waitFor(() => expect(within(table).getByText('Head office')).toBeInTheDocument());
    expect(within(table).getByText('Regular holiday')).toBeInTheDocument();
    expect(within(table).getByText('August')).toBeInTheDocument();
    const amount = within(table).getByText('1,234.50');
    expect(amount.closest('td')).toHaveClass('MuiTableCell-alignRight');
    expect(within(table).getByText('0.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search...')).toBeInTheDocument();
  });

  it('says in the list’s own words that it is empty, and offers to clear the filters that emptied it', async () => {
    const returns = defineResource({ ...holidays, name: 'bir-1601c-returns', label: 'BIR 1601-C returns' });
    const empty = render(
      <TestAdmin dataProvider={fakeDataProvider({ 'bir-1601c-returns': [] })}>
        <ResourceList definition={returns} keepActionsWhenEmpty />
      </TestAdmin>,
    );
    expect(await screen.findByText('No BIR 1601-C returns yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Bir-1601c/)).not.toBeInTheDocument();
    empty.unmount();
    render(
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <ResourceList definition={holidays} />
      </TestAdmin>,
    );
    await screen.findByText('Showing 1 to 2 of 2 entries');
    await userEvent.type(screen.getByPlaceholderText('Search...'), 'Christmas');
    expect(await screen.findByText('No holidays match the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('filters by a date range as <field>_gte / <field>_lte, and refuses a start after the end', async () => {
    const dataProvider = fakeDataProvider(data);
    render(
      <TestAdmin dataProvider={dataProvider}>
        <ResourceList definition={holidays} />
      </TestAdmin>,
    );
    await screen.findByText('Showing 1 to 2 of 2 entries');
    const typeInto = async (label: string, text: string) => {
      await userEvent.click(screen.getByRole('textbox', { name: label }));
      await userEvent.keyboard(text);
      await userEvent.tab();
    };
    await typeInto('Holiday date from', '20250801');
    await typeInto('Holiday date to', '20250731');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(dataProvider.getList).not.toHaveBeenCalledWith(
      'holidays',
      expect.objectContaining({ filter: expect.objectContaining({ date_lte: '2025-07-31' }) }),
    );
    await typeInto('Holiday date to', '20251231');
    await waitFor(
      () =>
        expect(dataProvider.getList).toHaveBeenCalledWith(
          'holidays',
          expect.objectContaining({ filter: { date_gte: '2025-08-01', date_lte: '2025-12-31' } }),
        ),
      { timeout: 3000 },
    );
    await screen.findByText('Showing 1 to 1 of 1 entries');
    expect(screen.getByText('Ninoy Aquino Day')).toBeInTheDocument();
  });
});
