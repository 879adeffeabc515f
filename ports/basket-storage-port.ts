import type { BasketLine } from './entities';
import type { Unsubscribe } from './auth-port';

export interface BasketStoragePort {
  /** The basket stored for the user; [] when none, unreadable or corrupted (never throws). */
  load(uid: string): BasketLine[];
  /** Never throws: a failed save is logged. */
  save(uid: string, basket: BasketLine[]): void;
  clear(uid: string): void;
  /** Called when the stored basket of a user changes elsewhere (another tab). */
  onExternalChange(listener: (uid: string, basket: BasketLine[]) => void): Unsubscribe;
}
