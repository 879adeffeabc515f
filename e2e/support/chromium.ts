import type { LaunchOptions } from '@playwright/test';

/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH): browsers cannot be
 * downloaded on these machines, so `npx playwright install` is never needed.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
