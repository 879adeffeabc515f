// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeRefusal, type BackOfficePort } from '../../ports/back-office-port';
import { listenWithBackOffice, PASSWORD } from '../../server/test-support/back-office';
import { builtInCatalogEntries } from '../../server/catalog/built-in-products';
import { newPayment } from '../../server/test-support/ledger-contract';
import { pictureOf } from '../../server/test-support/photo-files';
import { createBackOfficeClient } from './back-office-client';
import { createSessionAuth } from './session-auth';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

/** The back office's port as a browser of `shop` uses it, with that browser's cookies. */
const clientOf = (browser: typeof fetch) => createBackOfficeClient({ baseUrl: shop.baseUrl, fetch: browser });

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) =>
      error instanceof BackOfficeRefusal ? { status: error.status, message: error.message, field: error.field } : error,
  );

/** the number the first product added takes: the one after the built-in catalog's */
const FIRST_ADDED = builtInCatalogEntries().length + 1;

const DRAFT = {
  title: 'Walnut desk lamp',
  description: 'Warm light, solid walnut.',
  categoryId: 1,
  priceCents: 4_999,
  listPriceCents: null,
  photos: [],
  published: true,
};

describe('the back office over the shop server (adapters/shop-server/back-office-client.ts)', () => {
  it('says who visits: nobody, a shopper, or the staff with their role and rights', async () => {
    shop = await listenWithBackOffice();
    const { owner, clerk, shopper, nobody } = await shop.everyone();
    expect(await clientOf(nobody).visitor()).toEqual({ kind: 'signed-out', message: 'Please sign in to the back office.' });
    expect(await clientOf(shopper).visitor()).toEqual({ kind: 'not-staff', message: 'This account is not on the shop’s staff.' });
    expect(await clientOf(clerk).visitor()).toEqual({
      kind: 'staff',
      user: { id: clerk.id, email: 'clerk@example.com', role: 'staff', rights: ['catalogue', 'stock', 'orders', 'activity'] },
    });
    expect(await clientOf(owner).visitor()).toMatchObject({ kind: 'staff', user: { role: 'owner' } });
  });

  it('signs the staff in and out with the server’s accounts, and words a wrong password', async () => {
    shop = await listenWithBackOffice();
    await shop.joined('clerk', 'staff');
    const port = clientOf(shop.browser());
    expect(await refusalOf(port.signIn('clerk@example.com', 'not-the-password'))).toEqual({
      status: 401,
      message: 'The e-mail or the password is not right.',
      field: undefined,
    });
    await port.signIn(' clerk@example.com ', PASSWORD);
    expect((await port.visitor()).kind).toBe('staff');
    await port.signOut();
    expect((await port.visitor()).kind).toBe('signed-out');
  });

  it('tells the shop’s own pages who signed in or out in the back office, as the header shows them', async () => {
    shop = await listenWithBackOffice();
    await shop.joined('clerk', 'staff');
    const browser = shop.browser();
    const pages = createSessionAuth({ baseUrl: shop.baseUrl, fetch: browser });
    const seen: (string | null)[] = [];
    pages.onUserChanged((user) => seen.push(user?.email ?? null));
    await vi.waitFor(() => expect(seen).toEqual([null]));

    const port = clientOf(browser);
    await port.signIn('clerk@example.com', PASSWORD);
    await vi.waitFor(() => expect(seen).toEqual([null, 'clerk@example.com']));
    await port.signOut();
    await vi.waitFor(() => expect(seen).toEqual([null, 'clerk@example.com', null]));
  });

  it('adds, lists, finds and changes products and categories, refusals in the server’s words', async () => {
    shop = await listenWithBackOffice();
    const port: BackOfficePort = clientOf(await shop.joined('clerk', 'staff'));
    const added = await port.addProduct(DRAFT);
    expect(added).toMatchObject({ ...DRAFT, id: FIRST_ADDED, category: 'electronics' });
    expect(await port.product(FIRST_ADDED)).toEqual(added);
    const found = await port.products({ search: 'walnut', page: 1 });
    expect(found).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(found.entries.map((product) => product.title)).toEqual(['Walnut desk lamp']);
    expect((await port.products({ page: 1 })).total).toBe(FIRST_ADDED);
    const hidden = await port.changeProduct(FIRST_ADDED, { published: false });
    expect(hidden.published).toBe(false);
    expect((await port.products({ state: 'hidden', page: 1 })).entries.map((product) => product.id)).toEqual([FIRST_ADDED]);
    await port.setOnHand(FIRST_ADDED, 0);
    expect((await port.products({ stock: 'sold-out', page: 1 })).entries.map((product) => product.id)).toEqual([FIRST_ADDED]);

    const lamps = await port.addCategory('Lamps');
    expect(await port.renameCategory(lamps.id, 'Lighting')).toEqual({ id: lamps.id, name: 'Lighting', products: 0 });
    expect((await port.categories()).map((category) => category.name)).toContain('Lighting');

    expect(await refusalOf(port.addCategory('Lighting'))).toEqual({
      status: 409,
      message: 'There is already a category named Lighting.',
      field: 'name',
    });
    expect(await refusalOf(port.product(99))).toEqual({ status: 404, message: 'No product with id 99.', field: 'id' });
    expect(await refusalOf(port.changeProduct(FIRST_ADDED, { title: ' ' }))).toMatchObject({
      status: 400,
      message: 'Title must be 1 to 200 characters.',
    });
  });

  it('sends a photo’s bytes and gives the address a product takes; a file that is no photo is refused by name', async () => {
    shop = await listenWithBackOffice();
    const port = clientOf(await shop.joined('clerk', 'staff'));
    const png = await pictureOf(600, 400).png().toBuffer();
    const photo = await port.uploadPhoto(new Blob([png], { type: 'image/png' }));
    expect(photo).toEqual({ image: expect.stringMatching(/^\/photos\/[0-9a-f]{64}-500\.webp$/), width: 600, height: 400 });
    expect((await port.addProduct({ ...DRAFT, photos: [photo.image] })).photos).toEqual([photo.image]);
    // a file past 10 MB is refused before anything is sent
    let requests = 0;
    const clerk = await shop.joined('counted', 'staff');
    const counted = clientOf(async (input, init) => {
      requests += 1;
      return clerk(input, init);
    });
    expect(await refusalOf(counted.uploadPhoto(new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'image/jpeg' })))).toEqual({
      status: 413,
      message: 'A photo may be at most 10 MB: this one is 20.0 MB.',
      field: undefined,
    });
    expect(requests).toBe(0);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/jpeg' });
    expect(await refusalOf(port.uploadPhoto(svg))).toEqual({
      status: 415,
      message: 'Photos must be JPEG, PNG, WebP or AVIF: this file is SVG.',
      field: undefined,
    });
  });

  it('sets and adds stock, and lists the paid orders with who paid', async () => {
    shop = await listenWithBackOffice();
    const port = clientOf(await shop.joined('clerk', 'staff'));
    const title = builtInCatalogEntries()[2]!.product.title;
    expect(await port.setOnHand(3, 5)).toEqual({ productId: 3, title, onHand: 5, held: 0, left: 5, sold: 0 });
    expect(await port.addArrival(3, 2)).toEqual({ productId: 3, title, onHand: 7, held: 0, left: 7, sold: 0 });
    expect((await port.stock({ page: 1 })).entries).toContainEqual({ productId: 3, title, onHand: 7, held: 0, left: 7, sold: 0 });
    expect(await port.stock({ search: ` ${title.split(' ')[0]!.toUpperCase()} `, page: 1 })).toEqual({
      entries: [{ productId: 3, title, onHand: 7, held: 0, left: 7, sold: 0 }],
      total: 1,
      page: 1,
      pages: 1,
    });
    expect(await refusalOf(port.setOnHand(3, -1))).toMatchObject({
      status: 400,
      message: 'On hand must be a whole number from 0 to 1,000,000.',
    });

    const payment = await shop.ledger.record(newPayment({ shopper: { uid: 'ann', email: 'ann@example.com' } }));
    await shop.ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
    const orders = await port.orders({ search: 'ANN@', page: 1 });
    expect(orders).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(orders.entries[0]).toMatchObject({ id: payment.intentId, email: 'ann@example.com', paymentId: payment.intentId });
    expect((await port.orders({ search: 'bob', page: 1 })).total).toBe(0);
  });

  it('lets an owner invite, change and remove staff, and shows every change in the activity', async () => {
    shop = await listenWithBackOffice();
    const owner = clientOf(await shop.joined('owner', 'owner'));
    await owner.invite(' New@Example.com ', 'staff');
    const { invitations } = await owner.staff();
    expect(invitations).toEqual([expect.objectContaining({ email: 'new@example.com', role: 'staff' })]);

    const clerkBrowser = await shop.joined('clerk', 'staff');
    expect(await owner.changeRole(clerkBrowser.id, 'owner')).toEqual({
      id: clerkBrowser.id,
      email: 'clerk@example.com',
      role: 'owner',
    });
    expect(await owner.removeStaff(clerkBrowser.id)).toMatchObject({ email: 'clerk@example.com', role: 'owner' });
    expect((await owner.staff()).staff.map((person) => person.email)).toEqual(['owner@example.com']);
    const me = await owner.visitor();
    if (me.kind !== 'staff') throw new Error('the owner is staff');
    expect(await refusalOf(owner.changeRole(me.user.id, 'staff'))).toMatchObject({
      status: 409,
      message: 'The shop needs an owner: make someone else an owner first.',
    });
    expect(await refusalOf(clientOf(clerkBrowser).stock({ page: 1 }))).toMatchObject({ status: 401 });

    const { entries, next } = await owner.activity();
    expect(next).toBeNull();
    expect(entries.map((entry) => `${entry.subject} ${entry.action}`).slice(0, 3)).toEqual([
      'staff removed',
      'staff role changed',
      'staff joined',
    ]);
  });

  it('accepts an invitation’s link with a password, signing the new person in', async () => {
    shop = await listenWithBackOffice();
    await clientOf(await shop.joined('owner', 'owner')).invite('nina@example.com', 'staff');
    const port = clientOf(shop.browser());
    expect(await refusalOf(port.acceptInvitation('x'.repeat(30), PASSWORD))).toMatchObject({ status: 410 });
    expect(await port.acceptInvitation(shop.tokenMailedTo('nina@example.com'), PASSWORD)).toMatchObject({
      email: 'nina@example.com',
      role: 'staff',
    });
    expect(await port.visitor()).toMatchObject({ kind: 'staff', user: { email: 'nina@example.com' } });
  });
});
