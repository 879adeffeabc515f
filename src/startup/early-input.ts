import { hydratedAttribute, hydrationRegionAttribute } from '../shared/hydration-region/hydration-region';

/**
 * Taps on a pre-rendered page's buttons before the app has started: the button does nothing yet,
 * so each tap is held (each button once, marked busy meanwhile) for the app to make once it has
 * taken over (holdEarlyInput, below). Links are left alone: the browser follows them to another
 * pre-rendered page. Small and self-contained: the page's inline script runs it from the first paint on.
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

/**
 * A pre-rendered page can be used before the app has started: a shopper may type a search, pick a
 * category or tap Add to cart. The browser keeps what was typed, but the app starts from the page's
 * first state, and a tap on a button does nothing yet. So until the app has taken over, taps on
 * buttons are held (holdTaps: the page's inline script holds them from its first paint on);
 * once it has, what was typed or picked is handed to it, then the held taps are made, in order.
 *
 * While React hydrates the page (in slices, so that no task is long), the shopper's presses, keys
 * and typing are kept from it: React answers such an event on a part it has not hydrated by
 * hydrating the whole page at once, one task of 60-130 ms on a phone-speed CPU, during which the
 * press waits. They are handed over as above once the page is the app's.
 */
export function holdEarlyInput(root: HTMLElement, taps: HeldTaps) {
  const { held } = taps;
  let typed: Array<[HTMLInputElement | HTMLTextAreaElement, string]> = [];
  let picked: Array<[HTMLSelectElement, string]> = [];
  let finished = false;

  /** During hydration: what the shopper types or picks is noted, and React does not see the event. */
  const keepFromReact = (event: Event) => {
    event.stopImmediatePropagation();
    const { target } = event;
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && isTyped(target)) {
      if (!typed.some(([field]) => field === target)) typed.push([target, target.value]);
    } else if (target instanceof HTMLSelectElement) {
      picked = [...picked.filter(([select]) => select !== target), [target, target.value]];
    }
  };

  const stopHolding = () => {
    finished = true;
    taps.stop();
    for (const type of eventsThatMakeReactHydrateAtOnce) root.removeEventListener(type, keepFromReact, true);
  };

  return {
    /**
     * Just before the app takes over (React's listeners are added after these): what was typed and
     * picked so far (taking over may set it back), and from now on until it has, what is.
     */
    beforeTakeover() {
      typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
        .filter(isTyped)
        .map((field) => [field, field.value]);
      picked = [...root.querySelectorAll('select')]
        .filter((select) => !isDefaultOption(select))
        .map((select) => [select, select.value]);
      if (!finished) for (const type of eventsThatMakeReactHydrateAtOnce) root.addEventListener(type, keepFromReact, true);
    },
    /** Once the app has taken over: hand over, then tap, as soon as each part is the app's. */
    afterTakeover(): Promise<void> {
      if (finished) return Promise.resolve();
      stopHolding();
      const taps = held.splice(0);
      return whenHydrated([...typed.map(([field]) => field), ...picked.map(([select]) => select), ...taps]).then(() => {
        for (const [field, text] of typed) handBackTyped(field, text);
        for (const [select, value] of picked) handBackPicked(select, value);
        for (const button of taps) if (button.isConnected && !button.disabled) button.click();
      });
    },
    /** The app could not start: the page goes back to what the browser does on its own. */
    drop() {
      stopHolding();
      held.length = 0;
    },
  };
}

/** The shopper's events that React answers at once, hydrating first what it has not yet (a click on a button is held above). */
const eventsThatMakeReactHydrateAtOnce = [
  'click',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
  'focusin',
  'focusout',
  'submit',
] as const;

const typedKinds = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number']);

const isTyped = (field: HTMLInputElement | HTMLTextAreaElement) =>
  (!(field instanceof HTMLInputElement) || typedKinds.has(field.type)) && field.value !== field.defaultValue;

/** The longest wait for a part of the page the app hydrates late, should it never say it has. */
const hydrationWaitMs = 5000;

/**
 * Resolves once React has hydrated each element, or it is gone, or after `hydrationWaitMs`: React
 * drops a click on a part it has not hydrated yet. The root has hydrated by the time this runs;
 * a route's content may hydrate after it, and says so on its region (ADR-014).
 */
function whenHydrated(elements: Element[]): Promise<void> {
  const deadline = performance.now() + hydrationWaitMs;
  const ready = () => elements.every((element) => !element.isConnected || isHydrated(element));
  return new Promise((resolve) => {
    const check = () => (ready() || performance.now() > deadline ? resolve() : requestAnimationFrame(check));
    check();
  });
}

/** The innermost region decides: an inner region never hydrates before the one around it. */
const isHydrated = (element: Element) =>
  element.closest(`[${hydrationRegionAttribute}]`)?.hasAttribute(hydratedAttribute) ?? true;

/**
 * The text typed before the app started, or typed since if there is more (a re-render of the
 * app's empty state may have cleared the field meanwhile). React learns of a change by comparing
 * the field with the value it last saw, so the value goes back to the page's first one through
 * the setter React watches, then forward again around it, and an input event tells it.
 */
function handBackTyped(field: HTMLInputElement | HTMLTextAreaElement, typedBefore: string) {
  if (!field.isConnected) return;
  const typed = field.value !== field.defaultValue ? field.value : typedBefore;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function handBackPicked(select: HTMLSelectElement, value: string) {
  if (!select.isConnected) return;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const isDefaultOption = (select: HTMLSelectElement) =>
  [...select.options].every((option) => option.selected === option.defaultSelected);
