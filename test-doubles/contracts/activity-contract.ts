import { describe, expect, it } from 'vitest';
import type { ActivityChange, ActivityPort } from '../../ports/activity-port';

const owner = { id: 'user-1', email: 'owner@example.com' };
const change = (subjectId: string, action = 'created'): ActivityChange => ({
  actor: owner,
  subject: 'product',
  subjectId,
  action,
  before: null,
  after: { title: `Product ${subjectId}`, price: 1999 },
});

/** What every ActivityPort promises: the memory double, the SQL file and PostgreSQL. */
export function activityContract(name: string, open: () => Promise<{ activity: ActivityPort; close(): Promise<void> }>) {
  describe(`ActivityPort contract: ${name}`, () => {
    it('gives back each change as recorded, newest first, with when it was recorded', async () => {
      const { activity, close } = await open();
      try {
        const before = Date.now();
        await activity.record(change('1'));
        await activity.record({ ...change('1', 'price changed'), before: { price: 1999 }, after: { price: 2499 } });
        const [newest, oldest] = await activity.list({ limit: 10 });
        expect(newest).toMatchObject({ actor: owner, subject: 'product', subjectId: '1', action: 'price changed' });
        expect(newest!.before).toEqual({ price: 1999 });
        expect(newest!.after).toEqual({ price: 2499 });
        expect(oldest).toMatchObject({ action: 'created', before: null });
        expect(newest!.id).toBeGreaterThan(oldest!.id);
        expect(Date.parse(newest!.at)).toBeGreaterThanOrEqual(before - 1000);
      } finally {
        await close();
      }
    });

    it('reads a page at a time, each after the last one read', async () => {
      const { activity, close } = await open();
      try {
        for (const id of ['1', '2', '3', '4', '5']) await activity.record(change(id));
        const first = await activity.list({ limit: 2 });
        expect(first.map((entry) => entry.subjectId)).toEqual(['5', '4']);
        const second = await activity.list({ limit: 2, before: first.at(-1)!.id });
        expect(second.map((entry) => entry.subjectId)).toEqual(['3', '2']);
        const last = await activity.list({ limit: 2, before: second.at(-1)!.id });
        expect(last.map((entry) => entry.subjectId)).toEqual(['1']);
      } finally {
        await close();
      }
    });

    it('keeps what was recorded, whatever the caller does with its object afterwards', async () => {
      const { activity, close } = await open();
      try {
        const recorded = change('7');
        await activity.record(recorded);
        (recorded.after as { price: number }).price = 1;
        const [entry] = await activity.list({ limit: 1 });
        expect(entry!.after).toEqual({ title: 'Product 7', price: 1999 });
      } finally {
        await close();
      }
    });
  });
}
