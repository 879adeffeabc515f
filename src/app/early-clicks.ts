/**
 * A pre-rendered page shows its buttons before the app has started: a tap on Add to cart then
 * would do nothing and the shopper might not notice. Until the app takes over, clicks on buttons
 * are held, and made again, in order, once it has. Links are left alone: the browser follows them
 * to another pre-rendered page.
 */
export function holdEarlyClicks(root: HTMLElement) {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  root.addEventListener('click', hold, true);

  return {
    /** Stops holding and clicks what was held on, if it is still on the page. */
    replay() {
      root.removeEventListener('click', hold, true);
      for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  };
}
