import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../../../server/catalog/built-in-products';
import { listenWithBackOffice, PASSWORD } from '../../../server/test-support/back-office';
import { pictureOf } from '../../../server/test-support/photo-files';
import { openBackOffice as openShopBackOffice } from '../../test/back-office-page';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

/** The shop at `url` with its back office on this test's server, for `browser` (nobody by default). */
const openBackOffice = (url: string, browser: typeof fetch = shop.browser()) => openShopBackOffice(url, shop.baseUrl, browser);

const LONG = { timeout: 5000 };
const BUILT_IN = builtInCatalogEntries().length;

describe('the back office at /sell (ADR-048)', () => {
  it('is where the header’s "Sell" leads', async () => {
    shop = await listenWithBackOffice();
    const { screen } = await openBackOffice('/');
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/sell');
  });

  it('asks to sign in, then shows an owner every section', async () => {
    shop = await listenWithBackOffice();
    await shop.joined('owner', 'owner');
    const { screen, user } = await openBackOffice('/sell');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Please sign in to the back office.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail or the password is not right.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Products', 'Stock', 'Orders', 'Staff', 'Activity']);
    expect(within(sections).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('link', {
        name: 'Northwind Wireless Over-Ear Headphones with Active Noise Cancelling, 40-Hour Battery',
      }),
    ).toHaveAttribute('href', '/sell/products/2');
    expect(screen.getByText(`Page 1 of 1 (${BUILT_IN} products)`)).toBeInTheDocument();
    await shop.stock.set(7, 0);
    await user.selectOptions(screen.getByLabelText('Stock'), 'Sold out');
    expect(await screen.findByText('Page 1 of 1 (1 product)')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('tells a shopper it is not theirs', async () => {
    shop = await listenWithBackOffice();
    const { screen } = await openBackOffice('/sell', await shop.shopper('sam'));
    expect(await screen.findByText('This account is not on the shop’s staff.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
  });

  it('keeps the staff page from staff who are not owners', async () => {
    shop = await listenWithBackOffice();
    const { screen } = await openBackOffice('/sell/staff', await shop.joined('clerk', 'staff'));
    expect(await screen.findByText('Only an owner manages the staff. Please ask an owner.', {}, LONG)).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(sections).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('adds a product with a photo, a price and 3 in stock, which shoppers are then shown', async () => {
    shop = await listenWithBackOffice();
    const { screen, user, router } = await openBackOffice('/sell/products/new', await shop.joined('owner', 'owner'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a product' }, LONG)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Walnut desk lamp');
    await user.type(screen.getByLabelText('Price'), '49.99');
    await user.type(screen.getByLabelText('List price'), '59.99');
    await user.selectOptions(screen.getByLabelText('Category'), 'electronics');
    await user.type(screen.getByLabelText('Description'), 'Warm light, solid walnut.');
    await user.type(screen.getByLabelText('In stock'), '3');
    const png = await pictureOf(600, 400).png().toBuffer();
    await user.upload(screen.getByLabelText('Add photos'), new File([png], 'lamp.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Number 1, shown on every shopper page' }, LONG)).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/photos\/[0-9a-f]{64}-500\.webp$/),
    );
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByRole('heading', { level: 1, name: `Edit product ${BUILT_IN + 1}` }, LONG)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/sell/products/${BUILT_IN + 1}`);
    expect(screen.getByLabelText('In stock')).toHaveValue('3');
    expect(await screen.findByText('On hand: 3; held for checkouts: 0; left to sell: 3; sold: 0')).toBeInTheDocument();
    const shown = shop.shoppersCatalog.byId(BUILT_IN + 1);
    expect(shown).toMatchObject({ title: 'Walnut desk lamp', price: 49.99, listPrice: 59.99, category: 'electronics' });
    expect(await shop.stock.levelsOf([BUILT_IN + 1])).toEqual(new Map([[BUILT_IN + 1, 3]]));
  });

  it('names the field at fault, moves the focus to it and sends nothing; a refused photo is said in the server’s words', async () => {
    shop = await listenWithBackOffice();
    const { screen, user } = await openBackOffice('/sell/products/new', await shop.joined('owner', 'owner'));
    await screen.findByRole('heading', { level: 1, name: 'Add a product' }, LONG);
    await user.type(screen.getByLabelText('Price'), 'ten dollars');
    await user.selectOptions(screen.getByLabelText('Category'), 'jewelery');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const price = screen.getByLabelText('Price');
    expect(price).toHaveFocus();
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Price must be from $0.01 to $1,000,000.'));

    await user.clear(price);
    await user.type(price, '10');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('Title must be 1 to 200 characters.')).toBeInTheDocument();
    // nothing was sent: no product on record
    expect((await shop.recorded()).filter((entry) => entry.subject === 'product')).toEqual([]);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'lamp.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add photos'), svg);
    expect(await screen.findByText('Photos must be JPEG, PNG, WebP or AVIF: this file is SVG.', {}, LONG)).toBeInTheDocument();
  });

  it('sets the stock, lists the orders, shows the activity', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    const { screen, user } = await openBackOffice('/sell/stock', clerk);
    await user.type(await screen.findByLabelText('Product number', {}, LONG), '4');
    await user.type(screen.getByLabelText('Units'), '12');
    await user.click(screen.getByRole('button', { name: 'Set on hand' }));
    // named by its title, its number beside it
    const { title } = builtInCatalogEntries()[3]!.product;
    expect(await screen.findByText(`${title}: 12 on hand, 0 held, 12 left to sell.`)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: new RegExp(`^${title}`) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`${title} (no. 4)`, '12', '0', '12', '0']);
    await user.click(screen.getByRole('button', { name: 'Add arrival' }));
    expect(await screen.findByText(`${title}: 24 on hand, 0 held, 24 left to sell.`)).toBeInTheDocument();
    // found by words of its title, 50 a page
    const search = screen.getByRole('search', { name: 'Stocked products' });
    await user.type(within(search).getByLabelText('Product number or title'), 'no such lamp');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No stocked product matches.')).toBeInTheDocument();
    await user.clear(within(search).getByLabelText('Product number or title'));
    await user.type(within(search).getByLabelText('Product number or title'), title.split(' ')[0]!);
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Page 1 of 1 (1 product)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: new RegExp(`^${title}`) })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No paid order matches.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Activity' }));
    expect(await screen.findByText('stock 4: arrived')).toBeInTheDocument();
    expect(screen.getByText('stock 4: counted')).toBeInTheDocument();
    expect(screen.getAllByText('clerk@example.com').length).toBeGreaterThan(1);
  });

  it('lets an owner invite someone and change a role; the last owner stays', async () => {
    shop = await listenWithBackOffice();
    const { screen, user } = await openBackOffice('/sell/staff', await shop.joined('owner', 'owner'));
    await user.type(await screen.findByLabelText('E-mail', {}, LONG), 'nina@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('An invitation is on its way to nina@example.com: its link works once, within 24 hours.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^nina@example.com, staff, good until/)).toBeInTheDocument();
    expect(shop.tokenMailedTo('nina@example.com')).toMatch(/^[\w-]{20,}$/);

    await user.selectOptions(screen.getByLabelText('Role of owner@example.com'), 'staff');
    expect(await screen.findByText('The shop needs an owner: make someone else an owner first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Role of owner@example.com')).toHaveValue('owner'));
  });

  it('welcomes an invited person: their password set, they are signed in to the products', async () => {
    shop = await listenWithBackOffice();
    const owner = await shop.joined('owner', 'owner');
    await shop.send(owner, 'POST', '/api/sell/staff/invitations', { email: 'nina@example.com', role: 'staff' });
    const { screen, user } = await openBackOffice(`/sell/welcome?token=${shop.tokenMailedTo('nina@example.com')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the shop’s staff' }, LONG)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('nina@example.com (staff)')).toBeInTheDocument();
  });
});
