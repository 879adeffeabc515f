// Build step (after `vite build` and the SSR build of prerender-entry): writes the HTML of the
// routes whose content the embedded default knows, so the first paint does not wait for
// JavaScript. The catalogue is read from the demo catalogue host, in process.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFakestoreCatalog } from '../../adapters/fakestore/fakestore-catalog';
import { createApp as createCatalogueHost } from '../../server/app';
import { createMemoryPorts } from '../../test-doubles/memory-ports';
import type { PrerenderedPage } from './prerender-entry';
import { prerenderedFileName } from '../../server/prerendered';

const distDir = resolve(process.argv[2] ?? 'dist');
const entry = resolve(process.argv[3] ?? 'dist-ssr/prerender-entry.js');
/** product pages beyond this many are left to the client (a generated catalogue can be huge) */
const productPageLimit = 200;

const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: (url: string, ports: unknown) => Promise<PrerenderedPage> };
const host = createCatalogueHost();
const catalog = createFakestoreCatalog({ baseUrl: '', fetch: (input, init) => Promise.resolve(host.request(String(input), init)) });
// an anonymous visitor: nobody signed in, an empty basket; the other ports are never called
const ports = { ...createMemoryPorts().ports, catalog };

const products = await catalog.listProducts();
const categories = [...new Set(products.map((product) => product.category))];
const paths = [
  '/',
  '/Cart',
  '/auth',
  ...categories.map((name) => `/category/${encodeURIComponent(name)}`),
  ...products.slice(0, productPageLimit).map((product) => `/products/${product.id}`),
];

const template = await readFile(join(distDir, 'index.html'), 'utf8');
const outDir = join(distDir, 'prerendered');
await mkdir(outDir, { recursive: true });

for (const path of paths) {
  const page = await renderPage(path, ports);
  if (page.statusCode !== 200) throw new Error(`Pre-rendering ${path} answered ${page.statusCode}`);
  await writeFile(join(outDir, prerenderedFileName(path)), fillTemplate(template, page));
}
console.log(`Pre-rendered ${paths.length} pages into ${outDir}`);

function fillTemplate(html: string, page: PrerenderedPage): string {
  // '<' escaped so that no product text can close the JSON block
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const heroImage = /<img[^>]*fetchpriority="high"[^>]*src="([^"]+)"/.exec(page.html)?.[1] ?? /<img[^>]*src="([^"]+)"[^>]*fetchpriority="high"/.exec(page.html)?.[1];
  const preload = heroImage ? `<link rel="preload" as="image" href="${heroImage}" fetchpriority="high">` : '';
  return html
    .replace('</head>', `${preload}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div><script type="application/json" id="prerendered-state">${state}</script>`);
}
