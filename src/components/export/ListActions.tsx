import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportButton, type ExportButtonProps } from './ExportButton';

/** The toolbar of a list: filters, create (when the resource has a create view) and Export. */
export function ListActions({ children, ...exportProps }: ExportButtonProps & { children?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      {children}
      <ExportButton {...exportProps} />
    </TopToolbar>
  );
}
