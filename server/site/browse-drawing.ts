import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Logger } from '../log/log';
import { browseRoutes, frameFile, framesBesideSite, pageInFrame, type DrawnPage } from './drawn-frames';
import { createAnswerCache, encodedResponse } from './encoded-body';
import { stylesForPage } from './page-styles';

/** The app's render build as the browse pages use it (render-build.ts loads it). */
export interface BrowsePageRenderer {
  /** a page as anyone sees it, its products read from `fetchCatalog`'s /products; `route` is the router's path of the page drawn */
  renderBrowsePage(url: string, fetchCatalog: typeof fetch): Promise<DrawnPage & { route: string }>;
}

/** pages kept drawn at once, the one unused longest dropped first: a large catalogue cannot fill the memory */
const KEPT_PAGES = 500;

export type DrawBrowsePage = (pathname: string, acceptEncoding: string | undefined) => Promise<Response | null>;

export interface BrowseDrawingOptions {
  renderer: BrowsePageRenderer;
  /** the built site, beside which the build leaves the pages' frames (dist-ssr/frames) */
  staticDir: string;
  /** the catalogue's routes, as the server serves them at /products: the pages read what shoppers' browsers read */
  catalogApi: Hono;
  /** the catalogue's version: a page is drawn once per version */
  version: () => number;
  logger: Logger;
}

/**
 * A path as the app's links write it, each segment encoded ('/category/men's%20clothing'): the
 * server hands requests' paths decoded, and the router takes any other spelling for a redirect.
 */
function asTheAppWritesIt(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The class names React wrote into the markup (it escapes every quote of text, so none is text). */
const classesIn = (html: string) => new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));

/**
 * The browse pages drawn on demand from the catalogue as it is now (ADR-049): home, the cart page,
 * sign-in, each category and product, drawn by the app's render build into the build's frames and
 * kept, encoded, until the catalogue changes. A page that cannot be drawn is null (logged): the
 * plain shell is served and the browser draws it. A page the router does not draw as a browse page,
 * or not whole (a list long enough to be windowed, whose grid is a module loaded late), is the plain
 * shell, kept too.
 */
export function browseDrawing(options: BrowseDrawingOptions): DrawBrowsePage {
  const { renderer, staticDir, version, logger } = options;
  const host = new Hono().route('/products', options.catalogApi);
  const fetchCatalog = (input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(host.request(String(input), init));
  const framesDir = framesBesideSite(staticDir);
  const pages = createAnswerCache(KEPT_PAGES);
  // the build's stylesheets, by their hashed names: a name is never reused for other rules
  const sheets = new Map<string, string>();
  const sheet = (file: string) => {
    if (!sheets.has(file)) sheets.set(file, readFileSync(join(staticDir, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
    return sheets.get(file)!;
  };

  async function draw(pathname: string): Promise<string> {
    const page = await renderer.renderBrowsePage(pathname, fetchCatalog);
    const route = Object.hasOwn(browseRoutes, page.route) ? browseRoutes[page.route] : undefined;
    const shell = () => readFile(join(staticDir, 'index.html'), 'utf8');
    if (page.statusCode !== 200 || !route || !page.whole) return shell();
    const frame = await readFile(frameFile(framesDir, route.frame), 'utf8');
    const used = classesIn(page.html);
    const html = pageInFrame(frame, page, (file) => stylesForPage(sheet(file), used));
    if (html === null) throw new Error(`the build's ${route.frame} frame has no marks to draw in`);
    return html;
  }

  return async (requested, acceptEncoding) => {
    const pathname = asTheAppWritesIt(requested);
    try {
      const body = await pages(`${version()}\n${pathname}`, () => draw(pathname));
      return encodedResponse(body, acceptEncoding, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    } catch (error) {
      logger.error(`Could not draw ${pathname} on the server; the browser draws it`, error);
      return null;
    }
  };
}
