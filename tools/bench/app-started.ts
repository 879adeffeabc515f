import type { Page } from 'playwright-core';
import { appStartedAttribute } from '../../src/startup/page-marks';

/**
 * Opens `url` and resolves once the app has taken the page over: pre-rendered pages are on screen
 * before their script runs, and the app marks <html> when it answers to input.
 */
export async function openStarted(page: Page, url: string) {
  await page.goto(url);
  await page.locator(`html[${appStartedAttribute}]`).waitFor({ state: 'attached' });
}
