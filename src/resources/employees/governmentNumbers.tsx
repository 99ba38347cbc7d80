import { FunctionField } from 'react-admin';
import { formatGovernmentNumber, GOVERNMENT_NUMBERS, type GovernmentNumberField } from './employees.schema';

/** A government number shown with its dashes (stored as digits). */
export function GovernmentNumberField({ source }: { source: GovernmentNumberField }) {
  return <FunctionField source={source} label={GOVERNMENT_NUMBERS[source].label} render={(record) => formatGovernmentNumber(source, record?.[source]) || '—'} />;
}
