import type { Catalog } from '../catalog/catalog';

/** The address a sitemap names pages under when the shop has no public one (VITE_SITE_URL), as the build's does. */
export const SITEMAP_DEFAULT_SITE = 'http://localhost:3000';

/** Text safe inside an element of XML (an apostrophe needs no escape there). */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sitemap of `paths` under `site` (sitemaps.org's format). */
export function sitemapOf(site: string, paths: readonly string[]): string {
  const base = site.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The pages worth finding in `catalog` as it is now: home, each category, each product shown (ADR-046). */
export const browsePathsOf = (catalog: Catalog): string[] => [
  '/',
  ...catalog.categories().map((name) => `/category/${encodeURIComponent(name)}`),
  ...catalog.all().map((product) => `/products/${product.id}`),
];
