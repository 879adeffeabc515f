import { Hono } from 'hono';
import { createInPageStaff } from '../adapters/in-page/in-page-staff';
import { createBackOfficeClient } from '../adapters/shop-server/back-office-client';
import type { ActivityPort } from '../ports/activity-port';
import type { BackOfficePort } from '../ports/back-office-port';
import type { CatalogAdminPort } from '../ports/catalog-admin-port';
import type { MerchantOrdersPort } from '../ports/merchant-orders-port';
import type { PhotoStorePort } from '../ports/photo-store-port';
import { COMMAND_LINE } from '../ports/staff-port';
import type { StockPort } from '../ports/stock-port';
import type { OrderSteps } from '../server/fulfilment/order-steps';
import { backOfficeRoutes, type PhotoUploads } from '../server/sell/back-office';
import { createStaffGuard, type StaffEnv } from '../server/sell/staff-guard';

/** The demo's one owner: the page starts signed in as them, and after Sign Out the sign-in page says how to come back. */
export const DEMO_OWNER = { id: 'demo-owner', email: 'owner@example.com', password: 'demo-owner' } as const;

export const DEMO_REFUSALS = {
  photos: 'The demo keeps no photos: the shop’s server re-encodes and keeps them. A product here shows its drawn picture.',
  joining: 'The demo sends no invitations, so nobody can join its staff.',
  signIn: `In this demo the owner signs in as ${DEMO_OWNER.email} with the password “${DEMO_OWNER.password}”.`,
} as const;

/** The demo keeps no photos: uploads are refused, in words the product editor shows beside its field. */
const noPhotoUploads: PhotoUploads = ({ guard }) => {
  const routes = new Hono<StaffEnv>();
  routes.post('/', guard('catalogue'), (c) => c.json({ error: DEMO_REFUSALS.photos, field: 'photos' }, 501));
  return routes;
};

/** No photo is ever kept, so a product names none. */
const noPhotos: PhotoStorePort = {
  put: () => Promise.reject(new Error(DEMO_REFUSALS.photos)),
  summary: async () => null,
  rendition: async () => null,
};

export interface DemoBackOfficeParts {
  catalog: CatalogAdminPort;
  activity: ActivityPort;
  stock: StockPort;
  orders: MerchantOrdersPort;
  /** the steps of the orders paid in the page, loaded with the back office */
  orderSteps: () => Promise<OrderSteps>;
  titleOf(productId: number): string | undefined;
  catalogChanged(): Promise<void>;
}

/**
 * The offline demo's back office (ADR-012): the server's own back-office routes, with their rules
 * and refusals, run in this page on its memory ports and answered to the same client the shop's
 * pages use, with no request leaving the page. Its one owner is signed in from the start; nothing
 * is kept past a reload, no mail is sent and no photo is taken.
 */
export async function createDemoBackOffice(parts: DemoBackOfficeParts): Promise<BackOfficePort> {
  const owner = { id: DEMO_OWNER.id, email: DEMO_OWNER.email };
  let session: { uid: string; email: string; signedIn: Date } | null = {
    uid: owner.id,
    email: owner.email,
    signedIn: new Date(),
  };
  const staff = createInPageStaff({
    endSessionsOf: (userId) => {
      if (session?.uid === userId) session = null;
    },
  });
  await staff.accept((await staff.invite(COMMAND_LINE, owner.email, 'owner')).token, owner);

  const accounts = {
    sessionOf: async () => session,
    accountOf: async (email: string) => (email.toLowerCase() === owner.email ? owner : null),
    createAccount: async () => Response.json({ message: DEMO_REFUSALS.joining, code: 'demo' }, { status: 403 }),
  };
  const originsOf = () => [location.origin];
  const guard = createStaffGuard({ sessionOf: accounts.sessionOf, staff, originsOf });
  const office = {
    ...parts,
    orderSteps: await parts.orderSteps(),
    staff,
    guard,
    photos: noPhotos,
    // an invitation is listed, never mailed: nothing leaves the page
    mailer: { send: async () => undefined, where: 'nowhere (the offline demo)', close: () => undefined },
    mailLinksTo: location.origin,
  };

  const app = new Hono();
  app.post('/api/auth/sign-in/email', async (c) => {
    const { email, password } = await c.req.json<{ email?: string; password?: string }>();
    if (email?.trim().toLowerCase() !== owner.email || password !== DEMO_OWNER.password)
      return c.json({ message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' }, 401);
    session = { uid: owner.id, email: owner.email, signedIn: new Date() };
    return c.json({ user: owner });
  });
  app.post('/api/auth/sign-out', (c) => {
    session = null;
    return c.json({ success: true });
  });
  const logger = { info: () => undefined, error: (message: string, error?: unknown) => console.error(message, error) };
  app.route('/api/sell', backOfficeRoutes(office, { accounts, originsOf, logger, photoUploads: noPhotoUploads }));

  const client = createBackOfficeClient({
    baseUrl: location.origin,
    fetch: async (input, init) => app.fetch(new Request(input, init)),
  });
  return {
    ...client,
    // signed out, the sign-in page also says who the demo's owner is
    async visitor() {
      const visitor = await client.visitor();
      return visitor.kind === 'signed-out' ? { ...visitor, message: `${visitor.message} ${DEMO_REFUSALS.signIn}` } : visitor;
    },
  };
}
