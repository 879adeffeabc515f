import { defineConfig } from '@playwright/test';
import { e2eDemoDir } from './e2e/support/build-dir';
import embedded from './playwright.config';

// The offline demo (ADR-012): built as OFFLINE_DEMO=1 selects it (into a folder of its own) and
// served by a plain static file server with history fallback, as a static host would.
const port = Number(process.env.E2E_PORT) || 4175;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...embedded,
  testMatch: ['**/demo.spec.ts'],
  testIgnore: [],
  outputDir: 'e2e/.artifacts/demo-results',
  fullyParallel: false,
  workers: 1,
  use: { ...embedded.use, baseURL },
  webServer: {
    command: [
      `npx vite build --outDir ${e2eDemoDir}`,
      `node --import tsx tools/build/serve-static.ts ${e2eDemoDir} ${port}`,
    ].join(' && '),
    env: { OFFLINE_DEMO: '1' },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
