import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The bench's browser checks (prefetch.spec.ts; the main suite ignores e2e/bench). It builds as
// `npm run build` does, into the bench's own folder, so dist/ and the main suite are left alone.
const port = Number(process.env.BENCH_E2E_PORT) || 4183;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  outputDir: '../.artifacts/bench-results',
  use: { ...base.use, baseURL },
  webServer: {
    command: [
      'npx vite build --outDir e2e/bench/.build/dist --emptyOutDir',
      'npx vite build -c vite.ssr.config.ts --outDir e2e/bench/.build/dist-ssr --emptyOutDir',
      'node --import tsx src/app/prerender-pages.ts e2e/bench/.build/dist e2e/bench/.build/dist-ssr/prerender-entry.js',
      'node --import tsx server/main.ts',
    ].join(' && '),
    cwd: '../..',
    url: `${baseURL}/products/1`,
    env: { PORT: String(port), STATIC_DIR: 'e2e/bench/.build/dist' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
