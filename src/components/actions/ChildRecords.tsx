import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Datagrid, DeleteWithConfirmButton, ListContextProvider, useGetList, useList } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { definitionFields } from '../resource/labels';
import { resourceField } from '../resource/resourceField';

export interface ChildRecordsProps {
  /** the child resource */
  definition: ResourceDefinition;
  /** the filter that ties the children to their parent, e.g. `{ leave_type_id: 3 }` */
  parent: Record<string, unknown>;
  title: string;
  /** what the list says when there is nothing yet */
  empty: string;
  /** buttons above the rows (e.g. an add dialog) */
  actions?: ReactNode;
  /** rows may be deleted, after a confirmation naming `deleteWhat` */
  deleteWhat?: string;
  perPage?: number;
}

/** The records of a parent shown under it (a leave type's credits, a balance's ledger), read from the server. */
export function ChildRecords({ definition, parent, title, empty, actions, deleteWhat, perPage = 500 }: ChildRecordsProps) {
  const [field, order] = definition.defaultSort;
  const { data, isPending } = useGetList(definition.name, { filter: parent, sort: { field, order }, pagination: { page: 1, perPage } });
  const list = useList({ data: data ?? [], isPending, perPage });
  const columns = definitionFields(definition, (f) => f.list).filter(([source]) => !(source in parent));
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Box>
      {!isPending && (data ?? []).length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <ListContextProvider value={list}>
          <Datagrid bulkActionButtons={false} rowClick={false} resource={definition.name}>
            {columns.map(([source, f]) => resourceField(source, { ...f, sort: false }))}
            {deleteWhat && (
              <DeleteWithConfirmButton
                resource={definition.name}
                redirect={false}
                mutationMode="pessimistic"
                confirmTitle={`Delete this ${deleteWhat}?`}
                confirmContent={`The ${deleteWhat} is removed; balances already posted from it stay as they are.`}
              />
            )}
          </Datagrid>
        </ListContextProvider>
      )}
    </Box>
  );
}
