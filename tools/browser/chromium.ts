import type { LaunchOptions } from '@playwright/test';

/** Flags for a Chromium on a machine without internet: no sandbox, GPU or background traffic. */
export const offlineChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH): browsers cannot be
 * downloaded on these machines, so `npx playwright install` is never needed.
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: ['--headless', ...offlineChromiumFlags],
  };
}
