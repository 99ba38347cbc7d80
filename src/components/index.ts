// The global widgets of the console: every screen of every portal uses these.
export * from './select';
export * from './pagination';
export * from './dates';
export * from './print';
export * from './export';
export * from './fields';
export * from './resource';
