export * from './ActionFormButton';
export * from './ChildRecords';
