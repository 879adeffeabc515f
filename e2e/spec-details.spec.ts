import { expect, test, type Page } from '@playwright/test';
import { addProduct, cartLink, expectCartLinkCount, open, signUp } from './support/shop';

/** The slide the shopper sees: the one whose left edge sits at the carousel's left edge. */
async function shownSlide(page: Page): Promise<string> {
  const carousel = page.getByRole('region', { name: 'Featured deals' });
  return carousel.evaluate((region) => {
    const left = region.getBoundingClientRect().left;
    const slides = Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const shown = slides
      .map((slide) => ({
        label: slide.getAttribute('aria-label') ?? '',
        offset: Math.abs(slide.getBoundingClientRect().left - left),
      }))
      .sort((a, b) => a.offset - b.offset)[0];
    return shown && shown.offset < 2 ? shown.label : 'moving';
  });
}

test.describe('header (requirements §2)', () => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`shows the delivery country and the language at ${viewport.width} px, with nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const header = page.getByRole('banner');
      await expect(header.getByText('Delivered To')).toBeVisible();
      await expect(header.getByText('Chicago, IL 60601')).toBeVisible();
      await expect(header.getByText('EN', { exact: true })).toBeVisible();
      await expect(header.getByPlaceholder('search product')).toBeVisible();
      await expect(header.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

/**
 * The carousel engine's code is fetched after the page is up: held back, as a slow network would,
 * until the answer is called.
 */
async function holdCarouselEngine(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/HeroCarouselEngine-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('hero carousel (requirements §2, 9)', () => {
  test('shows 5 slides and moves on every 3000 ms, not sooner', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured deals' });
    await expect(carousel).toBeVisible();
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    // requirements §2: no thumbnails and no indicators (no tabs, no dots)
    await expect(carousel.getByRole('tab')).toHaveCount(0);

    const first = await shownSlide(page);
    expect(first).toBe('1 of 5');
    // the interval itself is under test: a fixed wait is the point here
    await page.waitForTimeout(1_000);
    expect(await shownSlide(page)).toBe(first);
    // by ~4.5 s after load the first change (due at 3 s, 500 ms transition) has happened
    await expect.poll(() => shownSlide(page), { timeout: 3_500, intervals: [100] }).toBe('2 of 5');
  });

  test('pauses while the mouse is over it and plays again once it leaves', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured deals' });
    await expect(carousel).toBeVisible();
    await carousel.hover();
    const before = await shownSlide(page);
    // nothing may happen for longer than one interval
    await page.waitForTimeout(4_200);
    expect(await shownSlide(page)).toBe(before);

    await page.mouse.move(5, 790);
    await expect.poll(() => shownSlide(page), { timeout: 5_000, intervals: [100] }).not.toBe(before);
  });

  test('an arrow pressed and a mouse resting on it before its engine has loaded both count', async ({ page }) => {
    const release = await holdCarouselEngine(page);
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured deals' });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    release();
    await expect.poll(() => shownSlide(page)).toBe('2 of 5');
    // the mouse has stayed on the arrow: nothing moves for longer than one interval
    await page.waitForTimeout(4_200);
    expect(await shownSlide(page)).toBe('2 of 5');
  });

  test('wraps at both ends with the arrows', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured deals' });
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => shownSlide(page)).toBe('5 of 5');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => shownSlide(page)).toBe('1 of 5');
  });
});

test.describe('cart (requirements §2, 9)', () => {
  test('the subtotal box takes its hidden style past 100 px of scrolling and comes back at the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    // anonymous basket: kept in memory, so it is filled without reloading the page
    await open(page, '/category/electronics');
    const addButtons = page.getByRole('button', { name: /^Add to cart/ });
    await expect(addButtons.first()).toBeVisible();
    for (const index of [0, 1, 2, 3]) await addButtons.nth(index).click();
    await expectCartLinkCount(page, 4);
    await cartLink(page).click();
    await expect(page.getByText('Subtotal (4 items)')).toBeVisible();

    const subtotal = page.getByRole('region', { name: 'Subtotal' });
    await expect(subtotal).toBeVisible();
    await page.mouse.move(195, 250);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(subtotal).toBeVisible();

    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(subtotal).toBeHidden();

    await page.mouse.wheel(0, -2_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(subtotal).toBeVisible();
  });

  test('on a phone the subtotal box heads the basket, so Continue to checkout is reached without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/category/electronics');
    const addButtons = page.getByRole('button', { name: /^Add to cart/ });
    for (const index of [0, 1, 2, 3]) await addButtons.nth(index).click();
    await expectCartLinkCount(page, 4);
    await cartLink(page).click();

    const checkout = page.getByRole('link', { name: 'Continue to checkout' });
    await expect(checkout).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // first in the page, so the keyboard reaches it before the four lines' buttons too
    const before = await checkout.evaluate((link) => {
      const first = document.querySelector('main li button, main ul button');
      return first !== null && Boolean(link.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
    await checkout.click();
    await expect(page.getByText('you must log in to pay')).toBeVisible();
  });

  test('the header count sums the amounts of all lines, and the subtotal counts lines', async ({ page }) => {
    await open(page, '/category/jewelery');
    const addButtons = page.getByRole('button', { name: /^Add to cart/ });
    await addButtons.nth(0).click();
    await addButtons.nth(0).click();
    await addButtons.nth(1).click();
    await expectCartLinkCount(page, 3);
    await cartLink(page).click();
    // requirements §2: n is the number of lines
    await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
    await page
      .getByRole('button', { name: /^Increase quantity of/ })
      .first()
      .click();
    await expectCartLinkCount(page, 4);
    await page
      .getByRole('button', { name: /^Decrease quantity of/ })
      .last()
      .click();
    await expectCartLinkCount(page, 3);
    await expect(page.getByText('Subtotal (1 items)')).toBeVisible();
  });
});

test.describe('routes (requirements §2, ADR-005)', () => {
  test('lowercase /payment reaches checkout for a signed-in shopper', async ({ page }) => {
    await signUp(page);
    await addProduct(page, 2);
    await expectCartLinkCount(page, 1);
    await open(page, '/payment');
    await expect(page.getByRole('heading', { name: 'Checkout (1) items' })).toBeVisible();
  });

  test('/Orders without a user asks to sign in with the orders message', async ({ page }) => {
    await open(page, '/Orders');
    await expect(page).toHaveURL(/\/auth\?/);
    await expect(page.getByRole('alert')).toHaveText('you must log in to view your orders');
  });

  test('an unknown path shows the default error screen with a status', async ({ page }) => {
    await open(page, '/no-such-page/at-all');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText(/^404\b/)).toBeVisible();
    // the header is still there: the shopper can carry on
    await expect(cartLink(page)).toBeVisible();
  });
});
