import type { Kysely } from 'kysely';
import type { ActivityChange, ActivityEntry, ActivityPort, ActivitySubject } from '../../ports/activity-port';
import type { Store } from '../store/open-store';
import type { StoreTables } from '../store/schema';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * Appends one change to the activity record inside the caller's transaction (ADR-047): a change and
 * its record are written together or not at all.
 */
export async function recordActivity(kysely: Kysely<StoreTables>, change: ActivityChange, at: Date = new Date()): Promise<void> {
  await kysely
    .insertInto('activity')
    .values({
      at: at.toISOString(),
      actor_id: change.actor.id,
      actor_email: change.actor.email,
      subject: change.subject,
      subject_id: change.subjectId,
      action: change.action,
      before_json: json(change.before),
      after_json: json(change.after),
    })
    .execute();
}

/** The activity record in the store (ADR-047): append only, read newest first. */
export function createSqlActivity(store: Store, now: () => Date = () => new Date()): ActivityPort {
  return {
    record: (change) => store.reach(() => recordActivity(store.kysely, change, now())),
    list: ({ limit, before }) =>
      store.reach(async () => {
        let query = store.kysely.selectFrom('activity').selectAll().orderBy('id', 'desc').limit(limit);
        if (before !== undefined) query = query.where('id', '<', before);
        return (await query.execute()).map((row): ActivityEntry => ({
          id: Number(row.id),
          at: row.at,
          actor: { id: row.actor_id, email: row.actor_email },
          subject: row.subject as ActivitySubject,
          subjectId: row.subject_id,
          action: row.action,
          before: parsed(row.before_json),
          after: parsed(row.after_json),
        }));
      }),
  };
}
