import type { ComponentType, ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { SideNav } from './SideNav';

/** react-admin's layout with the console's app bar and side navigation around a portal's menu. */
export function createPortalLayout(Menu: ComponentType) {
  return function PortalLayout({ children }: { children?: ReactNode }) {
    return (
      <Layout appBar={PortalAppBar} sidebar={SideNav} menu={Menu}>
        {children}
      </Layout>
    );
  };
}
