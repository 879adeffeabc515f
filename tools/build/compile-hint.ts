import type { Plugin } from 'vite';

/** V8 compiles every function of a file that opens with this line eagerly (Chromium 136 and later). */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** React's chunk, the router's and query cache's, and the app's: nearly all of it runs at start. */
export const EAGERLY_COMPILED_CHUNKS = ['react', 'tanstack', 'app'] as const;

/**
 * Opens the named chunks with V8's compile hint. Nearly all their functions run as the app starts;
 * with the hint V8 compiles them on a background thread while the file arrives, rather than on the
 * main thread at each function's first call (React's chunk then took about a quarter less
 * main-thread time). Added once the bundle is final: the minifier would drop the comment, and Vite
 * puts its preload list at the top of a chunk last.
 */
export function compileHintPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'shop:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && chunkNames.includes(file.name) && !file.code.startsWith(compileHint))
            file.code = `${compileHint}\n${file.code}`;
        }
      },
    },
  };
}
