/** How long a page the shopper leaves alone waits before fetching what it can do without. */
const SETTLE_MS = 5_000;

/**
 * Resolves once `ready` has and the shopper first presses or types on the page, or once the page
 * has been left alone for `settleMs` since it began. The cloud's Firebase SDKs wait for it: a page
 * the server drew for the shopper (ADR-038) has been checked against their session already, and
 * reads whole without the SDKs, so their download and start (a few hundred milliseconds of main
 * thread on a phone) stay clear of the page's own drawing and taking over. Signing in or out and
 * paying load them at once.
 */
export function whenShopperActs(ready: Promise<void>, settleMs = SETTLE_MS): Promise<void> {
  const acted = new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const act = () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', act, true);
      window.removeEventListener('keydown', act, true);
      resolve();
    };
    const timer = setTimeout(act, settleMs);
    window.addEventListener('pointerdown', act, { capture: true, passive: true });
    window.addEventListener('keydown', act, true);
  });
  return Promise.all([ready, acted]).then(() => undefined);
}
