/**
 * Holds, orders, payments, gift cards, newsletter and e-mail (ADRs 0201 to 0205). Money is integer øre;
 * instants are timestamptz. Availability is derived, never stored: what is left at a slot is its
 * capacity minus active holds (`expire_at` in the future) minus confirmed bookings, so an expired
 * hold stops counting without any background job (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { sql } from 'drizzle-orm';

import { createdAt, instant, language } from './columns.ts';
import { menus, products, timeSlots } from './schema.ts';

/**
 * A party's covers reserved at one slot for 15 minutes. `id` is the unguessable hold_id (128 bits,
 * base64url). A hold counts while `status` is active and `expire_at` is in the future; paying
 * consumes it in the same transaction that confirms the booking.
 */
export const holds = pgTable(
  'holds',
  {
    id: text('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    covers: smallint('covers').notNull(),
    status: text('status', { enum: ['active', 'consumed'] })
      .notNull()
      .default('active'),
    lang: language().notNull().default('da'),
    expireAt: instant('expire_at').notNull(),
    /** Guest details kept with the hold so the flow can be restored after a reload or a decline. */
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isNewsletter: boolean('is_newsletter').notNull().default(false),
    coopCode: text('coop_code'),
    billingZipcode: text('billing_zipcode'),
    /** Special requests and allergies for the place (migration 0019), '' when none. */
    specialRequests: text('special_requests').notNull().default(''),
    /** The visitor session that made the hold: only it may read or change it (ADR 0205). */
    ownerId: text('owner_id').notNull().default(''),
    /** The client address it came from, for the per-address limits (ADR 0205). */
    clientAddress: text('client_address').notNull().default(''),
    /**
     * Its covers are in its slot's `covers_held` (migration 0014, ADR 0201): from creation until it
     * is consumed, or lapses and someone locks its slot next (`slot_room`).
     */
    isCounted: boolean('is_counted').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('holds_slot_idx').on(table.slotId),
    index('holds_slot_counted_idx')
      .on(table.slotId, table.expireAt)
      .where(sql`${table.status} = 'active' and ${table.isCounted}`),
    index('holds_owner_active_idx').on(table.ownerId, table.status, table.expireAt),
    index('holds_address_active_idx').on(table.clientAddress, table.status, table.expireAt),
  ],
);

export const holdMenus = pgTable(
  'hold_menus',
  {
    holdId: text('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    count: smallint('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.holdId, table.menuId] })],
);

/**
 * Gift cards: bought ones (balance, three-year expiry, no use limit) and campaign codes with the
 * optional restrictions of docs/product/readings.md "Money": one place, new customers only, a maximum number
 * of uses, one e-mail address, one party size, or a partner member card on the order.
 */
export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  /** Upper-case, as the domain's normalizeGiftcode writes it. */
  code: text('code').notNull().unique(),
  amount: integer('amount').notNull(),
  expireAt: instant('expire_at').notNull(),
  /** Null: as many uses as the balance allows. */
  maxUses: integer('max_uses'),
  /** Null: valid at every place. */
  productId: integer('product_id').references(() => products.id),
  isNewCustomersOnly: boolean('is_new_customers_only').notNull().default(false),
  /** Null: anyone may use it; otherwise only a guest with this e-mail (lower-case). */
  email: text('email'),
  /** Null: any party size. */
  numPerson: smallint('num_person'),
  /** A partner card (the spec's "matas" card): needs a valid member number on the order. */
  isMemberCardRequired: boolean('is_member_card_required').notNull().default(false),
  isDisabled: boolean('is_disabled').notNull().default(false),
  /** The gift-card order that bought it, when bought. */
  orderId: integer('order_id'),
  createdAt: createdAt(),
});

/** Codes attached to a hold, in the order they were added (pricing deducts in that order). */
export const holdGiftcodes = pgTable(
  'hold_giftcodes',
  {
    holdId: text('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.holdId, table.giftCardId] })],
);

/** A guest per e-mail address (lower-case), so "new customers only" can be checked. */
export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

/**
 * A booking or gift-card order. `token` (unguessable) lets the visitor read the confirmation.
 * Booking orders copy slot, party and guest so the confirmation stands even if the hold goes.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['booking', 'giftcard'] }).notNull(),
    /** `cancelled`: confirmed, then cancelled by the guest before the cut-off (ADR 0202). */
    status: text('status', { enum: ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    token: text('token').notNull(),
    /** The public reference, `TD-7KQ4-M2ZA` (ADR 0255); the id stays internal. */
    reference: text('reference').notNull(),
    lang: language().notNull(),
    holdId: text('hold_id').references(() => holds.id),
    productId: integer('product_id').references(() => products.id),
    slotId: integer('slot_id').references(() => timeSlots.id),
    numPerson: smallint('num_person'),
    guestId: integer('guest_id').references(() => guests.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    coopCode: text('coop_code'),
    billingZipcode: text('billing_zipcode'),
    /** Copied from the hold when the payment starts (migration 0019), '' when none. */
    specialRequests: text('special_requests').notNull().default(''),
    /** Gift-card orders: øre per card and how many cards. */
    giftcardAmount: integer('giftcard_amount'),
    giftcardQuantity: integer('giftcard_quantity'),
    /** Gift-card orders: the greeting on every card ('' for none; migration 0022). */
    giftcardRecipientName: text('giftcard_recipient_name').notNull().default(''),
    giftcardMessage: text('giftcard_message').notNull().default(''),
    /** Menus and fee (bookings) or cards (gift cards), VAT included. */
    subtotal: integer('subtotal').notNull(),
    /** What is left to pay after gift codes. */
    total: integer('total').notNull(),
    /** The visitor session that started it (ADR 0205). */
    ownerId: text('owner_id').notNull().default(''),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
  },
  (table) => [
    index('orders_hold_idx').on(table.holdId),
    uniqueIndex('orders_reference_unique').on(table.reference),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    weight: integer('weight').notNull(),
    quantity: integer('quantity'),
    unitPrice: integer('unit_price'),
    menuId: integer('menu_id'),
    code: text('code'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/** The table a booking order sells. Only confirmed bookings take covers; pending ones ride on the hold. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    covers: smallint('covers').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    index('bookings_slot_confirmed_idx')
      .on(table.slotId)
      .where(sql`${table.status} = 'confirmed'`),
  ],
);

/**
 * What an order takes from a gift card. A reservation is made when payment starts and lapses at
 * `expire_at` (the hold's) unless the payment confirms it; balance and uses are derived from these
 * rows under a row lock on the card, so two checkouts can never spend the same øre.
 */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['reserved', 'spent', 'released'] }).notNull(),
    expireAt: instant('expire_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('gift_card_uses_card_idx').on(table.giftCardId, table.status)],
);

/** A payment at the gateway. `id` is the reference the gateway and the hosted page use. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('DKK'),
    /** The gateway's hosted page for this payment, answered again to a second start (ADR 0202). */
    url: text('url'),
    /**
     * `refund_due`: paid, and to be given back (the order could not be confirmed, or was
     * cancelled); asked of the gateway after the deciding transaction commits, and again until it
     * is made (docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md). `refunded`: given back.
     */
    status: text('status', { enum: ['pending', 'paid', 'declined', 'cancelled', 'refund_due', 'refunded'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    refundedAt: instant('refunded_at'),
    /** Refunds the gateway did not make; the next try waits until `refund_retry_at`. */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRetryAt: instant('refund_retry_at'),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_refund_due_idx')
      .on(table.id)
      .where(sql`${table.status} = 'refund_due'`),
  ],
);

/** Every callback received, replays included, for the audit trail; only the first one acts. */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  status: text('status').notNull(),
  /** Whether this callback changed the payment (false for replays). */
  isApplied: boolean('is_applied').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  /** Lower-case. */
  email: text('email').notNull().unique(),
  locale: text('locale', { enum: ['da', 'en'] }).notNull(),
  source: text('source').notNull(),
  consentedAt: instant('consented_at').notNull(),
});

/**
 * Every e-mail, written in the transaction that decides to send it. `dedupe_key` makes a second
 * attempt (a replayed callback) a no-op. Delivered by SMTP when configured (`sent_at`), otherwise
 * kept for the development outbox page.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull(),
    /** Extra headers, e.g. List-Unsubscribe on waitlist e-mails (ADR 0415). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** A sender took it until then; sending happens outside any transaction. */
    claimedUntil: instant('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Given up after the last attempt (OUTBOX_MAX_ATTEMPTS); logged, never retried. */
    failedAt: instant('failed_at'),
  },
  (table) => [
    unique('outbox_emails_dedupe_key_unique').on(table.dedupeKey),
    index('outbox_emails_pending_idx')
      .on(table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/** Fixed-window counters shared by every server process (when Redis is not configured). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});
