import { describe, expect, it } from 'vitest';
import { markupToKeep } from './keep-page';

describe('markupToKeep: the page as kept for the next visit', () => {
  it('keeps the page as drawn, without frames, scripts, busy marks, what the shopper typed, or what is of the moment', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h1>Checkout (1) items</h1><iframe src="https://js.stripe.com/card"></iframe><script>alert(1)</script>' +
      '<input aria-label="Card number" value="4242 4242 4242 4242"><textarea>note</textarea>' +
      '<button aria-busy="true">Pay Now</button>' +
      '<p role="status">Your order has been placed successfully!</p><p role="alert">The card was declined.</p>' +
      '<div role="dialog">All</div><ul role="listbox"><li>Aurora</li></ul>';
    const kept = document.createElement('div');
    kept.innerHTML = markupToKeep(root);
    expect(kept.querySelector('h1')?.textContent).toBe('Checkout (1) items');
    expect(kept.querySelectorAll('iframe, script')).toHaveLength(0);
    expect(kept.querySelector('input')?.getAttribute('value')).toBeNull();
    expect(kept.querySelector('textarea')?.textContent).toBe('');
    expect(kept.querySelector('button')?.hasAttribute('aria-busy')).toBe(false);
    expect(kept.querySelectorAll('[role]')).toHaveLength(0);
    // the page itself is left as it is
    expect(root.querySelector('input')?.getAttribute('value')).toBe('4242 4242 4242 4242');
  });
});
