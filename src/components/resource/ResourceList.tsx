import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Datagrid, List } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { ListActions } from '../export/ListActions';
import { ListPagination } from '../pagination/ListPagination';
import { definitionFields, exportColumns } from './labels';
import { resourceField } from './resourceField';
import { resourceFilters } from './resourceFilters';
import { NoRows } from './NoRows';
import { ReportTotals } from '../report/ReportTotals';
import { InstallationWideNotice, useInstallationWideReadOnly } from './installationWide';

export interface ResourceListProps {
  definition: ResourceDefinition;
  /** the screen's title (page title and export file name); the definition's label by default */
  title?: string;
  /** extra list actions, placed before Export */
  actions?: ReactNode;
  /** where a row leads; 'edit' by default */
  rowClick?: 'edit' | 'show' | false;
  /** a last column of buttons acting on the row (read from the record context) */
  rowActions?: ReactNode;
  /** show the (empty) list with its actions instead of react-admin's "no records yet" page, for lists filled by actions rather than by Create */
  keepActionsWhenEmpty?: boolean;
  /** buttons acting on the selected rows; rows are not selectable without them */
  bulkActions?: ReactNode;
  /** a filter always applied (a report's scope), on top of the ones the user picks */
  filter?: Record<string, unknown>;
  /** a panel under a row, opened by clicking it (when rowClick is false) */
  expand?: ReactElement;
  /** the filters shown at all times (by source); the others wait behind "Add filter". All of them by default. */
  shownFilters?: readonly string[];
  /** the totals of every matching row above the page, from the portal's GET …/totals (a register's) */
  totals?: { portal: string; countLabel: string };
}

/** The definition's filters, those not in `shown` moved behind "Add filter". */
function listFilters(definition: ResourceDefinition, shown?: readonly string[]): ReactElement[] {
  const filters = resourceFilters(definition) as ReactElement<{ source: string; alwaysOn?: boolean }>[];
  if (!shown) return filters;
  return filters.map((filter) => cloneElement(filter, { alwaysOn: shown.includes(filter.props.source) }));
}

/**
 * The list of a reference-data resource, entirely from its definition. An installation-wide
 * resource is read-only to all but the system administrator: no create, edit or other actions.
 */
export function ResourceList({
  definition,
  title = definition.label,
  actions,
  rowClick = 'edit',
  rowActions,
  keepActionsWhenEmpty,
  bulkActions,
  filter,
  expand,
  shownFilters,
  totals,
}: ResourceListProps) {
  const [field, order] = definition.defaultSort;
  const readOnly = useInstallationWideReadOnly(definition.name);
  return (
    <List
      resource={definition.name}
      title={title}
      sort={{ field, order }}
      filters={listFilters(definition, shownFilters)}
      pagination={<ListPagination />}
      empty={keepActionsWhenEmpty ? false : undefined}
      filter={filter}
      actions={
        <ListActions columns={exportColumns(definition)} screen={title} create={!readOnly}>
          {!readOnly && actions}
        </ListActions>
      }
    >
      {readOnly && <InstallationWideNotice />}
      {totals && <ReportTotals definition={definition} portal={totals.portal} countLabel={totals.countLabel} scope={filter} />}
      <Datagrid
        rowClick={rowClick === false && expand ? 'expand' : readOnly && rowClick === 'edit' ? false : rowClick}
        expand={expand}
        bulkActionButtons={(!readOnly && bulkActions) || false}
        empty={<NoRows label={definition.label} />}
      >
        {definitionFields(definition, (f) => f.list).map(([source, fieldDefinition]) => resourceField(source, fieldDefinition))}
        {rowActions}
      </Datagrid>
    </List>
  );
}
