export * from './portals';
export * from './access-rule';
