import type { ColumnType } from 'kysely';
import type { PaymentStatus } from '../../ports/entities';
import type { StaffRole } from '../../ports/staff-role';

/**
 * The tables the server keeps, one schema for SQLite and PostgreSQL (server/store/migrations/, one file a step).
 * Whole numbers that may pass 2^31 are BIGINT: PostgreSQL answers them as text, so they are read as
 * `number | string` and converted where read.
 */
type Big = ColumnType<number | string, number, number>;

export interface PaymentsTable {
  intent_id: string;
  client_secret: string;
  uid: string;
  email: string;
  /** integer cents */
  amount: Big;
  /** the four the DDL's check allows */
  status: PaymentStatus;
  /** seconds since epoch */
  created: Big;
  updated: Big;
  idempotency_key: string;
  basket_digest: string;
  fulfilled: ColumnType<number | string | null, number | null, number | null>;
  /** seconds since epoch: when an instance took the sending of the receipt, and when it was sent */
  receipt_claimed: ColumnType<number | string | null, number | null, number | null>;
  receipt_sent: ColumnType<number | string | null, number | null, number | null>;
  /** ADR-032: where the order goes (a DeliveryAddress as JSON) and the paying card's last four digits, each written once */
  delivery_json: string | null;
  card_last4: string | null;
  /** ADR-039, seconds since epoch: paid when its stock was gone (to refund), and refunded */
  refund_due: ColumnType<number | string | null, number | null, number | null>;
  refunded: ColumnType<number | string | null, number | null, number | null>;
  /** where the checkout came from (ADR-039); null when recorded from a processor's event */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentLinesTable {
  intent_id: string;
  position: number;
  product_id: Big;
  title: string;
  unit_price_cents: Big;
  amount: number;
  /** the product as the catalogue described it when paid for */
  product_json: string;
}

export interface ProcessorEventsTable {
  event_id: string;
  type: string;
  received: Big;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** ADR-032: a signed-in shopper's basket; `version` rises by one with every write */
export interface BasketsTable {
  uid: string;
  /** the BasketLine list as JSON */
  lines_json: string;
  version: number;
  /** seconds since epoch */
  updated: Big;
}

/** ADR-042: a change applied to a shopper's basket, kept for the basket's last writes */
export interface BasketChangesTable {
  uid: string;
  change_id: string;
  /** the basket's version that applied it */
  version: number;
}

/** ADR-039: a stocked product; units left to sell are `on_hand - held` */
export interface StockTable {
  product_id: Big;
  on_hand: number;
  held: number;
  /** seconds since epoch */
  updated: Big;
}

/** ADR-039: what one checkout (a payment intent) holds of one product, until when */
export interface StockHoldsTable {
  holder: string;
  product_id: Big;
  quantity: number;
  until: Big;
  /** when the hold was paid for: a sale not yet settled into the product's figures (null: still held) */
  sold: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** the shopper whose checkout holds it (null: held by other means, the merchant's tests) */
  shopper: ColumnType<string | null, string | null | undefined, string | null>;
}

/** ADR-045: a product photo, named by the SHA-256 of the bytes uploaded */
export interface PhotosTable {
  id: string;
  /** the picture's size once upright, in pixels */
  width: number;
  height: number;
  /** seconds since epoch */
  created: Big;
}

/** ADR-045: one rendition of a photo, a format at a width, with its bytes */
export interface PhotoRenditionsTable {
  photo_id: string;
  /** 'avif' or 'webp' */
  format: string;
  width: number;
  height: number;
  /** BYTEA on PostgreSQL, a BLOB on SQLite: both answer a Buffer */
  bytes: ColumnType<Buffer, Uint8Array, never>;
}

/** ADR-046: a category of the catalogue; renaming it renames it on every product */
export interface CategoriesTable {
  id: number;
  name: string;
}

/** ADR-046: a product as the back office keeps it; prices in cents */
export interface ProductsTable {
  id: Big;
  title: string;
  description: string;
  category_id: number;
  price_cents: Big;
  list_price_cents: ColumnType<number | string | null, number | null, number | null>;
  rating_rate: number;
  rating_count: number;
  /** a ProductArt as JSON: how the picture is drawn without a photo */
  art_json: string | null;
  /** the photos' ids as a JSON list */
  photos_json: string;
  /** 1 or 0: shown to shoppers and sold, or hidden */
  published: number;
  updated: Big;
}

/** ADR-046: one row, id 1, whose version rises with every catalogue change */
export interface CatalogVersionTable {
  id: number;
  version: Big;
}

/** ADR-047: one back-office change; never updated or deleted */
export interface ActivityTable {
  id: ColumnType<number | string, never, never>;
  /** ISO 8601 */
  at: string;
  actor_id: string;
  actor_email: string;
  subject: string;
  subject_id: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

/** ADR-051: one step of a paid order's life; appended, only when its refund and its mail went set afterwards */
export interface OrderStepsTable {
  intent_id: string;
  seq: number;
  kind: string;
  at: Big;
  by_id: string;
  by_email: string;
  /** the step as taken (OrderStep) */
  step_json: string;
  /** a refund's cents; null for other steps */
  amount_cents: Big | null;
  /** when the processor confirmed a refund (seconds since epoch) */
  refund_sent: Big | null;
  /** a refund made in the processor's own dashboard: the processor's id of it, one step each */
  processor_refund_id: string | null;
  /** when an instance took the sending of the step's mail to the shopper, and when it went */
  mail_claimed: Big | null;
  mail_sent: Big | null;
  /** when the step reached the order of record kept elsewhere (the cloud's); null until then */
  recorded: Big | null;
}

/** The columns of better-auth's `session` the server reads itself to know who a request is (server/accounts/session-lookup.ts). */
export interface SessionTable {
  token: string;
  userId: string;
  /** when it was signed in: a back-office request past 12 hours of it is refused (ADR-044) */
  createdAt: string | Date;
  /** text on SQLite (ISO 8601), a timestamp on PostgreSQL */
  expiresAt: string | Date;
}

/** The columns of better-auth's `user` read with a session. */
export interface UserTable {
  id: string;
  email: string;
}

/**
 * The accounts' tables are better-auth's (server/accounts/), written by it alone: `session` and
 * `user` are read by the session lookup; `passkey`, the passkey plugin's, is typed here for the
 * tests that look into it.
 */
export interface StoreTables {
  server_secrets: ServerSecretsTable;
  payments: PaymentsTable;
  payment_lines: PaymentLinesTable;
  order_steps: OrderStepsTable;
  processor_events: ProcessorEventsTable;
  baskets: BasketsTable;
  basket_changes: BasketChangesTable;
  stock: StockTable;
  stock_holds: StockHoldsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  catalog_version: CatalogVersionTable;
  activity: ActivityTable;
  photos: PhotosTable;
  photo_renditions: PhotoRenditionsTable;
  passkey: PasskeyTable;
  session: SessionTable;
  user: UserTable;
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
}

/** ADR-044: an account on the shop's staff, with its role */
export interface StaffTable {
  user_id: string;
  /** 'owner' or 'staff', as the DDL's check allows */
  role: StaffRole;
  /** milliseconds since epoch */
  joined: Big;
}

/** ADR-044: an invitation not yet accepted, by its token's SHA-256 (hex): the token itself is never kept */
export interface StaffInvitationsTable {
  token_hash: string;
  /** lower case */
  email: string;
  role: StaffRole;
  /** the inviter's user id, or 'command-line' */
  invited_by: string;
  /** milliseconds since epoch: the link works until then */
  expires: Big;
}

/**
 * A shopper's passkey (ADR-034), as @better-auth/passkey 1.7.6 keeps it: written and read by
 * that plugin alone (server/accounts/passkeys.ts). The challenge of a ceremony under way is a row of
 * better-auth's `verification` table, not of this one.
 */
export interface PasskeyTable {
  id: string;
  /** the shopper's label for it, when they gave one */
  name: string | null;
  /** the credential's COSE public key, base64 (standard, not URL-safe) */
  publicKey: string;
  userId: string;
  /** the authenticator's credential id, base64url: how a sign-in finds the passkey */
  credentialID: string;
  /** the authenticator's signature counter, as last seen */
  counter: number;
  /** 'singleDevice' or 'multiDevice' (synced) */
  deviceType: string;
  /** SQLite answers 0 or 1, PostgreSQL a boolean */
  backedUp: ColumnType<boolean | number, boolean, boolean>;
  /** comma-joined, e.g. 'internal,hybrid' */
  transports: string | null;
  createdAt: ColumnType<Date | string | null, Date | string | null, Date | string | null>;
  /** the authenticator model's id */
  aaguid: string | null;
}
