import type * as z from 'zod/mini';
import { readAs } from '../../api/problem';
import { photoAnswerSchema } from '../../api/photos';
import {
  activityPageSchema,
  categoryListSchema,
  categorySchema,
  keptProductSchema,
  orderHistorySchema,
  orderPageSchema,
  productPageSchema,
  refusalSchema,
  stockFiguresSchema,
  stockPageSchema,
} from '../../api/sell-answers';
import { meAnswerSchema, staffListAnswerSchema, staffUserSchema } from '../../api/staff';
import { BackOfficeRefusal, type BackOfficePort } from '../../ports/back-office-port';
import type { OrderStep } from '../../ports/order-life';
import { MAX_PHOTO_BYTES, tooLargeWords } from '../../ports/photo-names';
import { shopServerCall, type Answer } from './shop-server';
import { userOf } from './session-answers';
import { announceSessionChange } from './session-channel';

/** Where each step of an order's life is sent (docs/api.md, "Back office: an order's steps"). */
const STEP_PATHS: Record<OrderStep['kind'], string> = {
  shipped: 'shipment',
  delivered: 'delivery',
  cancelled: 'cancellation',
  refunded: 'refunds',
  note: 'notes',
};

/** What a refusal says when the server gave no words of its own (a proxy's page, a fault). */
const FAULT = 'The shop could not do this just now. Please try again.';

function refusalOf({ status, body }: Answer): BackOfficeRefusal {
  const read = readAs(refusalSchema, body);
  if (!read.ok) return new BackOfficeRefusal(FAULT, status);
  return new BackOfficeRefusal(read.value.error, status, read.value.field, read.value.code);
}

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The back office's requests to the shop's server (docs/api.md, "Back office"): the staff's session
 * is the accounts' cookie, on this page's own origin. Every answer is read through its schema.
 */
export function createBackOfficeClient({ baseUrl, fetch }: { baseUrl: string; fetch?: typeof globalThis.fetch }): BackOfficePort {
  const call = shopServerCall({ baseUrl, fetch });

  /** The answer as `schema` reads it; a refusal (any status but 200 and 201) thrown in the server's words. */
  async function ask<T>(schema: z.ZodMiniType<T>, path: string, init: RequestInit = {}): Promise<T> {
    const answer = await call(path, init);
    if (answer.status !== 200 && answer.status !== 201) throw refusalOf(answer);
    const read = readAs(schema, answer.body);
    if (!read.ok) throw new BackOfficeRefusal(FAULT, 502);
    return read.value;
  }
  const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

  return {
    async visitor() {
      const answer = await call('/api/sell/me');
      if (answer.status === 200) {
        const read = readAs(meAnswerSchema, answer.body);
        if (!read.ok) throw new BackOfficeRefusal(FAULT, 502);
        return { kind: 'staff', user: read.value };
      }
      const refusal = refusalOf(answer);
      if (answer.status === 401) return { kind: 'signed-out', message: refusal.message };
      if (answer.status === 403) return { kind: 'not-staff', message: refusal.message };
      throw refusal;
    },
    async signIn(email, password) {
      const answer = await call('/api/auth/sign-in/email', send('POST', { email: email.trim(), password }));
      if (answer.status === 200) return announceSessionChange(userOf(answer.body));
      // the accounts' own words (a wait after too many tries), where they give any
      const { message, error } = (answer.body ?? {}) as { message?: unknown; error?: unknown };
      const words = [message, error].find((text): text is string => typeof text === 'string' && text !== '');
      throw new BackOfficeRefusal(
        answer.status === 401 ? 'The e-mail or the password is not right.' : (words ?? FAULT),
        answer.status,
      );
    },
    async signOut() {
      const answer = await call('/api/auth/sign-out', send('POST', {}));
      if (answer.status !== 200) throw refusalOf(answer);
      announceSessionChange(null);
    },
    async acceptInvitation(token, password) {
      const joined = await ask(staffUserSchema, '/api/sell/welcome', send('POST', { token, password }));
      // the welcome signs the new member in
      announceSessionChange({ uid: joined.id, email: joined.email });
      return joined;
    },

    products: async ({ search, categoryId, state, stock, page }) => {
      const { products, ...where } = await ask(
        productPageSchema,
        `/api/sell/products${query({ search: search?.trim(), category: categoryId, state, stock, page })}`,
      );
      return { entries: products, ...where };
    },
    product: (id) => ask(keptProductSchema, `/api/sell/products/${id}`),
    addProduct: (draft) => ask(keptProductSchema, '/api/sell/products', send('POST', draft)),
    changeProduct: (id, changes) => ask(keptProductSchema, `/api/sell/products/${id}`, send('PATCH', changes)),
    categories: async () => (await ask(categoryListSchema, '/api/sell/categories')).categories,
    addCategory: (name) => ask(categorySchema, '/api/sell/categories', send('POST', { name })),
    renameCategory: (id, name) => ask(categorySchema, `/api/sell/categories/${id}`, send('PATCH', { name })),
    async uploadPhoto(file) {
      // not sent at all: the server would refuse it unread and close the connection mid-upload
      if (file.size > MAX_PHOTO_BYTES) throw new BackOfficeRefusal(tooLargeWords(file.size), 413, undefined, 'photo_too_large');
      // the bytes as they are: the server reads what the file is from them, never from its name
      const { image, width, height } = await ask(photoAnswerSchema, '/api/sell/photos', {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      });
      return { image, width, height };
    },

    stock: async ({ search, page }) => {
      const { stock, ...where } = await ask(stockPageSchema, `/api/sell/stock${query({ search: search?.trim(), page })}`);
      return { entries: stock, ...where };
    },
    setOnHand: (productId, onHand) => ask(stockFiguresSchema, `/api/sell/stock/${productId}`, send('PUT', { onHand })),
    addArrival: (productId, arrived) =>
      ask(stockFiguresSchema, `/api/sell/stock/${productId}/arrivals`, send('POST', { arrived })),

    orders: async ({ search, page }) => {
      const { orders, ...where } = await ask(orderPageSchema, `/api/sell/orders${query({ search: search?.trim(), page })}`);
      return { entries: orders, ...where };
    },

    orderHistory: (orderId) => ask(orderHistorySchema, `/api/sell/orders/${encodeURIComponent(orderId)}/steps`),
    takeOrderStep(orderId, step) {
      const { kind, ...fields } = step;
      return ask(orderHistorySchema, `/api/sell/orders/${encodeURIComponent(orderId)}/${STEP_PATHS[kind]}`, send('POST', fields));
    },

    staff: () => ask(staffListAnswerSchema, '/api/sell/staff'),
    async invite(email, role) {
      const answer = await call('/api/sell/staff/invitations', send('POST', { email: email.trim(), role }));
      if (answer.status !== 201) throw refusalOf(answer);
    },
    changeRole: (id, role) => ask(staffUserSchema, `/api/sell/staff/${encodeURIComponent(id)}`, send('PATCH', { role })),
    removeStaff: (id) => ask(staffUserSchema, `/api/sell/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),

    activity: (before) => ask(activityPageSchema, `/api/sell/activity${query({ before })}`),
  };
}
