export { processTimesheet } from './process';
export { validateTimesheetInput } from './validate';
export * from './types';
