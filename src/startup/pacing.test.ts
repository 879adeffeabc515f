import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestWaitMs, preloadLinksPerTask, preloadModules, whenPageShown } from './pacing';

/** A document still loading, as a browser has it while the pre-rendered page's images arrive. */
function loadingDocument(rootHtml: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root">${rootHtml}</div>`;
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  Object.defineProperty(doc, 'defaultView', { value: window, configurable: true });
  return doc;
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(50);
  return done;
}

describe('whenPageShown: when the app code is fetched', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at once for an empty shell', async () => {
    expect(await settled(whenPageShown(loadingDocument('')))).toBe(true);
  });

  it('waits for a pre-rendered page to load its images and paint', async () => {
    const shown = whenPageShown(loadingDocument('<main>Deals</main>'));
    expect(await settled(shown)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(true);
  });

  it('waits, after the load, until the browser reports the first contentful paint as shown', async () => {
    let report = (_names: string[]) => {};
    // the browser's paint timings, reported when the test says the frames are on screen
    class ReportedPaints {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName: (name: string) => string[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((shown) => shown === name) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportedPaints);
    const shown = whenPageShown(loadingDocument('<main>Deals</main>'));
    window.dispatchEvent(new Event('load'));
    expect(await settled(shown)).toBe(false);
    report(['first-paint']);
    expect(await settled(shown)).toBe(false);
    report(['first-paint', 'first-contentful-paint']);
    expect(await settled(shown)).toBe(true);
  });

  it('starts after a few seconds at the latest, even if an image never arrives', async () => {
    const shown = whenPageShown(loadingDocument('<main>Deals</main>'));
    await vi.advanceTimersByTimeAsync(longestWaitMs - 100);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin'])(
    'starts at once on %s, before the page has loaded',
    async (type) => {
      const shown = whenPageShown(loadingDocument('<main><button>Add to Cart</button></main>'));
      window.dispatchEvent(new Event(type));
      expect(await settled(shown)).toBe(true);
    },
  );
});

describe('preloadModules: fetching what the page will run', () => {
  it('links each module for preloading, as Vite links the modules it preloads', () => {
    const doc = loadingDocument('<main></main>');
    preloadModules(doc, ['/assets/react-a.js', '/assets/route-b.js']);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/react-a.js', ''],
      ['modulepreload', '/assets/route-b.js', ''],
    ]);
  });

  it('adds a few links per task, so that no one task is long, and all of them in the end', async () => {
    const doc = loadingDocument('<main></main>');
    const hrefs = Array.from({ length: 2 * preloadLinksPerTask + 1 }, (_, index) => `/assets/m${index}.js`);
    const done = preloadModules(doc, hrefs);
    expect(doc.head.querySelectorAll('link')).toHaveLength(preloadLinksPerTask);
    await done;
    expect([...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });
});
