import { defineConfig } from '@playwright/test';
import embedded from './playwright.config';
import { emulatorHostsFile } from './e2e/support/emulator-rest';

// The cloud configuration on this machine: the Firebase adapters (Auth + Firestore) against the
// real emulators, started with the shop by tools/emulators/start-cloud-local.ts, which builds the
// SPA with the VITE_FIREBASE_* variables pointing at them. Payment stays the embedded test mode.
// E2E_PORT as in the embedded suite, so a run beside others needs one setting
const port = Number(process.env.E2E_CLOUD_PORT) || Number(process.env.E2E_PORT) || 4174;
const baseURL = `http://127.0.0.1:${port}`;

// the embedded suite's settings, with this suite's files, server and slower budgets
export default defineConfig({
  ...embedded,
  testMatch: ['**/cloud-*.spec.ts'],
  testIgnore: [],
  outputDir: 'e2e/.artifacts/cloud-results',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { ...embedded.use, baseURL },
  webServer: {
    command: 'node --import tsx tools/emulators/start-cloud-local.ts',
    url: baseURL,
    env: {
      PORT: String(port),
      // 0: free ports, so that this run never collides with emulators someone else has running
      AUTH_EMULATOR_PORT: process.env.AUTH_EMULATOR_PORT ?? '0',
      FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_PORT ?? '0',
      // the tests learn those ports from this file, to read what the shop stored in the emulators
      EMULATOR_HOSTS_FILE: emulatorHostsFile,
    },
    reuseExistingServer: false,
    // the first run may install the Firebase CLI into tools/emulators (a few minutes)
    timeout: 600_000,
    // SIGTERM lets the harness stop the emulators it started (they run in their own process groups)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
