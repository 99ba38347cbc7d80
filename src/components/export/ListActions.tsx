import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportButton, type ExportButtonProps } from './ExportButton';

/** The toolbar of a list: filters, create (when the resource has a create view and `create` allows it) and Export. */
export function ListActions({ children, create = true, ...exportProps }: ExportButtonProps & { children?: ReactNode; create?: boolean }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && create && <CreateButton />}
      {children}
      <ExportButton {...exportProps} />
    </TopToolbar>
  );
}
