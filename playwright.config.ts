import { defineConfig } from '@playwright/test';
import { e2eBuildDir, e2eDataDir } from './e2e/support/build-dir';
import { serverBundleDir, shopBuildSteps } from './tools/build/shop-build-steps';
import { chromiumLaunchOptions } from './tools/browser/chromium';

// Browser end-to-end suite on the embedded default: the shop built once and served by the built
// server exactly as `npm start` serves it (plain node, ADR-040), driven through the system Chromium
// (no browser download).
const port = Number(process.env.E2E_PORT) || 4173;
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = e2eBuildDir;
const distDir = `${buildDir}/dist`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['**/*.spec.ts'],
  // the cloud journey needs the emulators, the demo a build of its own: each has its own config
  // (playwright.cloud.config.ts, playwright.demo.config.ts)
  testIgnore: ['**/cloud-*.spec.ts', '**/demo.spec.ts'],
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // a committed `.only` would silently skip the rest of the suite, on any machine
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // what `npm start` runs (the build's steps, then the server), but into a folder of its own:
    // others rebuild dist/ while this suite runs
    command: [
      ...shopBuildSteps(distDir).map(({ command }) => command.join(' ')),
      `node --enable-source-maps ${serverBundleDir(distDir)}/main.js`,
    ].join(' && '),
    url: baseURL,
    // a store and an outbox of the run's own (e2e/support/build-dir.ts); all tests come from one
    // address, so the per-client limit is lifted
    env: {
      PORT: String(port),
      STATIC_DIR: distDir,
      DATA_DIR: e2eDataDir,
      PAYMENT_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '100000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
