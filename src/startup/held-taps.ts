/**
 * Taps on a pre-rendered page's buttons before the app has started: the button does nothing yet,
 * so each tap is held (each button once, marked busy meanwhile) for the app to make once it has
 * taken over (early-input.ts). Links are left alone: the browser follows them to another
 * pre-rendered page. Small and without imports: it runs inline in every pre-rendered page.
 */
export function holdTaps(root: HTMLElement) {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    // registered before React's listeners on the root: none of them sees the tap
    event.stopImmediatePropagation();
    if (held.includes(button)) return;
    held.push(button);
    button.setAttribute('aria-busy', 'true');
  };
  root.addEventListener('click', hold, true);
  return {
    /** the buttons tapped so far, in order */
    held,
    /** Taps reach the page again; the busy marks go. */
    stop() {
      root.removeEventListener('click', hold, true);
      for (const button of held) button.removeAttribute('aria-busy');
    },
  };
}

export type HeldTaps = ReturnType<typeof holdTaps>;

/** Where a pre-rendered page's start script leaves its held taps for the app's entry to take. */
interface PageWithHeldTaps {
  shopfrontHeldTaps?: HeldTaps;
}

export function leaveHeldTaps(win: Window, taps: HeldTaps) {
  (win as Window & PageWithHeldTaps).shopfrontHeldTaps = taps;
}

export function takeHeldTaps(win: Window): HeldTaps | undefined {
  const page = win as Window & PageWithHeldTaps;
  const taps = page.shopfrontHeldTaps;
  delete page.shopfrontHeldTaps;
  return taps;
}
