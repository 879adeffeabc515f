import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServerProcess } from '../local-shop/server-process';
import { chromiumLaunchOptions } from '../browser/chromium';

export interface LargeCategoryRun {
  products: number;
  windowed: boolean;
  /** navigation start to the first product card in the DOM (MutationObserver), ms */
  firstCardMs: number;
  /** navigation start to the first card reported visible by Playwright (includes its polling), ms */
  firstCardVisibleMs: number;
  domNodes: number;
  domNodesAfterScroll: number;
  cardsInDom: number;
  scrollSteps: number;
  scrollPx: number;
  /** Chromium's ScriptDuration over the whole scroll, ms */
  scriptMs: number;
  /** Chromium's LayoutDuration + RecalcStyleDuration over the scroll, ms */
  layoutStyleMs: number;
  /** the longest gap between two animation frames during the scroll, ms */
  longestFrameMs: number;
  /** cards whose content is taller than their box (clipped or overflowing: should be 0) */
  overflowingCards: number;
  cls: number;
}

const STEPS = 20;
const STEP_PX = 1000;

declare global {
  interface Window {
    benchFirstCard?: number;
    benchCls?: number;
  }
}

/**
 * Opens /category/electronics (with `query`, e.g. a sort: ADR-011), times the first card, then
 * scrolls 20 x 1000 px measuring the work.
 */
export async function measureLargeCategory(
  browser: Browser,
  origin: string,
  viewport = { width: 1280, height: 800 },
  query = '',
): Promise<LargeCategoryRun> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    // in-page code as text: the TypeScript loader would wrap named functions in a helper the page lacks
    await page.addInitScript({
      content: `
        new MutationObserver(function (_, observer) {
          if (window.benchFirstCard === undefined && document.querySelector('ul[aria-label^="Products in"] > li')) {
            window.benchFirstCard = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
        window.benchCls = 0;
        new PerformanceObserver(function (list) {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchCls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      `,
    });
    await page.goto(`${origin}/category/electronics${query}`, { waitUntil: 'commit' });
    const list = page.locator('ul[aria-label^="Products in"]');
    await list.locator('> li').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstCardVisibleMs = await page.evaluate(() => performance.now());
    const firstCardMs = (await page.evaluate(() => window.benchFirstCard)) ?? firstCardVisibleMs;
    const info = await page.evaluate(() => {
      const listElement = document.querySelector('ul[aria-label^="Products in"]')!;
      const first = listElement.querySelector('li');
      return {
        products: Number(first?.getAttribute('aria-setsize') ?? listElement.children.length),
        windowed: first?.hasAttribute('aria-posinset') ?? false,
        domNodes: document.getElementsByTagName('*').length,
      };
    });
    // the images must not make anything move either
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    type Metrics = { metrics: Array<{ name: string; value: number }> };
    const read = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as Metrics;
      return (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    };
    const before = await read();
    const frames = (await page.evaluate(`(async function () {
      function frame() { return new Promise(function (resolve) { requestAnimationFrame(resolve); }); }
      let last = await frame();
      let longest = 0;
      for (let step = 0; step < ${STEPS}; step++) {
        window.scrollBy(0, ${STEP_PX});
        for (let wait = 0; wait < 2; wait++) {
          const now = await frame();
          longest = Math.max(longest, now - last);
          last = now;
        }
      }
      return { longest: longest, scrolled: window.scrollY };
    })()`)) as { longest: number; scrolled: number };
    const after = await read();
    const end = (await page.evaluate(`(function () {
      const cards = Array.from(document.querySelectorAll('ul[aria-label^="Products in"] > li'));
      const overflowing = cards.filter(function (item) {
        const card = item.firstElementChild;
        return card !== null && (card.scrollHeight > card.clientHeight + 1 || card.getBoundingClientRect().height > item.getBoundingClientRect().height + 1);
      }).length;
      return { domNodes: document.getElementsByTagName('*').length, cards: cards.length, overflowing: overflowing, cls: window.benchCls || 0 };
    })()`)) as { domNodes: number; cards: number; overflowing: number; cls: number };
    return {
      ...info,
      firstCardMs: Math.round(firstCardMs),
      firstCardVisibleMs: Math.round(firstCardVisibleMs),
      domNodesAfterScroll: end.domNodes,
      cardsInDom: end.cards,
      scrollSteps: STEPS,
      scrollPx: frames.scrolled,
      scriptMs: Math.round((after('ScriptDuration') - before('ScriptDuration')) * 1000 * 10) / 10,
      layoutStyleMs:
        Math.round(
          (after('LayoutDuration') + after('RecalcStyleDuration') - before('LayoutDuration') - before('RecalcStyleDuration')) *
            1000 *
            10,
        ) / 10,
      longestFrameMs: Math.round(frames.longest * 10) / 10,
      overflowingCards: end.overflowing,
      cls: Math.round(end.cls * 1000) / 1000,
    };
  } finally {
    await context.close();
  }
}

export const launchChromium = () => chromium.launch(chromiumLaunchOptions());

export interface LargeCatalogResults {
  runs: Array<LargeCategoryRun & { catalogSize: number; view: string }>;
  /** the 40,000-product catalogue's category at other viewports: do the fixed rows fit their cards */
  fit: Array<{ viewport: string; overflowingCards: number; cls: number; cardsInDom: number }>;
}

/** The category as it opens, and sorted and narrowed (ADR-011): the refinement must keep the flat cost. */
const largeCategoryViews = [
  ['catalogue order', ''],
  ['price high to low, 4 stars & up', '?sort=price-desc&minRating=4'],
] as const;

const fitViewports = [
  { width: 360, height: 740 },
  { width: 800, height: 1000 },
  { width: 1500, height: 900 },
];

/** The server with CATALOGUE_SIZE of 80, 4,000 and 40,000, each category opened and scrolled in Chromium. */
export async function measureLargeCatalogs(staticDir: string, progress: (message: string) => void): Promise<LargeCatalogResults> {
  const browser = await launchChromium();
  const out: LargeCatalogResults['runs'] = [];
  const fit: LargeCatalogResults['fit'] = [];
  try {
    for (const catalogSize of [80, 4000, 40000]) {
      const server = await startServerProcess({
        env: {
          STATIC_DIR: staticDir,
          CATALOGUE_SIZE: String(catalogSize),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')),
        },
      });
      try {
        // one warm-up visit (server JSON cache, disk cache of the scripts), then the measured one
        await measureLargeCategory(browser, server.origin);
        for (const [view, query] of largeCategoryViews) {
          const measured = await measureLargeCategory(browser, server.origin, undefined, query);
          out.push({ catalogSize, view, ...measured });
          progress(
            `  CATALOGUE_SIZE=${catalogSize}, ${view}: ${measured.products} products, first card ${measured.firstCardMs} ms, ${measured.domNodes} DOM nodes, scroll script ${measured.scriptMs} ms, longest frame ${measured.longestFrameMs} ms`,
          );
        }
        if (catalogSize === 40000) {
          for (const viewport of fitViewports) {
            const check = await measureLargeCategory(browser, server.origin, viewport);
            fit.push({
              viewport: `${viewport.width}x${viewport.height}`,
              overflowingCards: check.overflowingCards,
              cls: check.cls,
              cardsInDom: check.cardsInDom,
            });
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  return { runs: out, fit };
}
