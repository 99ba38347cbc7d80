import { createTheme, ThemeProvider } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import { localStorageStore, memoryStore, StoreContextProvider, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SideNav } from '../../../src/layout/SideNav';
import { useSideNav } from '../../../src/layout/SideNavContext';

function MenuProbe() {
  const { expanded } = useSideNav();
  return <span>{expanded ? 'labels shown' : 'icons only'}</span>;
}

function renderNav(store: Store = memoryStore()) {
  const view = render(
    <ThemeProvider theme={createTheme()}>
      <StoreContextProvider value={store}>
        <SideNav>
          <MenuProbe />
        </SideNav>
      </StoreContextProvider>
    </ThemeProvider>,
  );
  return { ...view, store, nav: () => screen.getByRole('navigation', { name: 'Main navigation' }) };
}

describe('the side navigation', () => {
  it('starts expanded and the toggle collapses and expands it', () => {
    const { nav } = renderNav();
    expect(nav()).toHaveAttribute('data-expanded', 'true');
    expect(screen.getByText('labels shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(nav()).toHaveAttribute('data-expanded', 'false');
    expect(screen.getByText('icons only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(nav()).toHaveAttribute('data-expanded', 'true');
  });

  it('expands while hovered when collapsed, and collapses again on leave', () => {
    const { nav } = renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    fireEvent.mouseEnter(nav());
    expect(nav()).toHaveAttribute('data-expanded', 'true');
    expect(screen.getByText('labels shown')).toBeInTheDocument();
    // hovering does not pin it: the toggle still offers to expand
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    fireEvent.mouseLeave(nav());
    expect(nav()).toHaveAttribute('data-expanded', 'false');
  });

  it('does not collapse on leave when it is pinned open', () => {
    const { nav } = renderNav();
    fireEvent.mouseEnter(nav());
    fireEvent.mouseLeave(nav());
    expect(nav()).toHaveAttribute('data-expanded', 'true');
  });

  it('remembers the collapsed state in the portal’s store (local storage)', () => {
    const first = renderNav(localStorageStore(undefined, 'admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    first.unmount();
    const second = renderNav(localStorageStore(undefined, 'admin'));
    expect(second.nav()).toHaveAttribute('data-expanded', 'false');
  });
});
