import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineDemoConfig } from './demo/offline-demo-config';
import { catalogDevServer } from './server/vite-dev-api';
import { offlineDemoSelected } from './tools/build/offline-demo-switch';

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](history|query-core|react-query|react-router|react-store|router-core|store))[\\/]/;

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
        // React, the router and the query cache in one file that every page needs, rather than a
        // dozen small shared chunks: fewer requests, and fewer imports to start on a slow phone
        codeSplitting: { groups: [{ name: 'framework', test: frameworkModules }] },
      },
    },
  },
});

// OFFLINE_DEMO=1 builds and serves the offline demo instead (ADR-012)
export default offlineDemoSelected(process.env) ? offlineDemoConfig(shopConfig) : shopConfig;
