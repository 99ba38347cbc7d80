import { Button } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, TextField, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateRangeInput } from '../../components/dates';
import { ListActions } from '../../components/export';
import { ListPagination } from '../../components/pagination';
import { resourceField, resourceFilters } from '../../components/resource';
import { employeeName, employeesResource } from '@core/resources/employees.resource';
import { employeeExportColumns } from './employeeExport';
import { ImportEmployeesButton } from './ImportEmployeesButton';

const fields = employeesResource.fields;
const filters = [
  <SearchInput key="q" source="q" placeholder="Name or employee no." alwaysOn />,
  ...resourceFilters({
    ...employeesResource,
    fields: {
      business_unit_id: fields.business_unit_id,
      position_id: fields.position_id,
      status: fields.status,
      employment_status: fields.employment_status,
    },
  }).filter((input) => input.key !== 'q'),
  <DateRangeInput key="hire_date" source="hire_date" label="Hire date" alwaysOn />,
];
const EXPORT_COLUMNS = employeeExportColumns();

/** The employee list: prefix search on number and names, filters, sort; each row opens the 201 file. */
export function EmployeeList() {
  return (
    <List
      resource="employees"
      title="Employees"
      sort={{ field: 'last_name', order: 'ASC' }}
      filters={filters}
      pagination={<ListPagination />}
      actions={
        <ListActions columns={EXPORT_COLUMNS} screen="Employees">
          <ImportEmployeesButton />
        </ListActions>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="employee_no" label="Employee no." />
        <FunctionField label="Name" sortBy="last_name" render={(record: RaRecord) => employeeName(record)} />
        <TextField source="position_title" label="Position" sortable={false} />
        <TextField source="business_unit_name" label="Business unit" sortable={false} />
        {resourceField('employment_status', fields.employment_status)}
        {resourceField('hire_date', fields.hire_date)}
        {resourceField('status', fields.status)}
        <FunctionField
          label="201 file"
          render={(record: RaRecord) => (
            <Button size="small" component={Link} to={`/hr/employees/details?id=${record.id}`} onClick={(event) => event.stopPropagation()}>
              Details
            </Button>
          )}
        />
      </Datagrid>
    </List>
  );
}
