let markStarted!: () => void;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Called once the app has rendered or taken over the page (src/startup/start.tsx). */
export const appStarted = () => markStarted();

/**
 * Resolves once the app has rendered or taken over the page: what the pre-rendered HTML could not
 * know (who is signed in) may show from then on, and React's hydration never sees it differ.
 */
export const whenAppStarted = (): Promise<void> => started;

/** Waits for a moment the main thread is free (the browser's idle time, or a task later). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves once the app has started and the main thread is free: what a page can do without (the
 * Firebase SDKs that confirm the session and keep orders live, ADR-024) is fetched from then on.
 */
export const whenAppInteractive = (): Promise<void> => started.then(idle);
