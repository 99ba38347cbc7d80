import {
  BooleanField,
  ChipField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
} from 'react-admin';
import { formatDateTime } from '@core/format';
import { formatPercent } from '@core/money';
import type { FieldDefinition } from '@core/resources/define';
import { MoneyField } from '../fields/MoneyField';
import { choiceName, fieldLabel } from './labels';

/** The list column (or show field) for one field of a definition. */
export function resourceField(source: string, field: FieldDefinition) {
  const label = fieldLabel(field);
  const sortable = Boolean(field.sort);
  // a column whose cells are the value read through one of core's formats
  const formattedColumn = (format: (value: unknown) => string, textAlign?: 'right') => (
    <FunctionField
      key={source}
      source={source}
      label={label}
      sortable={sortable}
      textAlign={textAlign}
      render={(record: Record<string, unknown>) => format(record[source])}
    />
  );
  switch (field.kind) {
    case 'money':
      return <MoneyField key={source} source={source} label={label} sortable={sortable} textAlign="right" />;
    case 'number':
      if (field.percent) return formattedColumn(formatPercent, 'right');
      return (
        <NumberField
          key={source}
          source={source}
          label={label}
          sortable={sortable}
          options={field.plain ? { useGrouping: false } : undefined}
        />
      );
    case 'boolean':
      return <BooleanField key={source} source={source} label={label} sortable={sortable} />;
    case 'choice':
      return formattedColumn(choiceName(field));
    case 'ref':
      return (
        <ReferenceField key={source} source={source} label={label} sortable={sortable} reference={field.reference ?? ''} link={false}>
          <TextField source="text" />
        </ReferenceField>
      );
    case 'refs':
      return (
        <ReferenceArrayField key={source} source={source} label={label} sortable={false} reference={field.reference ?? ''}>
          <SingleFieldList linkType={false}>
            <ChipField source="text" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    case 'datetime':
      return formattedColumn(formatDateTime);
    default:
      // dates and times stay the wire strings (YYYY-MM-DD, HH:mm:ss): no time zone can shift them
      return <TextField key={source} source={source} label={label} sortable={sortable} />;
  }
}
