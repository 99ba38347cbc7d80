import { Box, Typography } from '@mui/material';
import { Datagrid, DateField, List, SelectInput, TextField, TextInput, useRecordContext } from 'react-admin';
import { DateRangeInput } from '../../components/dates';
import { ListActions } from '../../components/export';
import { ListPagination } from '../../components/pagination';
import { exportColumns } from '../../components/resource';
import { HR_AUDITED_RESOURCES, transactionLogsResource } from '@core/resources/transaction-logs.resource';

const HR_RESOURCES = HR_AUDITED_RESOURCES.map((id) => ({ id, name: id }));

const filters = [
  <DateRangeInput key="occurred_at" source="occurred_at" label="Date" alwaysOn />,
  <SelectInput key="resource" source="resource" label="Resource" choices={HR_RESOURCES} alwaysOn />,
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

/** Who changed which HR record, when, and what it was before and after. */
export function TransactionLogList() {
  return (
    <List
      resource="transaction-logs"
      title="Transaction logs"
      sort={{ field: 'occurred_at', order: 'DESC' }}
      filters={filters}
      pagination={<ListPagination />}
      actions={<ListActions columns={exportColumns(transactionLogsResource)} screen="Transaction logs" />}
    >
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Changes />}>
        <DateField source="occurred_at" label="Date and time" showTime />
        <TextField source="user_name" label="User" sortable={false} />
        <TextField source="resource" label="Resource" />
        <TextField source="record_id" label="Record" sortable={false} />
        <TextField source="action" label="Action" />
        <TextField source="summary" label="Summary" sortable={false} />
      </Datagrid>
    </List>
  );
}
