import { describe, expect, it } from 'vitest';
import { authContract } from '../../test-doubles/contracts/auth-contract';
import { basketStorageContract } from '../../test-doubles/contracts/basket-storage-contract';
import { ordersContract, makeOrder } from '../../test-doubles/contracts/orders-contract';
import { createIndexedDbAuth } from './indexeddb-auth';
import { createIndexedDbOrders } from './indexeddb-orders';
import { createLocalBasketStorage } from './local-basket-storage';

const uniqueName = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

basketStorageContract('localStorage adapter', () => {
  localStorage.clear();
  return {
    storage: createLocalBasketStorage(localStorage, () => undefined),
    // another tab writes the key; the browser tells this tab with a 'storage' event
    changeElsewhere(uid, basket) {
      const key = `basket_${uid}`;
      const newValue = JSON.stringify(basket);
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    },
  };
});
authContract('IndexedDB adapter', () => createIndexedDbAuth({ databaseName: uniqueName('accounts'), iterations: 1000 }));
ordersContract('IndexedDB adapter', () => ({ orders: createIndexedDbOrders({ databaseName: uniqueName('orders') }), uid: 'u1' }));

describe('IndexedDB auth adapter', () => {
  it('keeps the account and the session across a reload (a new adapter on the same database)', async () => {
    const databaseName = uniqueName('accounts');
    const first = createIndexedDbAuth({ databaseName, iterations: 1000 });
    const user = await first.signUp('Reload@Example.com', 'secret-pass');
    const afterReload = createIndexedDbAuth({ databaseName, iterations: 1000 });
    const seen = await new Promise((resolve) => afterReload.onUserChanged(resolve));
    expect(seen).toEqual(user);
    expect(user.email).toBe('reload@example.com');
  });

  it('stores only a salted PBKDF2 hash, never the password', async () => {
    const databaseName = uniqueName('accounts');
    await createIndexedDbAuth({ databaseName, iterations: 1000 }).signUp('hash@example.com', 'my-secret-words');
    const records = await new Promise<unknown[]>((resolve) => {
      const open = indexedDB.open(databaseName);
      open.onsuccess = () => {
        const request = open.result.transaction('accounts').objectStore('accounts').getAll();
        request.onsuccess = () => resolve(request.result);
      };
    });
    const text = JSON.stringify(records);
    expect(text).not.toContain('my-secret-words');
    expect(records[0]).toMatchObject({
      email: 'hash@example.com',
      iterations: 1000,
      salt: expect.any(String),
      hash: expect.any(String),
    });
  });

  it('strengthens a hash made with fewer rounds at the next sign-in, and still signs in after', async () => {
    const databaseName = uniqueName('accounts');
    await createIndexedDbAuth({ databaseName, iterations: 1000 }).signUp('older@example.com', 'old-enough');
    const stronger = createIndexedDbAuth({ databaseName, iterations: 2000 });
    const user = await stronger.signIn('older@example.com', 'old-enough');
    const records = await new Promise<{ iterations: number }[]>((resolve) => {
      const open = indexedDB.open(databaseName);
      open.onsuccess = () => {
        const request = open.result.transaction('accounts').objectStore('accounts').getAll();
        request.onsuccess = () => resolve(request.result);
      };
    });
    expect(records).toMatchObject([{ email: 'older@example.com', uid: user.uid, iterations: 2000 }]);
    await stronger.signOut();
    expect(await stronger.signIn('older@example.com', 'old-enough')).toEqual(user);
    await expect(stronger.signIn('older@example.com', 'wrong-pass')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('gives two accounts with the same password different hashes (salted)', async () => {
    const databaseName = uniqueName('accounts');
    const auth = createIndexedDbAuth({ databaseName, iterations: 1000 });
    await auth.signUp('a@example.com', 'same-pass');
    await auth.signUp('b@example.com', 'same-pass');
    const records = await new Promise<{ hash: string }[]>((resolve) => {
      const open = indexedDB.open(databaseName);
      open.onsuccess = () => {
        const request = open.result.transaction('accounts').objectStore('accounts').getAll();
        request.onsuccess = () => resolve(request.result);
      };
    });
    expect(records[0]!.hash).not.toBe(records[1]!.hash);
  });
});

describe('IndexedDB orders adapter', () => {
  it('shows an order saved in another tab (another adapter on the same database) live', async () => {
    const databaseName = uniqueName('orders');
    const thisTab = createIndexedDbOrders({ databaseName });
    const otherTab = createIndexedDbOrders({ databaseName });
    const seen = new Promise<string[]>((resolve) => {
      thisTab.watchOrders(
        'u1',
        (orders) => orders.length > 0 && resolve(orders.map((o) => o.id)),
        () => undefined,
      );
    });
    await otherTab.saveOrder('u1', makeOrder('pi_other_tab', 1_700_000_000));
    expect(await seen).toEqual(['pi_other_tab']);
  });

  it('keeps users apart', async () => {
    const orders = createIndexedDbOrders({ databaseName: uniqueName('orders') });
    await orders.saveOrder('u1', makeOrder('pi_u1', 1_700_000_000));
    const list = await new Promise((resolve) => orders.watchOrders('u2', resolve, () => undefined));
    expect(list).toEqual([]);
  });
});
