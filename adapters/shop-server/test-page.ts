import type { PageVisibility } from './shop-server';

/** For the adapters' tests: a page the test hides and shows, as a shopper switching tabs does. */
export function testPage() {
  const target = new EventTarget();
  const page = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = () => {
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as PageVisibility, show };
}
