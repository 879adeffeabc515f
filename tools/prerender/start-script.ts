import { build, type Rolldown } from 'vite';

/** The source of the script every pre-rendered page runs inline. */
const startScriptSource = 'src/startup/inline-script.ts';

/**
 * The pre-rendered pages' start script, bundled on its own (no app, no framework) and minified: a
 * classic script, as a page runs inline, that imports the app's entry by the URL the page names.
 */
export async function compileStartScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    // The source's module also holds the entry's step (src/startup/sequence.ts), which imports the
    // app later: those imports stay imports, never bundled in. The inline script never reaches them,
    // so they are dropped with the code around them.
    plugins: [{ name: 'shop:app-stays-out', resolveDynamicImport: () => false }],
    build: {
      write: false,
      minify: true,
      lib: { entry: startScriptSource, formats: ['iife'], name: 'shopfrontStart' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap(({ output }) => output).filter((file) => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${startScriptSource} must bundle into one script, not ${chunks.length}`);
  const code = chunks[0]!.code.trim();
  // the page's parser would end the script at the first '</script'
  if (/<\/script/i.test(code)) throw new Error(`${startScriptSource} bundles into text a page cannot inline`);
  return code;
}
