let markStarted!: () => void;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

let markDrawingAnew!: () => void;
const drawingAnew = new Promise<void>((resolve) => {
  markDrawingAnew = resolve;
});

/** Called once the app has rendered or taken over the page (src/startup/start.tsx). */
export const appStarted = () => markStarted();

/**
 * Called where the app draws the page anew rather than taking over its HTML (a signed-in page's
 * placeholder, src/startup/start.tsx): it has no HTML to match, and it waits for the session.
 */
export const appDrawsAnew = () => markDrawingAnew();

/**
 * Resolves once what the pre-rendered HTML could not know (who is signed in) may show: the app has
 * taken over the page, so React's hydration never sees it differ, or it draws the page anew.
 */
export const whenUserMayShow = (): Promise<void> => Promise.race([started, drawingAnew]);

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
