import { defineConfig } from 'vitest/config';

// The server against real PostgreSQL and Redis servers (Debian's packages), which each suite starts
// on free ports in temporary folders (tools/local-shop/engines.ts).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.engine.test.ts', 'tools/cluster/*.engine.test.ts'],
    // quiet tests, as in the unit run
    setupFiles: ['./src/test/quiet-console.ts'],
    // two cores: the suites start servers and processes of their own
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // a committed `.only` would silently skip the rest, on any machine (not only when CI is set)
    allowOnly: false,
  },
});
