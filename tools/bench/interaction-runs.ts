import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appStartedAttribute } from '../../src/startup/page-marks';
import { openStarted } from './app-started';
import { median, percentile } from './stats';

// Interaction latency as INP counts it: for each press, the longest Event Timing entry of that
// interaction (input delay + processing + the time to the next paint), on a CPU slowed 4x. Each
// interaction is pressed on a started app, and (where the page is pre-rendered) once per fresh
// page load while the app is still starting, when a press waits for whatever task is running.

export interface InteractionResult {
  name: string;
  presses: number;
  medianMs: number;
  p75Ms: number;
  maxMs: number;
  /** presses made on a fresh page load: how many came before the app had started, and when they took effect */
  startup?: { pressedBeforeStart: number; effectMedianMs: number; effectP75Ms: number };
}

const PRESSES = 10;
/** Event Timing reports only entries of at least 16 ms: a press without one took less. */
const UNREPORTED_MS = 16;

declare global {
  interface Window {
    /** each Event Timing entry of an interaction: when its event happened and how long until the next paint */
    benchEvents?: { startTime: number; duration: number }[];
    benchPress?: { at: number; appStarted: boolean };
  }
}

const observeEvents = `
  window.benchEvents = [];
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.benchEvents.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('pointerdown', function () {
    if (!window.benchPress) window.benchPress = { at: performance.now(), appStarted: document.documentElement.hasAttribute('${appStartedAttribute}') };
  }, { capture: true });
`;

interface Interaction {
  name: string;
  path: string;
  /** what comes before the presses (not measured) */
  prepare?: (page: Page) => Promise<void>;
  press: (page: Page) => Promise<void>;
  /** puts the page back after a press, when pressing again would not do the same thing */
  undo?: (page: Page) => Promise<void>;
  /**
   * For a press on a fresh page load, while the app starts: what shows once it took effect (a
   * CSS selector). Absent when the page has nothing to press before the app has drawn it.
   */
  shownAfterEarlyPress?: string;
}

const addToBasket = (page: Page) =>
  page
    .getByRole('button', { name: /^Add to cart/ })
    .first()
    .click();

/** Opens the 'All' drawer and waits until its first link has the focus (the drawer is settled). */
async function openAllMenu(page: Page) {
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('dialog').getByRole('link').first().waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
}

const interactions: Interaction[] = [
  {
    name: 'Add to cart (product page)',
    path: '/products/1',
    press: addToBasket,
    shownAfterEarlyPress: 'a[aria-label="Cart, 1 item"]',
  },
  {
    // the cart's lines come from this browser's storage: the pre-rendered cart has none to press
    name: "the cart's + (Cart)",
    path: '/products/1',
    prepare: async (page) => {
      await addToBasket(page);
      await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
      await page.getByRole('button', { name: /^Increase quantity of / }).waitFor();
    },
    press: (page) => page.getByRole('button', { name: /^Increase quantity of / }).click(),
    // a line holds at most 10 (ADR-020): back to one, so that every press can add
    undo: async (page) => {
      await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
      await page.getByRole('button', { name: /^Decrease quantity of / }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    },
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
    shownAfterEarlyPress: '[role="dialog"]',
  },
  {
    // not one of the four the targets name, but a slow closing is as much a slow page
    name: "closing the 'All' menu (Escape)",
    path: '/',
    prepare: (page) => openAllMenu(page),
    press: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
    undo: (page) => openAllMenu(page),
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
    shownAfterEarlyPress: '[role="alert"]',
  },
];

async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; slowDown: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: observeEvents });
  const cdp = await context.newCDPSession(page);
  return { context, page, slowDown: async () => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })) };
}

/**
 * The longest Event Timing entry of events that happened from `from` (the page's clock) on, once
 * the browser has had time to report it. By when the event happened, not when it was reported:
 * the key that undid the previous press is reported after its next paint, which may come after
 * this press has begun.
 */
async function longestEntrySince(page: Page, from: number): Promise<number> {
  // the next paint has happened well before this; Event Timing reports after it
  await page.waitForTimeout(400);
  const durations = await page.evaluate(
    (since) => window.benchEvents!.filter((entry) => entry.startTime >= since).map((entry) => entry.duration),
    from,
  );
  return durations.length ? Math.max(...durations) : UNREPORTED_MS;
}

const summary = (durations: number[]) => ({
  presses: durations.length,
  medianMs: median(durations),
  p75Ms: percentile(durations, 75),
  maxMs: Math.max(...durations),
});

/** Ten presses on a started app. */
async function pressStarted(browser: Browser, origin: string, interaction: Interaction): Promise<number[]> {
  const { context, page, slowDown } = await openPage(browser);
  try {
    await openStarted(page, origin + interaction.path);
    await page.waitForLoadState('networkidle');
    await interaction.prepare?.(page);
    await slowDown();
    const durations: number[] = [];
    for (let press = 0; press < PRESSES; press++) {
      const before = await page.evaluate(() => performance.now());
      await interaction.press(page);
      durations.push(await longestEntrySince(page, before));
      await interaction.undo?.(page);
    }
    return durations;
  } finally {
    await context.close();
  }
}

interface EarlyPress {
  durationMs: number;
  appStarted: boolean;
  effectMs: number;
}

/** One press on a fresh page load (CPU slowed 4x from the start), as soon as the button shows. */
async function pressWhileStarting(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  shown: string,
): Promise<EarlyPress> {
  const { context, page, slowDown } = await openPage(browser);
  try {
    await slowDown();
    await page.goto(origin + interaction.path, { waitUntil: 'commit' });
    await interaction.prepare?.(page);
    await interaction.press(page);
    // checked on every frame: the moment the press's effect shows, by the page's clock
    const shownAt = (await (
      await page.waitForFunction((selector) => document.querySelector(selector) && performance.now(), shown, { polling: 'raf' })
    ).jsonValue()) as number;
    const durationMs = await longestEntrySince(page, 0);
    const press = await page.evaluate(() => window.benchPress!);
    return { durationMs, appStarted: press.appStarted, effectMs: shownAt - press.at };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, origin: string, interaction: Interaction): Promise<InteractionResult[]> {
  const started = { name: interaction.name, ...summary(await pressStarted(browser, origin, interaction)) };
  const shown = interaction.shownAfterEarlyPress;
  if (!shown) return [started];
  const early: EarlyPress[] = [];
  for (let press = 0; press < PRESSES; press++) early.push(await pressWhileStarting(browser, origin, interaction, shown));
  const effects = early.map((press) => press.effectMs);
  return [
    started,
    {
      name: `${interaction.name}, while the app starts`,
      ...summary(early.map((press) => press.durationMs)),
      startup: {
        pressedBeforeStart: early.filter((press) => !press.appStarted).length,
        effectMedianMs: median(effects),
        effectP75Ms: percentile(effects, 75),
      },
    },
  ];
}

/** Each interaction pressed 10 times on the running shop, and 10 times while it starts, CPU slowed 4x. */
export async function measureInteractions(browser: Browser, origin: string): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const interaction of interactions) results.push(...(await measure(browser, origin, interaction)));
  return results;
}
