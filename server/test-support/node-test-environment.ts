// The shared test setup (src/test/setup.ts) clears localStorage after every test, and Node 20
// has none: node-environment tests import this first so that clean-up finds an empty one.
if (typeof globalThis.localStorage === 'undefined') {
  const empty: Storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: empty, configurable: true });
}
