import { holdEarlyInput, holdTaps, type HeldTaps } from './early-input';
import { pageModulesId, shownHeadId } from './page-marks';
import { preloadModules, runFrameworkInSteps, whenPageShown } from './pacing';

/*
 * How a page of the shop starts, every way, in the order it happens. Read this first.
 *
 * The server answers a page load with one of three kinds of page:
 *
 * - THE PLAIN SHELL (dist/index.html, an empty #root): any page nothing has drawn (search, products
 *   past the pre-rendered ones, a signed-in page the server does not draw; every page of the offline
 *   demo or of another catalogue host). Its module script is the entry (main.tsx), run at once; it
 *   links the app's modules, fetched along with it.
 * - A PRE-RENDERED PAGE (dist/prerendered/, written by `npm run build`: tools/prerender/ renders the
 *   routes with prerender-entry.tsx): /, the categories, the first products, /Cart, /auth, as an
 *   anonymous visitor sees them; and /Orders and /Payment as placeholders (the header and the
 *   loading state, marked `placeholderAttribute`), for when the server cannot draw them.
 * - A SIGNED-IN PAGE DRAWN BY THE SERVER (/Orders, /Orders/{id}, /Payment, /account, ADR-036): the
 *   server renders it for its shopper with prerender-entry.tsx's renderSignedInPage into a frame the
 *   build wrote (server/site/signed-in-drawing.ts). It is then shaped as a pre-rendered page is.
 *
 * The two drawn kinds have no module script, only one inline script and two JSON blocks
 * (page-marks.ts): the query cache the page was drawn from, and the modules to import with the
 * entry's URL. Then:
 *
 * 1. In the page, as it is parsed: startPrerenderedPage (below; the inline script, inline-script.ts).
 *    Holds taps on buttons from the first paint on. Waits for: the page shown, its pictures loaded,
 *    or the shopper's first touch (pacing.ts: whenPageShown). Then links what the head kept back
 *    and imports the entry. Hands on: the held taps (leaveHeldTaps) and the entry's URL.
 * 2. The entry (main.tsx, run at once by the shell, imported by step 1): startApp (below).
 *    Takes the held taps and holds all early input from now on (early-input.ts). Fetches every
 *    module the page lists at once, runs React, then the router and query cache, each in a task of
 *    its own (pacing.ts), then imports start.tsx with the route's modules. Hands on: the early input.
 * 3. The app (start.tsx, a small chunk over the `app` chunk): builds the ports and the app from the page's query cache,
 *    then one of three: a placeholder is drawn anew; a drawn page is taken over (the router loads
 *    the same route, React hydrates it in slices); the shell is rendered into. Hands on: once React
 *    has it, the page is marked (`appStartedAttribute`), the early input is handed over and the
 *    composition root is told (src/app/when-app-started.ts), which then loads what the page can do
 *    without (the session's SDKs in the cloud configuration, ADR-024).
 *
 * If the app's code cannot be fetched, a drawn page goes back to plain HTML (links work, held taps
 * are let go); if the app cannot be built (a misconfiguration), start.tsx shows why, never a blank page.
 */

/**
 * Step 1, run inline by every pre-rendered and drawn page as it is parsed. Neither the entry nor the
 * kept-back links are in the page's markup: their requests would be made before the first paint
 * and compete with it (ADR-026, docs/bench-notes/lcp-findings.md).
 */
export function startPrerenderedPage(doc: Document, importModule: (url: string) => Promise<unknown>): Promise<void> {
  const win = doc.defaultView!;
  const root = doc.getElementById('root')!;
  leaveHeldTaps(win, holdTaps(root));
  const entry = doc.getElementById(pageModulesId)?.dataset.entry;
  return whenPageShown(doc)
    .then(() => {
      const keptBack = doc.getElementById(shownHeadId);
      if (keptBack instanceof win.HTMLTemplateElement) doc.head.append(keptBack.content);
      if (!entry) throw new Error('The page names no entry module');
      return importModule(entry);
    })
    .then(
      () => undefined,
      (error: unknown) => {
        // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
        console.error('The shop could not start', error);
        takeHeldTaps(win)?.stop();
      },
    );
}

/**
 * The handoff from step 1 to step 2: the inline script and the entry are separate scripts, so the
 * taps held meanwhile wait on the window, taken once.
 */
interface WindowWithHeldTaps {
  shopfrontHeldTaps?: HeldTaps;
}

export function leaveHeldTaps(win: Window, taps: HeldTaps) {
  (win as Window & WindowWithHeldTaps).shopfrontHeldTaps = taps;
}

export function takeHeldTaps(win: Window): HeldTaps | undefined {
  const page = win as Window & WindowWithHeldTaps;
  const taps = page.shopfrontHeldTaps;
  delete page.shopfrontHeldTaps;
  return taps;
}

/**
 * Step 2, the entry. The plain shell has no held taps: empty until the app renders, it has no early
 * input. Every module the page needs is fetched at once and run in steps, so that no one task
 * blocks a slow phone for long (a failed route module is fetched again when the router needs it).
 */
export function startApp() {
  const root = document.getElementById('root')!;
  const heldTaps = takeHeldTaps(window);
  const earlyInput = heldTaps ? holdEarlyInput(root, heldTaps) : undefined;
  void (async () => {
    const modules = pageModules(document);
    await preloadModules(document, modules);
    await runFrameworkInSteps();
    const route = modules.map((href) => import(/* @vite-ignore */ href).catch(() => undefined));
    // step 3: start.tsx takes the page over, or draws it
    const [{ start }] = await Promise.all([import('./start'), ...route]);
    await start({ earlyInput });
  })().catch((error: unknown) => {
    // the app's code could not be fetched: the pre-rendered page keeps working as plain HTML
    console.error('The shop could not start', error);
    earlyInput?.drop();
  });
}

/** The modules a drawn page lists (the app's and its route's), so that all are fetched at once. */
export function pageModules(doc: Document): string[] {
  try {
    const modules: unknown = JSON.parse(doc.getElementById(pageModulesId)?.textContent || '[]');
    return Array.isArray(modules) ? modules.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return []; // only a head start is lost: each module is still imported by the one that needs it
  }
}
