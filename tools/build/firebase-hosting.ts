// After a build with the cloud variables: writes firebase.hosting.json, the Firebase Hosting
// configuration of that build, so that Hosting serves what server/ serves: each pre-rendered page
// at its path, the plain shell for the other client routes, the same security headers (its
// Content-Security-Policy made by the server's own builder from the same variables) and cache rules.
// `node --import tsx tools/build/firebase-hosting.ts [dist]`, then
// `firebase deploy --only hosting --config firebase.hosting.json`.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readCatalogHost } from '../../server/config/config';
import { loadEnvFiles } from '../../server/config/env-files';
import { readInlineScriptHashes } from '../../server/site/prerendered';
import { securityHeaders } from '../../server/site/security-headers';

type Env = Record<string, string | undefined>;

export function hostingConfig(distDir: string, env: Env, configDir = process.cwd()) {
  const prerendered = join(distDir, 'prerendered');
  // the pages hold the built-in catalog: with another catalogue host every route gets the shell
  const ownCatalog = readCatalogHost(env) === undefined;
  const pages = ownCatalog && existsSync(prerendered) ? readdirSync(prerendered).filter((name) => name.endsWith('.html')) : [];
  const headers = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }));
  return {
    hosting: {
      public: relative(configDir, distDir) || '.',
      // build internals and the compressed copies (Hosting compresses by itself)
      ignore: ['firebase.json', '**/.*', '**/node_modules/**', '**/*.br', '**/*.gz'],
      rewrites: [
        // the file name is the path, encoded (server/site/prerendered.ts); Hosting matches decoded paths
        ...pages.map((name) => ({
          source: decodeURIComponent(name.slice(0, -'.html'.length)),
          destination: `/prerendered/${encodeURIComponent(name)}`,
        })),
        { source: '**', destination: '/index.html' },
      ],
      // Hosting applies the last matching entry: the hashed assets' rule comes last
      headers: [
        {
          source: '**',
          headers: headers({
            // the pre-rendered pages' inline script, when they are served
            ...securityHeaders(env, pages.length > 0 ? readInlineScriptHashes(distDir) : []),
            'Cache-Control': 'no-cache',
          }),
        },
        { source: '/assets/**', headers: headers({ 'Cache-Control': 'public, max-age=31536000, immutable' }) },
      ],
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No build in ${distDir}: build first (npm run build, with the cloud variables set).`);
    process.exit(1);
  }
  loadEnvFiles(process.env);
  const config = hostingConfig(distDir, process.env);
  writeFileSync('firebase.hosting.json', `${JSON.stringify(config, null, 2)}\n`);
  console.log(
    `Wrote firebase.hosting.json: ${config.hosting.rewrites.length - 1} pre-rendered pages, the server's security headers.`,
  );
}
