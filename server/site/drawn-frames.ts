import { join } from 'node:path';
import type { SignedInPage } from './signed-in-pages';

/**
 * The frames the server draws pages into, written by the build's pre-render step beside the render
 * build: each page as the pre-rendered pages are (its start script, which fetches the app's and the
 * route's modules after the first paint), with a mark where the server puts the page's head, its
 * markup and its state at request time. A signed-in page's frame (ADR-036) inlines the whole
 * stylesheet; a browse page's (ADR-049) marks where the rules its markup uses go.
 */
export const DRAWN_FRAMES_DIR = 'frames';
export const DRAWN_HEAD_MARK = '<!--drawn-head-->';
export const DRAWN_PAGE_MARK = '<!--drawn-page-->';
/** the frame's state, which the page's own takes the place of */
export const DRAWN_STATE_MARK = 'drawn-state';

/** Where a browse frame's inlined styles go: the rules of the build's stylesheet `file` its markup uses. */
export const drawnStylesMark = (file: string) => `/*drawn-styles:${file}*/`;
const DRAWN_STYLES = /\/\*drawn-styles:([\w./-]+)\*\//g;
const hasStylesMark = (frame: string) => frame.includes('/*drawn-styles:');

/** The signed-in pages' routes, whose modules each frame lists. */
export const signedInRouteFiles: Record<SignedInPage['name'], string> = {
  orders: 'src/routes/Orders.tsx',
  order: 'src/routes/Orders_.$orderId.tsx',
  payment: 'src/routes/Payment.tsx',
  account: 'src/routes/account.tsx',
};

/**
 * The pages anyone may browse, drawn from the catalogue (ADR-049): by their route's path, as the
 * router names it, the frame's name and the route's file, whose modules the frame lists.
 */
export const browseRoutes: Record<string, { frame: string; file: string }> = {
  '/': { frame: 'home', file: 'src/routes/index.tsx' },
  '/Cart': { frame: 'cart', file: 'src/routes/Cart.tsx' },
  '/auth': { frame: 'auth', file: 'src/routes/auth.tsx' },
  '/category/$categoryName': { frame: 'category', file: 'src/routes/category.$categoryName.tsx' },
  '/products/$productId': { frame: 'product', file: 'src/routes/products.$productId.tsx' },
};

export const frameFile = (framesDir: string, name: string) => join(framesDir, `${name}.html`);

/** A page as the app's render build draws it: its markup, its head tags and the state handed to the app. */
export interface DrawnPage {
  html: string;
  head: string;
  state: unknown;
  statusCode: number;
  /** false when a part of it was left for the browser to draw (a long list's windowed grid) */
  whole: boolean;
}

/** Data in the page that no text in it can end early ('<' escaped): the app reads it, nothing runs it. */
const dataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The page's frame with the drawn page in it, shaped as the pre-rendered pages are; null when the
 * frame lacks a mark. A frame's styles mark takes what `stylesFor` gives for its stylesheet.
 */
export function pageInFrame(frame: string, page: DrawnPage, stylesFor?: (file: string) => string): string | null {
  const state = dataBlock('prerendered-state', DRAWN_STATE_MARK);
  if (![DRAWN_HEAD_MARK, DRAWN_PAGE_MARK, state].every((mark) => frame.includes(mark))) return null;
  if (!stylesFor && hasStylesMark(frame)) return null;
  // functions: a '$' in the page must be inserted as it is, not read as a pattern
  return frame
    .replace(DRAWN_STYLES, (_, file: string) => stylesFor!(file))
    .replace(DRAWN_HEAD_MARK, () => page.head)
    .replace(DRAWN_PAGE_MARK, () => page.html)
    .replace(state, () => dataBlock('prerendered-state', page.state));
}

/** Where the build leaves the render module and the pages' frames: dist-ssr/ beside the built site. */
export const rendererBesideSite = (staticDir: string) => join(staticDir, '..', 'dist-ssr', 'prerender-entry.js');
export const framesBesideSite = (staticDir: string) => join(staticDir, '..', 'dist-ssr', DRAWN_FRAMES_DIR);
