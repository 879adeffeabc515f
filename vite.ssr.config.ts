import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The render build: the same app compiled for Node, used at build time to pre-render the public
// pages and by the server to draw the signed-in ones (ADR-036). Every package is bundled in, so
// that a server installed without the app's packages (`npm ci --omit=dev`) can draw them too.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  ssr: { noExternal: true },
  // React's production build alone: the pages are drawn as the browser's build draws them, and faster
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { ssr: 'src/startup/prerender-entry.tsx', outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' },
});
