import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: 'src/routes',
      routeFileIgnorePattern: '\\.test\\.',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/browser-polyfills.ts', './src/test/quiet-console.ts', './src/test/setup.ts'],
    include: [
      '{api,ports,src,adapters,test-doubles,server,demo,tools/build,tools/checks,tools/bench,tools/prerender}/**/*.test.{ts,tsx}',
    ],
    // the real-SDK suites start emulators, the engine suites PostgreSQL and Redis: each has its own config;
    // the bench's clones of earlier commits hold their own tests
    exclude: ['**/node_modules/**', '**/*.emulator.test.ts', '**/*.engine.test.ts', 'tools/bench/.beside/**'],
    testTimeout: 15_000,
    // dates show in the local format: one zone and locale on every machine, so tests can spell them out
    env: { TZ: 'UTC', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' },
    // a committed `.only` would silently skip the rest, on any machine (not only when CI is set)
    allowOnly: false,
  },
});
