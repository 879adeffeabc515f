import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<button>Add to cart</button><button>Next slide</button><a href="/products/2">Gadget</a>';
  document.body.append(root);
  const [add, next] = [...root.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  return { root, add, next, link: root.querySelector('a')! };
}

describe('holdEarlyClicks: clicks before the app has started', () => {
  it('holds button clicks and makes them again, in order, once the app has taken over', () => {
    const { root, add, next } = page();
    const early = holdEarlyClicks(root);
    const seen: string[] = [];
    // what the app attaches when it starts
    root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).textContent!));

    add.click();
    next.click();
    add.click();
    expect(seen).toEqual([]);

    early.replay();
    expect(seen).toEqual(['Add to cart', 'Next slide', 'Add to cart']);
    // from then on clicks go straight through, once each
    add.click();
    expect(seen).toHaveLength(4);
  });

  it('lets links through, so the browser follows them', () => {
    const { root, link } = page();
    holdEarlyClicks(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('drops a held click on a button that is gone or disabled by the time the app starts', () => {
    const { root, add, next } = page();
    const early = holdEarlyClicks(root);
    add.click();
    next.click();
    add.remove();
    next.disabled = true;
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    early.replay();
    expect(clicked).not.toHaveBeenCalled();
  });
});
