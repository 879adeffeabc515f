import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueDevServer } from './server/vite-dev-api';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', routeFileIgnorePattern: '\\.test\\.', generatedRouteTree: 'src/route-tree.gen.ts' }),
    react(),
    vanillaExtractPlugin(),
    catalogueDevServer(),
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
  // the manifest lets the byte-budget test and the bench see what each route loads
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
