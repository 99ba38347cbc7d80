import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { Datagrid, FilterButton, List, TopToolbar, type ResourceProps } from 'react-admin';
import { ExportButton } from '../export';
import { ListPagination } from '../pagination';
import { PrintButton } from '../print';
import { exportColumns, fieldLabel, resourceField, resourceFilters } from '../resource';
import { definitionFields } from '../resource/labels';
import { ReportTotals } from './ReportTotals';
import type { ResourceDefinition } from '@core/resources/define';
import { GOVERNMENT_NUMBERS, type GovernmentNumberField } from '@core/resources/employees.resource';
import { GovernmentNumberField as GovernmentNumber } from '../../resources/employees/governmentNumbers';

// A read-only report of a portal from its definition: filters, sortable columns,
// print, export, and the totals of every matching row (count, money sums,
// count per class) from GET /api/<portal>/<report>/totals.

function ReportActions({ definition, children }: { definition: ResourceDefinition; children?: ReactNode }) {
  return (
    // beside a screen's own controls, or on a phone, the buttons wrap instead of shrinking their words
    <TopToolbar sx={{ flexWrap: 'wrap', '& .MuiButton-root': { flexShrink: 0, whiteSpace: 'nowrap' } }}>
      <FilterButton />
      {children}
      <PrintButton targetId={`report-${definition.name}`} title={definition.label} />
      <ExportButton columns={exportColumns(definition)} screen={definition.label} />
    </TopToolbar>
  );
}

interface ReportListProps {
  definition: ResourceDefinition;
  actions?: ReactNode;
  rowClick?: false | ((id: unknown) => string);
  /** a panel under a row (the rows behind a summary line) */
  expand?: ReactElement;
  /** what one row is, for the count of the totals */
  countLabel?: string;
  /** the portal whose API serves the report */
  portal?: string;
  /** a permanent filter on top of the user's (a screen's scope) */
  filter?: Record<string, unknown>;
  /** a default filter the user may change */
  filterDefaultValues?: Record<string, unknown>;
  /** a last column of buttons acting on the row */
  rowActions?: ReactNode;
  /** buttons acting on the selected rows; rows are not selectable without them */
  bulkActions?: ReactNode;
  /** the screen's title, when not the definition's label */
  title?: string;
  /** false where the portal does not serve the resources the reference filters pick from (the self-service portals) */
  referenceFilters?: boolean;
  /** a screen's own filter inputs, besides the definition's */
  extraFilters?: ReactElement[];
}

export function ReportList({
  definition,
  actions,
  rowClick = false,
  expand,
  countLabel = 'employees',
  portal = 'hr',
  filter,
  filterDefaultValues,
  rowActions,
  bulkActions,
  title = definition.label,
  referenceFilters = true,
  extraFilters = [],
}: ReportListProps) {
  const [field, order] = definition.defaultSort;
  return (
    <List
      resource={definition.name}
      title={title}
      sort={{ field, order }}
      filters={[...resourceFilters(definition, { references: referenceFilters }), ...extraFilters]}
      pagination={<ListPagination />}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      actions={<ReportActions definition={definition}>{actions}</ReportActions>}
    >
      <ReportTotals definition={definition} countLabel={countLabel} portal={portal} scope={filter} />
      <Box id={`report-${definition.name}`}>
        <Datagrid
          rowClick={rowClick === false ? (expand ? 'expand' : false) : (id) => rowClick(id)}
          expand={expand}
          bulkActionButtons={bulkActions ?? false}
        >
          {definitionFields(definition, (f) => f.list).map(([source, fieldDefinition]) =>
            source in GOVERNMENT_NUMBERS ? (
              <GovernmentNumber key={source} source={source as GovernmentNumberField} label={fieldLabel(fieldDefinition)} />
            ) : (
              resourceField(source, fieldDefinition)
            ),
          )}
          {rowActions}
        </Datagrid>
      </Box>
    </List>
  );
}

/** A report as a portal screen: its list only. */
export function reportScreen(definition: ResourceDefinition, list?: () => ReactNode): ResourceProps {
  return {
    name: definition.name,
    list: list ?? (() => <ReportList definition={definition} />),
    options: { label: definition.label },
    recordRepresentation: 'text',
  };
}
