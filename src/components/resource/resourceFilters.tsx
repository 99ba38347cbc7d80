import { DateInput, NumberInput, ReferenceInput, SearchInput, TextInput } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '@core/resources/define';
import { searchFields } from '@core/resources/define';
import { filterLabel, filterLabels, isRangeFilter } from '@core/resources/filter-labels';
import { DateRangeInput } from '../dates/DateRangeInput';
import { Select } from '../select/Select';
import { definitionFields } from './labels';

const YES_NO = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
];

function filterInput(source: string, field: FieldDefinition) {
  const label = filterLabel(field);
  switch (field.kind) {
    case 'choice':
      return [<Select key={source} source={source} label={label} choices={field.choices} optionText="name" alwaysOn />];
    case 'boolean':
      return [<Select key={source} source={source} label={label} choices={YES_NO} optionText="name" alwaysOn />];
    case 'ref':
      return [
        <ReferenceInput key={source} source={source} reference={field.reference ?? ''} alwaysOn>
          <Select label={label} optionText="text" searchable />
        </ReferenceInput>,
      ];
    case 'date': {
      if (!isRangeFilter(field)) return [<DateInput key={source} source={source} label={label} alwaysOn />];
      const [startLabel, endLabel] = filterLabels(field);
      return [<DateRangeInput key={source} source={source} label={label} startLabel={startLabel} endLabel={endLabel} alwaysOn />];
    }
    case 'number':
    case 'money': {
      if (!isRangeFilter(field)) return [<NumberInput key={source} source={source} label={label} alwaysOn />];
      const [startLabel, endLabel] = filterLabels(field);
      return [
        <NumberInput key={`${source}_gte`} source={`${source}_gte`} label={startLabel} alwaysOn />,
        <NumberInput key={`${source}_lte`} source={`${source}_lte`} label={endLabel} alwaysOn />,
      ];
    }
    default:
      return [<TextInput key={source} source={source} label={label} alwaysOn />];
  }
}

/**
 * The list filters of a definition: a `q` search box when it has search fields, then one input per filter field.
 * Without `references`, the filters that pick another resource's record are left out (a portal that does not serve it).
 */
export function resourceFilters(definition: ResourceDefinition, { references = true }: { references?: boolean } = {}) {
  const search = searchFields(definition).length > 0 ? [<SearchInput key="q" source="q" placeholder="Search..." alwaysOn />] : [];
  return [
    ...search,
    ...definitionFields(definition, (f) => Boolean(f.filter) && (references || f.kind !== 'ref')).flatMap(([source, field]) =>
      filterInput(source, field),
    ),
  ];
}
