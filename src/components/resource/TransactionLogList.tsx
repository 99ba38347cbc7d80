import { Box, Typography } from '@mui/material';
import { Datagrid, List, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { DateRangeInput } from '../dates';
import { DateTimeField } from '../fields/DateTimeField';
import { ListActions } from '../export';
import { ListPagination } from '../pagination';
import { exportColumns } from './labels';
import { transactionLogsResource } from '@core/resources/transaction-logs.resource';

const filtersFor = (resources: readonly string[]) => [
  <DateRangeInput key="occurred_at" source="occurred_at" label="Date" alwaysOn />,
  <SelectInput key="resource" source="resource" label="Resource" choices={resources.map((id) => ({ id, name: id }))} alwaysOn />,
  <TextInput key="record_id" source="record_id" label="Record" alwaysOn />,
  <TextInput key="action" source="action" label="Action" />,
  <TextInput key="user_id" source="user_id" label="User id" />,
];

function Changes() {
  const record = useRecordContext();
  if (!record) return null;
  const show = (label: string, value: unknown) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value ? JSON.stringify(value, null, 2) : '—'}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {show('Before', record.before)}
      {show('After', record.after)}
    </Box>
  );
}

/** Who changed which record of a portal's resources, when, and what it was before and after. */
export function TransactionLogList({ resources }: { resources: readonly string[] }) {
  return (
    <List
      resource="transaction-logs"
      title="Transaction logs"
      sort={{ field: 'occurred_at', order: 'DESC' }}
      filters={filtersFor(resources)}
      pagination={<ListPagination />}
      actions={<ListActions columns={exportColumns(transactionLogsResource)} screen="Transaction logs" />}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Changes />}>
        <DateTimeField source="occurred_at" label="Date and time" />
        <TextField source="user_name" label="User" sortable={false} />
        <TextField source="resource" label="Resource" />
        <TextField source="record_id" label="Record" sortable={false} />
        <TextField source="action" label="Action" />
        <TextField source="summary" label="Summary" sortable={false} />
      </Datagrid>
    </List>
  );
}
