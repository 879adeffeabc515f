import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from '../app/create-app';
import type { holdEarlyInput } from './early-input';
import { chooseShopSetup } from '../app/shop-setup';
import { ErrorScreen } from '../shared/error-screen/ErrorScreen';
import { appDrawsAnew, appStarted } from '../app/when-app-started';
import { nextTask } from './pacing';
import { appStartedAttribute, drawnStateId, placeholderAttribute } from './page-marks';

// Step 3 of the start (sequence.ts): the app takes the page over, or draws it.

const container = document.getElementById('root')!;

/** The query cache the page was pre-rendered with (a JSON block, so no inline script runs). */
function readPrerenderedState(): DehydratedState | undefined {
  const block = document.getElementById(drawnStateId);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders nothing; its effect runs once the app has rendered or taken over the page's root: the
 * page says so (the browser suites wait on it), and what the shopper did meanwhile is handed over
 * (each part as soon as React has hydrated it: a route may hydrate a moment after the root).
 */
function WhenStarted({ earlyInput }: { earlyInput?: ReturnType<typeof holdEarlyInput> }) {
  useEffect(() => {
    document.documentElement.setAttribute(appStartedAttribute, '');
    appStarted();
    void earlyInput?.afterTakeover();
  }, [earlyInput]);
  return null;
}

/** A misconfiguration (or any failure to build the app) shows its message, never a blank page. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <main>
      <ErrorScreen message={error instanceof Error ? error.message : String(error)} />
    </main>
  );
}

interface StartOptions {
  earlyInput?: ReturnType<typeof holdEarlyInput>;
}

/**
 * Builds the ports of the setup this build was made for and the app, then takes over the
 * pre-rendered HTML or renders into the empty shell. Each step runs in a task of its own, so none
 * blocks a slow phone's main thread for long.
 */
export async function start({ earlyInput }: StartOptions = {}) {
  try {
    const setup = await chooseShopSetup();
    const ports = await setup.buildPorts();
    await nextTask();
    const app = createApp(ports, { dehydratedState: readPrerenderedState(), banner: setup.banner });
    await nextTask();
    const tree = (
      <StrictMode>
        <app.App />
        <WhenStarted earlyInput={earlyInput} />
      </StrictMode>
    );
    if (container.hasAttribute(placeholderAttribute)) {
      // the header and a placeholder drawn before the session was known: the app draws the same
      // at once and then the page (taking it over would mismatch the page now known)
      earlyInput?.drop();
      appDrawsAnew();
      createRoot(container).render(
        <StrictMode>
          <app.App />
          <WhenStarted />
        </StrictMode>,
      );
    } else if (container.hasChildNodes()) {
      // the page was pre-rendered: load the same route (its code and cached data), then take over the HTML
      await app.router.load();
      await nextTask();
      // render the matches as the server did (no Suspense boundary around the root), as the
      // router's own SSR hydration does
      app.router.ssr = { manifest: undefined };
      // a transition: React hydrates in slices of a few ms, so a slow phone's main thread is
      // never blocked long (no long task for the whole page)
      earlyInput?.beforeTakeover();
      startTransition(() => {
        hydrateRoot(container, tree);
      });
    } else {
      createRoot(container).render(tree);
    }
  } catch (error) {
    // a misconfiguration shows its message, never a blank page
    console.error(error);
    earlyInput?.drop();
    createRoot(container).render(<StartupError error={error} />);
  }
}
