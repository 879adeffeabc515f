import type { ActivityChange } from './activity-port';
import type { Category, KeptProduct, ProductDraft } from './catalog-admin-port';
import type { Order } from './entities';
import type { OrderState, OrderStep, RecordedStep } from './order-life';
import type { StaffRole, StaffUser } from './staff-role';

/**
 * The back office's pages (/sell, ADR-048) as they ask the shop's server: who is signed in, the
 * catalogue, photos, stock, orders, staff and the activity record. The server checks every right;
 * the pages only hide what a role may not do.
 */

/** Who the back office's pages are for: a person of the staff, or why not. */
export type BackOfficeVisitor =
  | { kind: 'staff'; user: StaffUser & { rights: string[] } }
  /** no session, or one older than staff sessions may be: `message` says which */
  | { kind: 'signed-out'; message: string }
  /** signed in with an account that is not on the staff */
  | { kind: 'not-staff'; message: string };

/** A refusal of the server's, in its words: `field` names the field to correct, where there is one. */
export class BackOfficeRefusal extends Error {
  override readonly name = 'BackOfficeRefusal';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface CatalogPageQuery {
  search?: string;
  categoryId?: number;
  state?: 'published' | 'hidden';
  /** counted with some left, counted with none left, never counted (sold without limit) */
  stock?: 'in-stock' | 'sold-out' | 'uncounted';
  /** from 1 */
  page: number;
}

/** One page of a list: 50 a page on the server. */
export interface ListPage<T> {
  entries: T[];
  total: number;
  page: number;
  pages: number;
}

/** A stocked product's figures: on hand, held for checkouts not paid yet, left to sell, and sold (paid for) so far. */
export interface StockFigures {
  productId: number;
  /** the product's title, when the shop's own catalogue has it (a hidden product's too) */
  title?: string;
  onHand: number;
  held: number;
  left: number;
  sold: number;
}

/** A paid order as the merchant sees it: the shopper's order with who paid and the payment's id. */
export interface MerchantOrder extends Order {
  email: string;
  paymentId: string;
}

/** A paid order's life as the back office shows it (ADR-051): its state, its charge, what is left to refund, its steps. */
export interface OrderHistoryView {
  orderId: string;
  state: OrderState;
  chargedCents: number;
  leftCents: number;
  steps: RecordedStep[];
}

export interface StaffList {
  staff: StaffUser[];
  invitations: Array<{ email: string; role: StaffRole; invitedBy: string; expires: string }>;
}

export interface ActivityEntry extends ActivityChange {
  id: number;
  /** ISO 8601 */
  at: string;
}

/** A photo kept by the shop: `image` is the address a product's photos take. */
export interface UploadedPhoto {
  image: string;
  width: number;
  height: number;
}

/** Every call throws BackOfficeRefusal when the server refuses it, and a TypeError when it cannot be reached. */
export interface BackOfficePort {
  visitor(): Promise<BackOfficeVisitor>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** An invitation's link accepted: the account made with `password`, or the signed-in one joined. */
  acceptInvitation(token: string, password?: string): Promise<StaffUser>;

  products(query: CatalogPageQuery): Promise<ListPage<KeptProduct>>;
  product(id: number): Promise<KeptProduct>;
  addProduct(draft: ProductDraft): Promise<KeptProduct>;
  changeProduct(id: number, changes: Partial<ProductDraft>): Promise<KeptProduct>;
  categories(): Promise<Category[]>;
  addCategory(name: string): Promise<Category>;
  renameCategory(id: number, name: string): Promise<Category>;
  uploadPhoto(file: Blob): Promise<UploadedPhoto>;

  /** the stocked products, 50 a page, found by a product's number or words of its title */
  stock(query: { search?: string; page: number }): Promise<ListPage<StockFigures>>;
  setOnHand(productId: number, onHand: number): Promise<StockFigures>;
  addArrival(productId: number, arrived: number): Promise<StockFigures>;

  orders(query: { search?: string; page: number }): Promise<ListPage<MerchantOrder>>;
  /** an order's steps (ADR-051) */
  orderHistory(orderId: string): Promise<OrderHistoryView>;
  /** ships, marks delivered, cancels (with the refund of all that is left), refunds or notes: the history after it */
  takeOrderStep(orderId: string, step: OrderStep): Promise<OrderHistoryView>;

  staff(): Promise<StaffList>;
  invite(email: string, role: StaffRole): Promise<void>;
  changeRole(id: string, role: StaffRole): Promise<StaffUser>;
  removeStaff(id: string): Promise<StaffUser>;

  /** 50 entries, newest first, older than `before`; `next` is the `before` of the next page, or null */
  activity(before?: number): Promise<{ entries: ActivityEntry[]; next: number | null }>;
}
