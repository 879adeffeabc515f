import type { BasketLine } from './entities';
import type { Unsubscribe } from './auth-port';

/** The basket a page drawn by the server shows, at the version the server kept it at (ADR-036). */
export interface ShownBasket {
  lines: BasketLine[];
  version: number;
}

export interface BasketStoragePort {
  /**
   * The basket stored for the user; [] when none, unreadable or corrupted (never throws). `shown`:
   * the server's basket as this page was drawn with it; an adapter that syncs with the server
   * starts from it instead of reading it again.
   */
  load(uid: string, shown?: ShownBasket): BasketLine[];
  /** Never throws: a failed save is logged. */
  save(uid: string, basket: BasketLine[]): void;
  clear(uid: string): void;
  /** Called when the stored basket of a user changes elsewhere (another tab). */
  onExternalChange(listener: (uid: string, basket: BasketLine[]) => void): Unsubscribe;
}
