/** What the home page needs to show a product the shopper opened: its link, picture and name. */
export interface ViewedProduct {
  id: number;
  title: string;
  image: string;
}

/**
 * The products a shopper opened lately, most recent first, kept in the browser (ADR-013): one list
 * per signed-in user, and one for whoever is not signed in (`uid` null).
 */
export interface RecentlyViewedPort {
  /** The stored list; [] when none, unreadable or corrupted (never throws). */
  load(uid: string | null): ViewedProduct[];
  /** Replaces the stored list; never throws (a failed save is logged). */
  save(uid: string | null, products: ViewedProduct[]): void;
}
