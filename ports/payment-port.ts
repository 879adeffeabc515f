import type { PaymentIntent } from './entities';

export interface PaymentRequest {
  /** integer cents: sum of price x amount */
  totalCents: number;
  /** sent so that the server can recompute the total from its catalogue */
  lines: { id: number; amount: number }[];
}

export interface CardEntryState {
  /** every field filled and valid */
  complete: boolean;
  /** the card widget's live message for the field in error, or null */
  error: string | null;
  /**
   * true when this report follows the shopper changing the card (not a field merely left): a
   * refusal of the card as it was is no longer about this one
   */
  edited?: boolean;
}

/** A card form supplied by the adapter, mounted into an element the page owns. */
export interface CardEntry {
  /** Renders the card fields into `target`; returns a function that removes them. */
  mount(target: HTMLElement, onChange: (state: CardEntryState) => void): () => void;
  /**
   * For an entry that shows each field's message beside its field: shows every field's problem as
   * at payment time (empty fields too) and moves focus to the first; true when there is none. The
   * page shows `error` only for an entry without it.
   */
  revealProblems?(): boolean;
  /** Confirms the payment with the entered card. Throws PaymentError with a message fit to show. */
  confirm(clientSecret: string): Promise<PaymentIntent>;
}

export interface PaymentPort {
  /** Asks the payment server for a client secret. Throws PaymentError. */
  createPayment(request: PaymentRequest): Promise<{ clientSecret: string }>;
  /** Loads the card form (its SDK loads on demand). */
  loadCardEntry(): Promise<CardEntry>;
  /** Looks up an intent by id, to recover an order whose save was interrupted; null if unknown. */
  getPayment(intentId: string): Promise<PaymentIntent | null>;
}

/** A client secret names its intent, as Stripe's do: '{intent id}_secret_{random}'. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
