import { validateRecord, type ResourceDefinition } from '@core/resources/define';

/** A react-admin form validator from a definition: the first message of each field, as the server would answer. */
export function resourceValidator(definition: ResourceDefinition) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const errors = validateRecord(definition, values);
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
  };
}
