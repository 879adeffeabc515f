// Build step: the server as JavaScript (ADR-040), so that a production install runs it with plain
// `node` and carries none of the packages it is made of.
// `node --import tsx tools/build/bundle-server.ts [dist-server]`
import { build } from 'esbuild';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The bundle's programs: `npm run serve` (the server, or the offline demo), the server alone, `npm run stock`, `npm run merchant`. */
const SERVER_ENTRIES = {
  serve: 'tools/build/serve.ts',
  main: 'server/main.ts',
  'stock-command': 'server/stock-command.ts',
  'merchant-command': 'server/merchant-command.ts',
};

/**
 * What Node finds at run time instead: the native SQLite binding and sharp, which re-encodes the
 * merchant's photos with its own build of libvips (production dependencies, each a native module no
 * bundler can carry; ADR-045), pg's native driver (required only when asked for, never installed)
 * and the cloud configuration's SDKs (server/cloud/, installed apart, ADR-023). Everything else the
 * server imports is in the bundle.
 */
const LEFT_TO_NODE = ['libsql', 'sharp', 'pg-native', 'stripe', 'firebase-admin'];

/** Where the cloud install puts the SDKs (`npm ci --prefix server/cloud`). */
const cloudPackages = 'server/cloud/node_modules';

/**
 * Bundles the server's entries into `outDir`, with source maps (`node --enable-source-maps` names
 * our files in stack traces), and links `outDir/node_modules` to the cloud install, where Node looks
 * first for the SDKs from the bundle. Without the cloud install the link leads nowhere and Node goes
 * on up to the project's node_modules, which has them in a development install only.
 */
async function bundleServer(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    // the cloud adapters stay chunks of their own, loaded only once the configuration chooses them
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // stack traces need the names and lines only; the sources are in the checkout
    sourcesContent: false,
    external: LEFT_TO_NODE,
    // the CommonJS packages inside (pg, ioredis, nodemailer) require Node's own modules and name
    // their own folder, which an ES module has no words for
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url), __filename = import.meta.filename, __dirname = import.meta.dirname;",
    },
    logLevel: 'warning',
  });
  // ES modules wherever the folder is copied, whatever package.json is above it
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  symlinkSync(relative(resolve(outDir), resolve(cloudPackages)), join(outDir, 'node_modules'));
}

const outDir = process.argv[2] ?? 'dist-server';
await bundleServer(outDir);
const programs = Object.keys(SERVER_ENTRIES).map((name) => `${name}.js`);
console.log(`Bundled the server into ${outDir}/: ${programs.join(', ')}`);
