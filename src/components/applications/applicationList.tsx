import type { ReactNode } from 'react';
import type { ResourceDefinition } from '@core/resources/define';
import { ReportList } from '../report/ReportList';
import { ApprovalTrail } from './ApprovalTrail';

export interface ApplicationListOptions {
  portal: string;
  title?: string;
  filter?: Record<string, unknown>;
  actions?: ReactNode;
  rowActions?: ReactNode;
  bulkActions?: ReactNode;
}

/** An application list of a portal: its columns, each row opening its approval trail. */
export function applicationList(
  definition: ResourceDefinition,
  { portal, title, filter, actions, rowActions, bulkActions }: ApplicationListOptions,
) {
  return function ApplicationList() {
    return (
      <ReportList
        definition={definition}
        title={title}
        portal={portal}
        countLabel="applications"
        expand={<ApprovalTrail portal={portal} attaches={portal === 'employee'} />}
        filter={filter}
        actions={actions}
        rowActions={rowActions}
        bulkActions={bulkActions}
        referenceFilters={portal === 'timekeeping'}
      />
    );
  };
}
