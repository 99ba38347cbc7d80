import {
  employeesResource,
  formatGovernmentNumber,
  GOVERNMENT_NUMBERS,
  type GovernmentNumberField,
} from '@core/resources/employees.resource';
import type { ListExportColumn } from '../../components/export/ExportButton';
import { exportColumns, fieldLabel } from '../../components/resource/labels';

/**
 * The employee list's spreadsheet: its columns with the middle name after the first name,
 * and the four government numbers as agencies print them (123-456-789), kept as text.
 */
export function employeeExportColumns(): ListExportColumn[] {
  const middle: ListExportColumn = { source: 'middle_name', label: fieldLabel(employeesResource.fields.middle_name) };
  const columns = exportColumns(employeesResource).flatMap((column) => (column.source === 'first_name' ? [column, middle] : [column]));
  const numbers = (Object.keys(GOVERNMENT_NUMBERS) as GovernmentNumberField[]).map((source): ListExportColumn => ({
    source,
    label: GOVERNMENT_NUMBERS[source].label,
    value: (row) => formatGovernmentNumber(source, row[source]),
  }));
  return [...columns, ...numbers];
}
