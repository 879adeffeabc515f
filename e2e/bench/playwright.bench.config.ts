import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The bench's browser checks (prefetch.spec.ts) against the bench's own build
// (e2e/bench/.build/dist, made by `npm run bench`), so dist/ and the main suite's server are left alone.
// The main config (playwright.config.ts) runs the same spec against dist/.
const port = Number(process.env.BENCH_E2E_PORT) || 4183;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../.artifacts/bench-results',
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '../..',
    url: `${baseURL}/products/1`,
    env: { PORT: String(port), STATIC_DIR: 'e2e/bench/.build/dist' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
