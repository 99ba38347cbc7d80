import type { TestProject } from 'vitest/node';
import { prepareTestTemplate } from '../support/test-database';

// One migrated and seeded database per run; every test file opens its own copy.
export default async function setup(project: TestProject) {
  const template = await prepareTestTemplate();
  project.provide('databaseTemplate', template.reference);
  return template.dispose;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}
