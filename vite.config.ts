import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintPlugin, EAGERLY_COMPILED_CHUNKS } from './tools/build/compile-hint';
import { offlineDemoConfig } from './demo/offline-demo-config';
import { catalogDevServer } from './server/vite-dev-api';
import { offlineDemoSelected } from './tools/build/offline-demo-switch';

// the two shared chunks every page needs (src/app/main.tsx runs them one task at a time)
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const tanstackModules =
  /node_modules[\\/]@tanstack[\\/](history|query-core|react-query|react-router|react-store|router-core|store)[\\/]|src[\\/]app[\\/]tanstack-step\.ts$/;

const shopConfig = defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      routeFileIgnorePattern: '\\.test\\.',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    catalogDevServer(),
    // the framework's chunks and the app's start: compiled off the main thread as they arrive
    compileHintPlugin(EAGERLY_COMPILED_CHUNKS),
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // the manifest lets the byte-budget test and the bench see what each route loads
    manifest: true,
    // one stylesheet for the whole shop (about 5 KB gzip), inlined into each pre-rendered page: a
    // route's code then never waits for (or fetches again) styles the page already has
    cssCodeSplit: false,
    // The entry imports the app (start-*.js) once a pre-rendered page has painted; that page lists
    // the modules to import with it and the plain shell links them (tools/prerender/prerender-pages.ts), so
    // no preload list is built at run time. Other dynamic imports keep theirs.
    modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)start-[^/]*\.js$/.test(file) ? [] : deps) },
    rolldownOptions: {
      output: {
        // React in one file, the router and the query cache in another, rather than a dozen small
        // shared chunks: few requests, and two that the entry can run in tasks of their own
        codeSplitting: {
          groups: [
            { name: 'react', test: reactModules },
            { name: 'tanstack', test: tanstackModules },
          ],
        },
      },
    },
  },
});

// OFFLINE_DEMO=1 builds and serves the offline demo instead (ADR-012)
export default offlineDemoSelected(process.env) ? offlineDemoConfig(shopConfig) : shopConfig;
