export { ResourceList, type ResourceListProps } from './ResourceList';
export { ResourceInputs } from './ResourceInputs';
export { newRecordTitle, ResourceCreate, ResourceEdit } from './ResourceForms';
export { resourceScreen } from './resourceScreen';
export { resourceField } from './resourceField';
export { resourceInput } from './resourceInput';
export { resourceFilters } from './resourceFilters';
export { resourceValidator } from './validation';
export { fieldLabel, exportColumns, definitionFields } from './labels';
