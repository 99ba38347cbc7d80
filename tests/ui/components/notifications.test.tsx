import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { ResourceCreate, ResourceEdit } from '../../../src/components/resource';
import { fakeDataProvider, TestAdmin } from './harness';

// The message after a save names what was saved, in the console's own words.

function renderAt(path: string, dataProvider: ReturnType<typeof fakeDataProvider>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={dataProvider}>
        <ResourceContextProvider value="org-levels">
          <Routes>
            <Route path="/org-levels/create" element={<ResourceCreate definition={orgLevelsResource} />} />
            <Route path="/org-levels/:id" element={<ResourceEdit definition={orgLevelsResource} />} />
            <Route path="/org-levels" element={<p>the list</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </TestAdmin>
    </MemoryRouter>,
  );
}

describe('save notifications', () => {
  it('say "Organisation level created", not "Element created"', async () => {
    const dataProvider = fakeDataProvider({ 'org-levels': [] });
    renderAt('/org-levels/create', dataProvider);
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'Rank *' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code *' }), 'DIV');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name *' }), 'Division');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation level created')).toBeInTheDocument();
    expect(screen.queryByText(/Element/)).toBeNull();
  });

  it('say "Organisation level saved" after an edit', async () => {
    const dataProvider = fakeDataProvider({ 'org-levels': [{ id: 3, rank: 1, code: 'DIV', name: 'Division', text: 'DIV · Division' }] });
    renderAt('/org-levels/3', dataProvider);
    const name = await screen.findByRole('textbox', { name: 'Name *' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Divisions');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation level saved')).toBeInTheDocument();
  });
});
