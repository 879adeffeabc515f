import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The pre-render build: the same app compiled for Node, used once at build time.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { ssr: 'src/startup/prerender-entry.tsx', outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' },
});
