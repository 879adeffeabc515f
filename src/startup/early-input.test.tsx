import {
  act,
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, holdTaps } from './early-input';
import { expectConsoleMessages } from '../test/console-checks';
import { HydrationRegion } from '../shared/hydration-region/HydrationRegion';

/** A controlled search form, as the header's: its state starts empty on the client too. */
function SearchForm({ onSearch }: { onSearch: (query: string) => void }) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('all');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(`${category}:${text}`);
      }}
    >
      <select aria-label="Category" value={category} onChange={(event) => setCategory(event.target.value)}>
        <option value="all">All</option>
        <option value="books">Books</option>
      </select>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <button>Search</button>
    </form>
  );
}

/** A controlled password field that renders again right after it mounts, as a page does when the session is known. */
function PasswordForm({ onSend }: { onSend: (password: string) => void }) {
  const [password, setPassword] = useState('');
  const [, setSessionKnown] = useState(false);
  useEffect(() => setSessionKnown(true), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(password);
      }}
    >
      <input aria-label="Password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <button>Sign In</button>
    </form>
  );
}

function Buttons({ onTap, disabled = false }: { onTap: (name: string) => void; disabled?: boolean }) {
  return (
    <>
      <button type="button" onClick={() => onTap('Add to cart')}>
        Add to cart
      </button>
      <button type="button" disabled={disabled} onClick={() => onTap('Next slide')}>
        Next slide
      </button>
      <a href="/products/2">Gadget</a>
    </>
  );
}

/** A route's content: hydrated after the root, in a boundary of its own, once its code is there (`codeLoaded`). */
function RouteContent({ codeLoaded, children }: { codeLoaded?: Promise<void>; children: ReactNode }) {
  return (
    <Suspense>
      <HydrationRegion>
        <WaitFor promise={codeLoaded}>{children}</WaitFor>
      </HydrationRegion>
    </Suspense>
  );
}

function WaitFor({ promise, children }: { promise?: Promise<void>; children: ReactNode }) {
  if (promise) use(promise);
  return children;
}

/** The page as pre-rendered, before any script has run, and what the shopper does to it meanwhile. */
function prerendered(element: ReactElement) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return {
    root,
    early: holdEarlyInput(root, holdTaps(root)),
    button: (name: string) => [...root.querySelectorAll('button')].find((button) => button.textContent === name)!,
  };
}

/** The app starts: it hydrates the page, then hands over what was held. */
async function takeOver(root: HTMLElement, early: ReturnType<typeof holdEarlyInput>, element: ReactElement) {
  // the shopper changed the page before the app took it over: React notes that the HTML differs
  expectConsoleMessages(/A tree hydrated but some attributes of the server rendered HTML didn't match/);
  early.beforeTakeover();
  await act(async () => {
    hydrateRoot(root, element);
  });
  await act(() => early.afterTakeover());
}

describe('holdEarlyInput: what a shopper does before the app has started', () => {
  it('hands typed text and a picked option to the app, then makes the held tap', async () => {
    const { root, early, button } = prerendered(<SearchForm onSearch={() => {}} />);
    // the browser keeps what is typed and picked; the tap finds no app yet
    root.querySelector('input')!.value = 'shirt';
    root.querySelector('select')!.value = 'books';
    button('Search').click();
    expect(button('Search')).toHaveAttribute('aria-busy', 'true');

    const onSearch = vi.fn();
    await takeOver(root, early, <SearchForm onSearch={onSearch} />);

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('books:shirt');
    expect(button('Search')).not.toHaveAttribute('aria-busy');
    expect(root.querySelector('input')).toHaveValue('shirt');
  });

  it('hands back text that a render of the empty state cleared from the field meanwhile', async () => {
    const { root, early, button } = prerendered(<PasswordForm onSend={() => {}} />);
    root.querySelector('input')!.value = 'correct-horse-42';
    button('Sign In').click();
    const onSend = vi.fn();
    await takeOver(root, early, <PasswordForm onSend={onSend} />);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('correct-horse-42');
  });

  it('makes held taps in order, each button once, and lets later taps through', async () => {
    const { root, early, button } = prerendered(<Buttons onTap={() => {}} />);
    button('Next slide').click();
    button('Add to cart').click();
    // a second impatient tap on the same button is not a second order
    button('Next slide').click();

    const taps: string[] = [];
    await takeOver(root, early, <Buttons onTap={(name) => taps.push(name)} />);
    expect(taps).toEqual(['Next slide', 'Add to cart']);
    act(() => button('Add to cart').click());
    expect(taps).toEqual(['Next slide', 'Add to cart', 'Add to cart']);
  });

  it("makes a tap on a route's content only once that content says it has hydrated", async () => {
    const { root, early, button } = prerendered(
      <RouteContent>
        <Buttons onTap={() => {}} />
      </RouteContent>,
    );
    button('Add to cart').click();

    let loadCode!: () => void;
    const codeLoaded = new Promise<void>((resolve) => (loadCode = resolve));
    const onTap = vi.fn();
    early.beforeTakeover();
    // the root hydrates; the route's content waits for its code
    await act(async () => {
      hydrateRoot(
        root,
        <RouteContent codeLoaded={codeLoaded}>
          <Buttons onTap={onTap} />
        </RouteContent>,
      );
    });
    const handedOver = early.afterTakeover();
    // three frames later, each of which looked, the content has still not said so: no tap yet
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(onTap).not.toHaveBeenCalled();

    await act(async () => loadCode());
    await act(() => handedOver);
    expect(onTap).toHaveBeenCalledExactlyOnceWith('Add to cart');
  });

  it('keeps presses and typing from React while it hydrates, then hands them over once it has', async () => {
    let hydrated = false;
    function WhenHydrated() {
      useLayoutEffect(() => {
        hydrated = true;
      }, []);
      return null;
    }
    const page = (onSend: (password: string) => void) => (
      <>
        <PasswordForm onSend={onSend} />
        <WhenHydrated />
      </>
    );
    const { root, early, button } = prerendered(page(() => {}));
    const onSend = vi.fn();
    // as the app hydrates: in a transition, in slices, on React's own schedule (and it notes that
    // the field differs from the HTML)
    expectConsoleMessages(/A tree hydrated but some attributes of the server rendered HTML didn't match/);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    early.beforeTakeover();
    startTransition(() => {
      hydrateRoot(root, page(onSend));
    });

    // the shopper types and presses before React has got to it
    const field = root.querySelector('input')!;
    field.value = 'correct-horse-42';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button('Sign In').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button('Sign In').click();
    // React did not hydrate the whole page there and then to answer them
    expect(hydrated).toBe(false);

    await vi.waitFor(() => expect(hydrated).toBe(true));
    await early.afterTakeover();
    expect(onSend).toHaveBeenCalledExactlyOnceWith('correct-horse-42');
  });

  it('lets links through, so the browser follows them', () => {
    const { root } = prerendered(<Buttons onTap={() => {}} />);
    // the browser, last to hear of the click: it would follow the link unless told not to (jsdom
    // cannot load another page, so it stops there once it has seen what it would do)
    let followed = false;
    const browser = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    root.querySelector('a')!.click();
    window.removeEventListener('click', browser);
    expect(followed).toBe(true);
  });

  it('drops a tap on a button that is disabled by the time the app has started', async () => {
    const { root, early, button } = prerendered(<Buttons onTap={() => {}} />);
    button('Next slide').click();
    const onTap = vi.fn();
    await takeOver(root, early, <Buttons onTap={onTap} disabled />);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('when the app cannot start, forgets the taps and stops holding', async () => {
    const { root, early, button } = prerendered(<Buttons onTap={() => {}} />);
    button('Add to cart').click();
    early.drop();
    expect(button('Add to cart')).not.toHaveAttribute('aria-busy');
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    await early.afterTakeover();
    expect(clicked).not.toHaveBeenCalled();
    button('Add to cart').click();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
