import type { Browser, Page } from 'playwright-core';

// Interaction latency as INP counts it: for each press, the longest Event Timing entry of that
// interaction (input delay + processing + the time to the next paint), on a CPU slowed 4x.

export interface InteractionResult {
  name: string;
  presses: number;
  medianMs: number;
  p75Ms: number;
  maxMs: number;
}

const PRESSES = 10;
/** Event Timing reports only entries of at least 16 ms: a press without one took less. */
const UNREPORTED_MS = 16;

declare global {
  interface Window {
    benchEvents?: number[];
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Interaction {
  name: string;
  path: string;
  /** what comes before the presses (not measured) */
  prepare?: (page: Page) => Promise<void>;
  press: (page: Page) => Promise<void>;
  /** puts the page back after a press, when pressing again would not do the same thing */
  undo?: (page: Page) => Promise<void>;
}

const interactions: Interaction[] = [
  {
    name: 'Add to cart (product page)',
    path: '/products/1',
    press: (page) =>
      page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click(),
  },
  {
    name: "the cart's + (Cart)",
    path: '/products/1',
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
      await page.getByRole('button', { name: /^Increase quantity of / }).waitFor();
    },
    press: (page) => page.getByRole('button', { name: /^Increase quantity of / }).click(),
  },
  {
    name: "opening the 'All' menu",
    path: '/',
    press: (page) => page.getByRole('button', { name: 'All', exact: true }).click(),
    undo: async (page) => {
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'Sign In (a refused sign-in)',
    path: '/auth',
    prepare: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    },
    press: (page) => page.getByRole('button', { name: 'Sign In', exact: true }).click(),
    undo: (page) => page.getByRole('alert').waitFor(),
  },
];

async function measure(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript({
      content: `
        window.benchEvents = [];
        new PerformanceObserver(function (list) {
          for (const entry of list.getEntries()) if (entry.interactionId) window.benchEvents.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      `,
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(origin + interaction.path);
    // the app has taken the page over: React has attached to its root
    await page.waitForFunction(() => document.getElementById('root')?.hasChildNodes() && document.readyState === 'complete');
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const durations: number[] = [];
    for (let press = 0; press < PRESSES; press++) {
      const before = await page.evaluate(() => window.benchEvents!.length);
      await interaction.press(page);
      // the next paint has happened well before this; Event Timing reports after it
      await page.waitForTimeout(400);
      const entries = await page.evaluate((from) => window.benchEvents!.slice(from), before);
      durations.push(entries.length ? Math.max(...entries) : UNREPORTED_MS);
      await interaction.undo?.(page);
    }
    return {
      name: interaction.name,
      presses: durations.length,
      medianMs: percentile(durations, 50),
      p75Ms: percentile(durations, 75),
      maxMs: Math.max(...durations),
    };
  } finally {
    await context.close();
  }
}

/** Each interaction pressed 10 times on the running shop, CPU slowed 4x. */
export async function measureInteractions(browser: Browser, origin: string): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const interaction of interactions) results.push(await measure(browser, origin, interaction));
  return results;
}
