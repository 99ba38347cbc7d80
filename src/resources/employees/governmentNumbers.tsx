import { FunctionField } from 'react-admin';
import { formatGovernmentNumber, GOVERNMENT_NUMBERS, type GovernmentNumberField } from '@core/resources/employees.resource';

/** A government number shown with its dashes (stored as digits). */
export function GovernmentNumberField({
  source,
  label = GOVERNMENT_NUMBERS[source].label,
}: {
  source: GovernmentNumberField;
  label?: string;
}) {
  return (
    <FunctionField
      source={source}
      label={label}
      sx={{ whiteSpace: 'nowrap' }}
      render={(record) => formatGovernmentNumber(source, record?.[source]) || '—'}
    />
  );
}
