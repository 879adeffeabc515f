import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// The cloud configuration on this machine: the Firebase adapters (Auth + Firestore) against the
// real emulators, started with the shop by tools/emulators/start-cloud-local.ts, which builds the
// SPA with the VITE_FIREBASE_* variables pointing at them. Payment stays the embedded test mode.
const port = Number(process.env.E2E_CLOUD_PORT) || 4174;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['**/cloud-*.spec.ts'],
  outputDir: 'e2e/.artifacts/cloud-results',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx tools/emulators/start-cloud-local.ts',
    url: baseURL,
    env: {
      PORT: String(port),
      // 0: free ports, so that this run never collides with emulators someone else has running
      AUTH_EMULATOR_PORT: process.env.AUTH_EMULATOR_PORT ?? '0',
      FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_PORT ?? '0',
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
