import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { PercentInput } from '../../../src/components/fields/PercentInput';
import { fakeDataProvider, TestAdmin } from './harness';

// The loan type's interest rate is typed as 6 (%) and saved as the engine's 0.06.
function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  render(
    <TestAdmin dataProvider={fakeDataProvider({})}>
      <SimpleForm
        record={record}
        onSubmit={onSubmit}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <PercentInput source="interest_rate_annual" label="Annual interest rate" />
      </SimpleForm>
    </TestAdmin>,
  );
}

describe('percentage input', () => {
  it('shows the stored fraction as a percentage and saves what is typed as the exact fraction', async () => {
    const saved: Record<string, unknown>[] = [];
    renderForm({ id: 1, interest_rate_annual: '0.06000' }, (values) => saved.push(values));
    const input = await screen.findByRole('textbox', { name: 'Annual interest rate' });
    expect(input).toHaveValue('6');
    await userEvent.clear(input);
    await userEvent.type(input, '6.0');
    expect(input).toHaveValue('6.0');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('6.05');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[0]).toMatchObject({ interest_rate_annual: '0.0605' }));
  });
});
