import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { SideNav } from './SideNav';

// react-admin sizes its layout to fit its widest content, so one wide tab bar or
// table widened the whole page; with min-width 0 such content scrolls in place.
const NARROWABLE = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
};

/** react-admin's layout with the console's app bar and side navigation around a portal's menu. */
export function createPortalLayout(Menu: ComponentType) {
  return function PortalLayout({ children }: { children?: ReactNode }) {
    return (
      <Layout appBar={PortalAppBar} sidebar={SideNav} menu={Menu} sx={NARROWABLE}>
        {children}
      </Layout>
    );
  };
}
