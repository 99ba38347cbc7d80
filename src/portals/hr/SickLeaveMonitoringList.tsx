import { Box, Typography } from '@mui/material';
import { Datagrid, Pagination, ReferenceManyField, useListContext } from 'react-admin';
import { resourceField } from '../../components/resource';
import { definitionFields } from '../../components/resource/labels';
import {
  SICK_LEAVE_WINDOW_FILTERS,
  sickLeaveApplicationsReport,
  sickLeaveMonitoringReport,
} from '@core/resources/sick-leave-monitoring.resource';
import { ReportList } from '../../components/report/ReportList';

// Sick-leave usage per employee; a row opens the employee's filings in the
// same window (dates and statuses of the list's filters).

const FILING_COLUMNS = definitionFields(sickLeaveApplicationsReport, (f) => f.list).filter(
  ([source]) => !['employee_no', 'employee_name', 'business_unit_name'].includes(source),
);

function EmployeeFilings() {
  const { filterValues } = useListContext();
  const window = Object.fromEntries(
    SICK_LEAVE_WINDOW_FILTERS.filter((key) => filterValues[key] !== undefined).map((key) => [key, filterValues[key]]),
  );
  return (
    <Box sx={{ pl: 2, pb: 1 }}>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Sick leave filings
      </Typography>
      <ReferenceManyField
        reference={sickLeaveApplicationsReport.name}
        target="employee_id"
        filter={window}
        sort={{ field: 'date_from', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {FILING_COLUMNS.map(([source, field]) => resourceField(source, field))}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

export function SickLeaveMonitoringList() {
  return <ReportList definition={sickLeaveMonitoringReport} expand={<EmployeeFilings />} />;
}
