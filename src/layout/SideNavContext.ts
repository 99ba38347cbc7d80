import { createContext, useContext } from 'react';

/** What the menu inside the side navigation needs to know about it. */
export interface SideNavState {
  expanded: boolean;
  /** closes the phone drawer after a choice */
  onNavigate(): void;
}

export const SideNavContext = createContext<SideNavState>({ expanded: true, onNavigate: () => undefined });

export const useSideNav = () => useContext(SideNavContext);
