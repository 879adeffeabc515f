// When each step of the start may run (src/startup/sequence.ts says in which order), tuned for a
// slow phone (the bench slows the CPU 4x) on a slow network: the first screen gets the bandwidth
// (LCP, docs/bench-notes/lcp-findings.md), and no task of the start is long (total blocking time).

/** A macrotask boundary: the browser may paint or handle input between two steps of the start. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Any of these means the shopper has started to use the page: the app's code is fetched at once. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** An image that never arrives (a slow catalogue host) must not keep the app from starting. */
export const longestWaitMs = 3000;

/**
 * Resolves when the app's code should be fetched. An empty shell needs it at once. A pre-rendered
 * page is complete without it, so on a slow phone network the first screen gets the bandwidth:
 * the code waits until the page has loaded its images and the browser has shown it, or until the
 * shopper starts to interact, whichever comes first (and never longer than `longestWaitMs`).
 */
export function whenPageShown(doc: Document): Promise<void> {
  if (!doc.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  const win = doc.defaultView!;
  return new Promise<void>((resolve) => {
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      for (const type of interactions) win.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of interactions) win.addEventListener(type, go, { capture: true, passive: true });
    win.setTimeout(go, longestWaitMs);
    // a timer after the next frame: the frame that follows the load event has been drawn; then the
    // browser's word that the page's first paint is on screen (a busy phone shows a frame late, and
    // code fetched before it would compete with the page for the network: docs/bench-notes/lcp-findings.md)
    const afterNextPaint = () => win.requestAnimationFrame(() => win.setTimeout(() => void whenFirstPaintShown(win).then(go), 0));
    if (doc.readyState === 'complete') afterNextPaint();
    else win.addEventListener('load', afterNextPaint, { once: true });
  });
}

/** Resolves once the browser reports the page's first contentful paint as shown; at once where it reports no paints. */
function whenFirstPaintShown(win: Window): Promise<void> {
  const Observer = (win as Window & typeof globalThis).PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** How many module links one task adds: each costs the main thread about 1 ms on a fast machine. */
export const preloadLinksPerTask = 4;

/**
 * Fetches each module now, to be run later, as a <link rel="modulepreload"> does (crossorigin, as
 * Vite links them). The links go in a few at a time, a task each: adding the twenty or so a page
 * lists in one go was a task of 13-15 ms here, a long task on a phone four times slower.
 */
export async function preloadModules(doc: Document, hrefs: string[]) {
  for (let first = 0; first < hrefs.length; first += preloadLinksPerTask) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + preloadLinksPerTask)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }
}

/**
 * Runs React's module, then the router's and the query cache's, each in a task of its own, before
 * the app's code. Run in one go, evaluating them was the longest task of the start on a slow phone
 * (about 115 ms with the CPU slowed 4x, where a task counts as long from 50 ms).
 */
export async function runFrameworkInSteps() {
  await import('./react-step');
  await nextTask();
  await import('./tanstack-step');
  await nextTask();
}
