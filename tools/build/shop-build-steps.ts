import { join } from 'node:path';

/** Vite's command, run from the project's folder (as npm runs its scripts). */
export const vite = join('node_modules', '.bin', 'vite');

/** Where the build of `outDir` puts the server as JavaScript: dist-server/ beside dist/ (ADR-040). */
export const serverBundleDir = (outDir: string) => `${outDir}-server`;

const tsxNode = (script: string, ...args: string[]) => [process.execPath, '--import', 'tsx', script, ...args];

/** The step that bundles the server (and `npm run serve`, `npm run stock`, `npm run merchant`) beside the build in `outDir`. */
export const serverBundleStep = (outDir: string) => ({
  what: 'esbuild (the server as JavaScript)',
  command: tsxNode('tools/build/bundle-server.ts', serverBundleDir(outDir)),
});

/**
 * The steps of `npm run build` for the shop with its server, as commands (program, arguments), into
 * `outDir` (dist/ by default): the client build, the pre-render build beside it, the pre-rendered
 * pages, the brotli and gzip copies and the server's bundle. The bench and the cloud configuration
 * on the emulators build the same way into folders of their own; the pre-render build must stay
 * inside the project, where its packages are found.
 */
export function shopBuildSteps(outDir = 'dist'): Array<{ what: string; command: string[] }> {
  const ssrDir = outDir === 'dist' ? 'dist-ssr' : `${outDir}-ssr`;
  return [
    { what: 'vite build (client)', command: [vite, 'build', '--outDir', outDir, '--emptyOutDir'] },
    {
      what: 'vite build -c vite.ssr.config.ts (pre-render bundle)',
      command: [vite, 'build', '-c', 'vite.ssr.config.ts', '--outDir', ssrDir, '--emptyOutDir'],
    },
    {
      what: 'pre-rendering pages',
      command: tsxNode('tools/prerender/prerender-pages.ts', outDir, join(ssrDir, 'prerender-entry.js')),
    },
    { what: 'brotli and gzip copies', command: tsxNode('tools/build/precompress.ts', outDir) },
    serverBundleStep(outDir),
  ];
}
