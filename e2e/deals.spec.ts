import { expect, test, type Locator } from '@playwright/test';
import { cards, expectCartLinkCount, fillCard, open, orderCards, payNow, signUp, addProduct } from './support/shop';

// ADR-022: a product on a deal shows its list price struck through and what it saves, and is
// charged at its deal price; the hero's 'Up to 40% off' leads to those deals.
const dress = { id: 21, title: "Women's Floral Wrap Midi Dress with Short Sleeves" };

async function expectDeal(where: Locator) {
  await expect(where.getByText('$42.99', { exact: true }).first()).toBeVisible();
  await expect(where.getByText('List: $71.65')).toBeVisible();
  await expect(where.locator('s')).toHaveText('$71.65');
  await expect(where.getByText('Save $28.66 (40%)')).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the hero's 'Up to 40% off' leads to the deals, shown on the card and the product page", async ({ page }) => {
      await open(page, '/');
      const slide = page.getByRole('group', { name: '1 of 5' });
      await expect(slide.getByText('Up to 40% off')).toBeAttached();
      await expect(slide.locator('a')).toHaveAttribute('href', `/category/${encodeURIComponent("women's clothing")}`);

      await open(page, `/category/${encodeURIComponent("women's clothing")}`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: dress.title }) });
      await expectDeal(card);

      await card.getByRole('link', { name: dress.title }).click();
      await expect(page.getByRole('heading', { name: dress.title, level: 1 })).toBeVisible();
      await expectDeal(page.getByRole('complementary', { name: 'Buy box' }));
    });

    test('a product on a deal is charged at its deal price', async ({ page }) => {
      await signUp(page);
      await addProduct(page, dress.id);
      await expectCartLinkCount(page, 1);
      await open(page, '/Payment');
      await fillCard(page, { number: cards.succeeds });
      await payNow(page).click();
      await expect(page).toHaveURL(/\/Orders/, { timeout: 15_000 });
      const order = orderCards(page).first();
      await expect(order.getByText('$42.99', { exact: true })).toBeVisible();
      await expect(order.getByText('$42.99 × 1')).toBeVisible();
    });
  });
}
