import { defineConfig } from 'vitest/config';
import { alias } from '../../vite.config';

// `npm run review:screens`: the screen review alone, against a console that is
// already running (SCREEN_REVIEW_URL, e.g. `npm start` on the demo company),
// without the e2e suite's build and fresh servers.
export default defineConfig({
  resolve: { alias },
  test: { include: ['tests/e2e/screen-review.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 120_000 },
});
