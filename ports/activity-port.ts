import type { StaffUser } from './staff-role';

/** what a back-office change was made to */
export type ActivitySubject = 'product' | 'category' | 'photo' | 'stock' | 'staff' | 'order';

/** One change made in the back office, as it is recorded: who, to what, and the state before and after. */
export interface ActivityChange {
  actor: Pick<StaffUser, 'id' | 'email'>;
  subject: ActivitySubject;
  /** the changed thing's id, as text: a product's number, a person's id, an order's id */
  subjectId: string;
  /** what was done, in a word or two: "created", "price changed", "hidden", "invited", "removed" */
  action: string;
  /** the thing as it was (null for something new) and as it is now (null for something removed) */
  before: unknown;
  after: unknown;
}

export interface ActivityEntry extends ActivityChange {
  /** ascending in the order changes were recorded */
  id: number;
  /** ISO 8601, set by whoever keeps the record, never by the caller */
  at: string;
}

/**
 * The activity record: append only. Nothing in the shop edits or deletes an entry; the back office
 * shows them newest first, a page at a time.
 */
export interface ActivityPort {
  record(change: ActivityChange): Promise<void>;
  /** newest first; `before` an entry id to read the page after it */
  list(options: { limit: number; before?: number }): Promise<ActivityEntry[]>;
}
