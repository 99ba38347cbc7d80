export * from './ApplicationFields';
export * from './ApprovalTrail';
export * from './DecisionButtons';
export * from './applicationList';
export * from './FilingForm';
