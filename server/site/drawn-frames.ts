import { join } from 'node:path';
import type { SignedInPage } from './signed-in-pages';

/**
 * Each signed-in page's frame (ADR-036), written by the build's pre-render step beside the render
 * build: the page as the pre-rendered pages are (the stylesheet inlined, the start script that
 * fetches the app's and the route's modules after the first paint), with a mark where the server
 * puts the page's head, its markup and its state at request time.
 */
export const DRAWN_FRAMES_DIR = 'frames';
export const DRAWN_HEAD_MARK = '<!--drawn-head-->';
export const DRAWN_PAGE_MARK = '<!--drawn-page-->';
/** the frame's state, which the page's own takes the place of */
export const DRAWN_STATE_MARK = 'drawn-state';

/** The signed-in pages' routes, whose modules each frame lists. */
export const signedInRouteFiles: Record<SignedInPage['name'], string> = {
  orders: 'src/routes/Orders.tsx',
  order: 'src/routes/Orders_.$orderId.tsx',
  payment: 'src/routes/Payment.tsx',
  account: 'src/routes/account.tsx',
};

export const frameFile = (framesDir: string, name: SignedInPage['name']) => join(framesDir, `${name}.html`);
