import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The mutation run (stryker.config.mjs) needs only the suites that exercise the guarded rules:
// fewer files to load for each of its test runs, the same settings otherwise. The flood tests
// are left out: they would run for each mutant of the payment server.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'src/domain/**/*.test.ts',
      'server/payment/**/*.test.ts',
      'server/ledger/**/*.test.ts',
      'server/identity/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'server/payment/payment-flood.test.ts'],
  },
});
