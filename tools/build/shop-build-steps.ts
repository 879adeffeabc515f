import { join } from 'node:path';

/** Vite's command, run from the project's folder (as npm runs its scripts). */
export const vite = join('node_modules', '.bin', 'vite');

/**
 * The steps of `npm run build` for the shop with its server, as commands (program, arguments), into
 * `outDir` (dist/ by default): the client build, the pre-render build beside it, the pre-rendered
 * pages and the brotli and gzip copies. The bench and the cloud configuration on the emulators
 * build the same way into folders of their own; the pre-render build must stay inside the
 * project, where its packages are found.
 */
export function shopBuildSteps(outDir = 'dist'): Array<{ what: string; command: string[] }> {
  const ssrDir = outDir === 'dist' ? 'dist-ssr' : `${outDir}-ssr`;
  const node = (script: string, ...args: string[]) => [process.execPath, '--import', 'tsx', script, ...args];
  return [
    { what: 'vite build (client)', command: [vite, 'build', '--outDir', outDir, '--emptyOutDir'] },
    {
      what: 'vite build -c vite.ssr.config.ts (pre-render bundle)',
      command: [vite, 'build', '-c', 'vite.ssr.config.ts', '--outDir', ssrDir, '--emptyOutDir'],
    },
    {
      what: 'pre-rendering pages',
      command: node('tools/prerender/prerender-pages.ts', outDir, join(ssrDir, 'prerender-entry.js')),
    },
    { what: 'brotli and gzip copies', command: node('tools/build/precompress.ts', outDir) },
  ];
}
