import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { payrollEntriesWorkflow } from '@core/resources/payroll-entries.workflow';
import { recurringEntriesWorkflow } from '@core/resources/recurring-entries.workflow';
import { RecordActions } from '../../../src/portals/hr/RecordActions';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// A step that cannot be taken back asks first and says what it affects; the
// others run at once.

function renderActions(
  resource: string,
  record: Record<string, unknown>,
  steps: typeof payrollEntriesWorkflow.steps | typeof recurringEntriesWorkflow.steps,
) {
  const action = vi.fn(async () => ({ data: { message: 'done' } }));
  const dataProvider = Object.assign(fakeDataProvider({}), { action });
  render(
    <TestAdmin dataProvider={dataProvider}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={{ id: 7, ...record }}>
          <RecordActions steps={steps} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </TestAdmin>,
  );
  return action;
}

describe('record actions', () => {
  it('asks before voiding an entry, says what it affects, and does nothing when kept', async () => {
    const action = renderActions('payroll-entries', { status: 'active' }, payrollEntriesWorkflow.steps);
    fireEvent.click(screen.getByRole('button', { name: 'Void entry' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("drops out of its period's pay");
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Void entry' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(again.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(action).toHaveBeenCalledWith('payroll-entries', 7, 'void', expect.anything()));
  });

  it('runs a step that can be undone at once', async () => {
    const action = renderActions('recurring-entries', { status: 'active' }, recurringEntriesWorkflow.steps);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('recurring-entries', 7, 'suspend', {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
