import { defineConfig } from 'vitest/config';

// Checks on the production build (run after `npm run build`): byte budgets and on-demand SDKs.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tools/build-checks/*.test.ts'],
    testTimeout: 30_000,
    // a committed `.only` would silently skip the rest, on any machine (not only when CI is set)
    allowOnly: false,
  },
});
