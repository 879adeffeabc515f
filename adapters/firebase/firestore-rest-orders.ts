import type { Order } from '../../ports/entities';
import { OrdersError } from '../../ports/errors';
import { toOrder } from '../../ports/order-shape';

/**
 * The light first read of /Orders (ADR-024): the shopper's orders, newest first, from Firestore's
 * REST API with the shopper's ID token, a few hundred bytes of code instead of the Firestore SDK.
 * The token signs the request, so firestore.rules decide as they do for the SDK: a user reads only
 * their own orders.
 */
export interface RestOrdersOptions {
  projectId: string;
  /** the Firestore emulator, when the app uses it */
  emulator?: { host: string; port: number };
  fetch?: typeof fetch;
  /** a read that has not answered by then fails, and the live subscription takes over (default 8 s) */
  timeoutMs?: number;
}

/** A Firestore REST value (google.firestore.v1.Value): one of these keys is set. */
interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A REST value as the SDK gives it: integers as numbers, maps as plain objects. */
function plain(value: RestValue): unknown {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue) return plainFields(value.mapValue.fields);
  return null;
}

const plainFields = (fields: Record<string, RestValue> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));

/** The same query as the live subscription: users/{uid}/orders by `created`, newest first. */
const newestFirst = {
  structuredQuery: {
    from: [{ collectionId: 'orders' }],
    orderBy: [{ field: { fieldPath: 'created' }, direction: 'DESCENDING' }],
  },
};

export function createRestOrdersRead({ projectId, emulator, fetch: send = fetch, timeoutMs = 8000 }: RestOrdersOptions) {
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  const documents = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;

  /** Throws OrdersError when the store refuses (an expired token, another user's orders) or is out of reach. */
  return async function readOrders(uid: string, idToken: string): Promise<Order[]> {
    let response: Response;
    try {
      response = await send(`${documents}/users/${encodeURIComponent(uid)}:runQuery`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(newestFirst),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new OrdersError(`Could not read the orders: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok) throw new OrdersError(`Could not read the orders: the store answered ${response.status}`);
    const results = (await response.json()) as { document?: RestDocument }[];
    return results.flatMap(({ document }) =>
      document ? [toOrder(document.name.slice(document.name.lastIndexOf('/') + 1), plainFields(document.fields))] : [],
    );
  };
}
