// Mutation testing of the rules that guard money, identity and data (docs/testing.md, "Mutation
// testing"): each mutant of these files must make some test fail. Slow, so not part of `npm test`.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'server/payment/payment-request.ts',
    'server/payment/idempotency.ts',
    'server/payment/payments.ts',
    'server/payment/allowance.ts',
    'server/identity/shoppers.ts',
    'server/ledger/sql-ledger.ts',
    'src/domain/place-order.ts',
    'src/domain/basket.ts',
    'src/domain/sign-in-redirect.ts',
  ],
  // what the sandbox copy of the project can leave out
  ignorePatterns: ['dist', 'dist-ssr', 'dist-server', 'dist-demo', 'e2e', 'docs', 'reports', 'public', 'tools/emulators', 'data'],
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
};
