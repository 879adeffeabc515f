import type { ActivityEntry, ActivityPort } from '../../ports/activity-port';

/** The activity record in memory: the double of tests and of the offline demo's back office. */
export function createInPageActivity(now: () => Date = () => new Date()): ActivityPort & { entries(): ActivityEntry[] } {
  const entries: ActivityEntry[] = [];
  return {
    async record(change) {
      // kept as recorded: a caller changing its object afterwards changes nothing here
      entries.push(structuredClone({ ...change, id: entries.length + 1, at: now().toISOString() }));
    },
    async list({ limit, before }) {
      const older = before === undefined ? entries : entries.filter((entry) => entry.id < before);
      return structuredClone(older.slice(-limit).reverse());
    },
    /** everything recorded, oldest first, for a test's assertions */
    entries: () => structuredClone(entries),
  };
}
