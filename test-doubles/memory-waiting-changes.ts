import type { WaitingChange, WaitingChangesPort } from '../ports/basket-storage-port';

/** The waiting changes in memory: one per test, or one shared by the "pages" of a test's tab. */
export function createMemoryWaitingChanges(): WaitingChangesPort {
  let waiting: WaitingChange[] = [];
  return {
    read: () => structuredClone(waiting),
    add: (changes) => void (waiting = [...waiting, ...structuredClone(changes)]),
    drop: (uid, ids) => void (waiting = waiting.filter((change) => change.uid !== uid || !ids.includes(change.id))),
  };
}
