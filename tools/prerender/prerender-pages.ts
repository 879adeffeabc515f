// Build step (after `vite build` and the SSR build of src/startup/prerender-entry.tsx): writes the HTML
// of the routes whose content the embedded default knows, so the first paint does not wait for
// JavaScript. The pages are rendered through the app's real catalogue adapter, reading the built-in
// catalog served in process as the shop's server serves it; nothing else is asked of the other
// ports (nobody is signed in): they are the read-only ports a page is drawn with outside a browser
// (src/app/drawing-ports.ts). Each page's HTML is the shell Vite wrote, changed through an HTML
// parser (page-document.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { builtInCatalogEntries } from '../../server/catalog/built-in-products';
import { createCatalog } from '../../server/catalog/catalog';
import { catalogRoutes } from '../../server/catalog/routes';
import { SITEMAP_DEFAULT_SITE, sitemapOf } from '../../server/site/sitemap';
import { catalogServedBy, drawingPorts } from '../../src/app/drawing-ports';
import { appStartFiles, readManifest, routeChunkKeys } from '../build/build-manifest';
import type { PrerenderedPage } from '../../src/startup/prerender-entry';
import { INLINE_SCRIPTS_FILE, prerenderedFileName } from '../../server/site/prerendered';
import { stylesForPage } from '../../server/site/page-styles';
import { compileStartScript } from './start-script';
import { pageDocument, readShell, shellWithModuleLinks, type DrawnContent, type PageKind } from './page-document';
import { CLIENT_ROUTES_FILE } from '../../server/site/client-routes';
import {
  browseRoutes,
  DRAWN_FRAMES_DIR,
  DRAWN_HEAD_MARK,
  DRAWN_PAGE_MARK,
  DRAWN_STATE_MARK,
  drawnStylesMark,
  frameFile,
  signedInRouteFiles,
} from '../../server/site/drawn-frames';

const distDir = resolve(process.argv[2] ?? 'dist');
const entry = resolve(process.argv[3] ?? 'dist-ssr/prerender-entry.js');
/** product pages beyond this many are left to the client (a generated catalogue can be huge) */
const productPageLimit = 200;

const { renderPage, routePaths } = (await import(pathToFileURL(entry).href)) as {
  renderPage: (url: string, ports: unknown, whileSessionUnknown: boolean) => Promise<PrerenderedPage>;
  routePaths: (ports: unknown) => string[];
};
// the built-in catalog, served as the shop's server serves it
const host = new Hono().route('/products', catalogRoutes(createCatalog(builtInCatalogEntries())));
const catalog = catalogServedBy((input, init) => Promise.resolve(host.request(String(input), init)));
// an anonymous visitor: nobody signed in, an empty basket; the other ports are never called
const ports = drawingPorts(null, catalog);

const products = await catalog.listProducts();
const categories = [...new Set(products.map((product) => product.category))];
const routeFileOf = (route: string) => browseRoutes[route]!.file;
const pages = [
  { path: '/', routeFile: routeFileOf('/') },
  { path: '/Cart', routeFile: routeFileOf('/Cart') },
  { path: '/auth', routeFile: routeFileOf('/auth') },
  // signed-in pages: the header and the placeholder shown while the session is checked
  { path: '/Orders', routeFile: 'src/routes/Orders.tsx', placeholder: true },
  { path: '/Payment', routeFile: 'src/routes/Payment.tsx', placeholder: true },
  ...categories.map((name) => ({
    path: `/category/${encodeURIComponent(name)}`,
    routeFile: routeFileOf('/category/$categoryName'),
  })),
  ...products
    .slice(0, productPageLimit)
    .map((product) => ({ path: `/products/${product.id}`, routeFile: routeFileOf('/products/$productId') })),
];
const manifest = readManifest(distDir);
/** stylesheet file -> its text, read once for all pages */
const stylesheets = new Map<string, string>();

const shellFile = join(distDir, 'index.html');
// the shell as Vite wrote it (this step adds links to it, below; run again, it starts from the same)
const shell = readShell(await readFile(shellFile, 'utf8'));
const startFiles = appStartFiles(manifest).filter((file) => !shell.names.has(file));
const startScript = await compileStartScript();
const outDir = join(distDir, 'prerendered');
await mkdir(outDir, { recursive: true });

/** The app's modules and the route's: the page fetches them all at once when it starts the app. */
const modulesFor = (routeFile: string) => [
  ...startFiles.map((file) => `/${file}`),
  ...routeChunkKeys(manifest, routeFile).map((key) => `/${manifest[key]!.file}`),
];

const documentOf = (content: DrawnContent, routeFile: string, kind: PageKind) =>
  pageDocument({ shell, content, kind, modules: modulesFor(routeFile), startScript, stylesheet, stylesForPage });

for (const { path, routeFile, placeholder = false } of pages) {
  const page = await renderPage(path, ports, placeholder);
  if (page.statusCode !== 200) throw new Error(`Pre-rendering ${path} answered ${page.statusCode}`);
  if (!page.whole) throw new Error(`Pre-rendering ${path} left a part of the page to the browser`);
  await writeFile(join(outDir, prerenderedFileName(path)), documentOf(page, routeFile, placeholder ? 'placeholder' : 'page'));
}
// the signed-in pages' frames, which the server draws each page into for its shopper (ADR-036)
const framesDir = join(dirname(entry), DRAWN_FRAMES_DIR);
await mkdir(framesDir, { recursive: true });
const frame: DrawnContent = { html: DRAWN_PAGE_MARK, head: DRAWN_HEAD_MARK, state: DRAWN_STATE_MARK };
for (const [name, routeFile] of Object.entries(signedInRouteFiles))
  await writeFile(frameFile(framesDir, name), documentOf(frame, routeFile, 'frame'));
// the browse pages' frames, which the server draws each page into once the catalogue changed (ADR-049):
// the page's own rules of the stylesheet are chosen then, from its markup
for (const { frame: name, file } of Object.values(browseRoutes)) {
  const document = pageDocument({
    shell,
    content: frame,
    kind: 'page',
    modules: modulesFor(file),
    startScript,
    stylesheet: (sheet) => sheet,
    stylesForPage: (sheet) => drawnStylesMark(sheet),
  });
  await writeFile(frameFile(framesDir, name), document);
}
// the pages' one inline script, allowed by its hash in the server's Content-Security-Policy
const startScriptHash = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
await writeFile(join(distDir, INLINE_SCRIPTS_FILE), JSON.stringify([startScriptHash]));
// the plain shell (routes rendered on the client) fetches the app's modules along with the entry
await writeFile(shellFile, shellWithModuleLinks(shell, startFiles));
console.log(`Pre-rendered ${pages.length} pages into ${outDir}`);
// the server answers 404 at any other path (ADR-022)
await writeFile(join(distDir, CLIENT_ROUTES_FILE), JSON.stringify(routePaths(ports)));

// what search engines may visit, and the pages worth finding (the shopper's own pages are left out)
const site = (process.env.VITE_SITE_URL || SITEMAP_DEFAULT_SITE).replace(/\/+$/, '');
const listed = pages.filter(({ path }) => !['/Cart', '/auth', '/Orders', '/Payment'].includes(path));
await writeFile(
  join(distDir, 'sitemap.xml'),
  sitemapOf(
    site,
    listed.map(({ path }) => path),
  ),
);
await writeFile(
  join(distDir, 'robots.txt'),
  [
    'User-agent: *',
    // the shopper's own pages; the cart stays crawlable (an empty basket page is harmless, and a
    // page a crawler may not read fails Lighthouse's SEO audit) but is left out of the sitemap
    ...['/Payment', '/Orders', '/account', '/auth', '/search'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n'),
);

/** A stylesheet of the build, read once for all pages; '</style' escaped so that no rule can end the block. */
function stylesheet(file: string): string {
  if (!stylesheets.has(file)) stylesheets.set(file, readFileSync(join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
  return stylesheets.get(file)!;
}
