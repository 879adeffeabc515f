// A few promise wrappers over IndexedDB, enough for the browser adapters.

export function openDatabase(name: string, upgrade: (idb: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${name}`));
    request.onblocked = () => reject(new Error(`${name} is blocked by another tab`));
  });
}

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Runs `work` in one transaction and resolves with its result once the transaction commits. */
export async function inTransaction<T>(
  idb: IDBDatabase,
  storeName: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const transaction = idb.transaction(storeName, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  // both awaited together, so a failed request does not leave the transaction's rejection unhandled
  const [result] = await Promise.all([work(transaction.objectStore(storeName)), done]);
  return result;
}

/** Notifies the other tabs of this origin; a no-op where BroadcastChannel is missing. */
export function createChannel<T>(name: string) {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  return {
    post: (message: T) => channel?.postMessage(message),
    listen(listener: (message: T) => void) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent<T>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
