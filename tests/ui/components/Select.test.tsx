import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import { Form, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Select, SELECT_MENU_Z_INDEX } from '../../../src/components/select';
import { fakeDataProvider, TestAdmin } from './harness';

const COLOURS = [
  { code: 'r', label: 'Red' },
  { code: 'g', label: 'Green' },
  { code: 'b', label: 'Blue' },
];

function Probe({ name }: { name: string }) {
  const value = useWatch({ name });
  return <output data-testid="value">{JSON.stringify(value ?? null)}</output>;
}

function renderSelect(select: React.ReactNode, name = 'colour', data: Record<string, { id: number; text: string }[]> = {}) {
  const dataProvider = fakeDataProvider(data);
  render(
    <TestAdmin dataProvider={dataProvider}>
      <Form>
        {select}
        <Probe name={name} />
      </Form>
      <p>outside</p>
    </TestAdmin>,
  );
  return dataProvider;
}

const trigger = () => screen.getByRole('combobox');
const menu = () => screen.queryByRole('listbox');
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

describe('Select', () => {
  it('shows the placeholder and uses the configured value and text fields of its options', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" />);
    expect(trigger()).toHaveTextContent('Select an option');
    await userEvent.click(trigger());
    expect(
      within(menu()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Red', 'Green', 'Blue']);
    await userEvent.click(screen.getByRole('option', { name: 'Green' }));
    expect(value()).toBe('g');
    expect(trigger()).toHaveTextContent('Green');
  });

  it('defaults to id and text fields, opens on click and closes after a choice in single mode', async () => {
    renderSelect(
      <Select
        source="colour"
        choices={[
          { id: 1, text: 'One' },
          { id: 2, text: 'Two' },
        ]}
      />,
    );
    expect(menu()).toBeNull();
    await userEvent.click(trigger());
    expect(menu()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Two' }));
    expect(value()).toBe(2);
    expect(menu()).toBeNull();
  });

  it('closes on a click outside', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" />);
    await userEvent.click(trigger());
    expect(menu()).toBeInTheDocument();
    await userEvent.click(screen.getByText('outside'));
    expect(menu()).toBeNull();
  });

  it('does not open when disabled', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" disabled />);
    await userEvent.click(trigger());
    expect(menu()).toBeNull();
    expect(trigger()).toHaveAttribute('aria-disabled', 'true');
  });

  it('in multiple mode toggles items in and out, keeps the menu open and shows removable tags', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" multiple />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Red' }));
    await userEvent.click(screen.getByRole('option', { name: 'Blue' }));
    expect(menu()).toBeInTheDocument();
    expect(value()).toEqual(['r', 'b']);
    await userEvent.click(screen.getByRole('option', { name: 'Red' }));
    expect(value()).toEqual(['b']);
    expect(menu()).toBeInTheDocument();
    const tag = within(trigger()).getByText('Blue').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(tag).getByTestId('CancelIcon'));
    expect(value()).toEqual([]);
  });

  it('clear empties the value and reopens the menu', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Red' }));
    expect(menu()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toBeNull();
    expect(menu()).toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Select an option');
  });

  it('filters static options through its search box', async () => {
    renderSelect(<Select source="colour" choices={COLOURS} optionValue="code" optionText="label" searchable />);
    await userEvent.click(trigger());
    await userEvent.type(screen.getByPlaceholderText('Search...'), 'gr');
    expect(
      within(menu()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Green']);
  });

  it('searches a reference resource on the server with q', async () => {
    const units = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, text: ['Head office', 'Makati', 'Cebu', 'Davao', 'Iloilo'][i] }));
    const dataProvider = renderSelect(
      <ReferenceInput source="business_unit_id" reference="business-units">
        <Select />
      </ReferenceInput>,
      'business_unit_id',
      { 'business-units': units },
    );
    await userEvent.click(trigger());
    await waitFor(() => expect(within(menu()!).getAllByRole('option')).toHaveLength(5));
    await userEvent.type(screen.getByPlaceholderText('Search...'), 'ceb');
    await waitFor(
      () =>
        expect(dataProvider.getList).toHaveBeenCalledWith(
          'business-units',
          expect.objectContaining({ filter: expect.objectContaining({ q: 'ceb' }) }),
        ),
      { timeout: 3000 },
    );
    await waitFor(() =>
      expect(
        within(menu()!)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Cebu']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Cebu' }));
    expect(value()).toBe(3);
  });

  it('shows its menu above dialogs (z-index 9999)', async () => {
    render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <Dialog open>
          <Form>
            <Select source="colour" choices={COLOURS} optionValue="code" optionText="label" />
          </Form>
        </Dialog>
      </TestAdmin>,
    );
    await userEvent.click(screen.getByRole('combobox'));
    const popper = screen.getByTestId('select-menu');
    expect(popper.style.zIndex).toBe(String(SELECT_MENU_Z_INDEX));
    expect(SELECT_MENU_Z_INDEX).toBe(9999);
  });
});
