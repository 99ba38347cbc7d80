import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default; CI runs this suite beside the browser
// tests on two cores, where one render of a react-admin screen can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
