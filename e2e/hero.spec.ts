import { expect, test, type Locator, type Page } from '@playwright/test';
import { open } from './support/shop';
import { slowDocument } from './support/slow-document';

// The hero carousel (requirements §2 'Home'): each slide's words are text over its picture, and
// the link it shows leads to the category it advertises.

const slides = [
  { headline: 'Up to 40% off', link: 'Shop deals', category: "women's clothing" },
  { headline: 'Save big on tech', link: 'See the deals', category: 'electronics' },
  { headline: 'Gifts that sparkle', link: 'Find a gift', category: 'jewelery' },
  { headline: 'Fresh looks for him', link: 'Shop the edit', category: "men's clothing" },
  { headline: 'Free delivery on every order', link: null, category: null },
];

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured deals' });
const slide = (page: Page, index: number) => carousel(page).getByRole('group', { name: `${index + 1} of 5` });

/** The home page with the slideshow paused, so that the slides move only when the test says. */
async function openPaused(page: Page) {
  await open(page, '/');
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
}

/** Moves on, one slide at a time, from the shown slide `from` to slide `to`. */
async function showSlide(page: Page, to: number, from = 0) {
  for (let shown = from; shown < to; shown++) await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(page, to).getByText(slides[to]!.headline)).toBeInViewport({ ratio: 1 });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator) {
  return Promise.all((await locator.all()).map(async (part) => (await part.boundingBox())!));
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    for (const [index, { headline, link, category }] of slides.entries()) {
      if (!link || !category) continue;
      test(`slide ${index + 1}'s '${link}' link opens ${category}`, async ({ page }) => {
        await openPaused(page);
        await showSlide(page, index);
        await expect(slide(page, index).getByText(headline)).toBeVisible();
        await slide(page, index).getByRole('link', { name: link }).click();
        await expect(page).toHaveURL(`/category/${encodeURIComponent(category)}`);
        await expect(page.getByRole('heading', { name: `Category / ${category}` })).toBeVisible();
      });
    }

    test('every slide shows its words as text of at least 14 px, clear of the controls', async ({ page }) => {
      await openPaused(page);
      const controls = await boxesOf(carousel(page).getByRole('button'));
      expect(controls).toHaveLength(3);
      for (const index of slides.keys()) {
        if (index > 0) await showSlide(page, index, index - 1);
        const words = slide(page, index).locator('p, a').filter({ visible: true });
        await expect(slide(page, index).getByText(slides[index]!.headline)).toBeInViewport({ ratio: 1 });
        for (const part of await words.all()) {
          await expect(part).toBeInViewport({ ratio: 1 });
          const size = await part.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
          expect(size, `font size of '${await part.innerText()}'`).toBeGreaterThanOrEqual(14);
          const box = (await part.boundingBox())!;
          for (const control of controls)
            expect(overlaps(box, control), `'${await part.innerText()}' under a control`).toBe(false);
        }
      }
    });
  });
}

test('the pictures hold no words: those are on the page', async ({ page, request }) => {
  await open(page, '/');
  const sources = await carousel(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
  expect(sources).toHaveLength(5);
  for (const source of sources) expect(await (await request.get(source)).text()).not.toContain('<text');
});

/** The largest paint and the sum of layout shifts so far, once the app has had time to start. */
async function paintsAfterStart(page: Page) {
  // time for the app to start and take over the page
  await page.waitForTimeout(2500);
  return page.evaluate(
    () =>
      new Promise<{ largest: string; shift: number }>((resolve) => {
        let largest = '';
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[])
            largest = entry.url || entry.element?.tagName || '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ largest, shift }), 200);
      }),
  );
}

test('the first slide is the largest paint and nothing shifts (pre-rendered home page)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(slide(page, 0).getByRole('link', { name: 'Shop deals' })).toBeVisible();
  const { largest, shift } = await paintsAfterStart(page);
  expect(largest).toMatch(/summer-fashion[^/]*\.svg$/);
  expect(shift).toBe(0);
});

test('a home page that arrives in two pieces is not painted half read: nothing shifts', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // cut in the middle of the header, whose row grows once the cart link arrives
  const slow = await slowDocument(baseURL!, '/', 'Returns</span>');
  try {
    await page.goto(slow.origin + '/');
    await expect(slide(page, 0).getByRole('link', { name: 'Shop deals' })).toBeVisible();
    expect((await paintsAfterStart(page)).shift).toBe(0);
  } finally {
    await slow.close();
  }
});
