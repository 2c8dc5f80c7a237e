/**
 * The restaurants' console (migration 0016; docs/decisions/0500-restaurants-console.md):
 * users and their places, sign-in links and sessions (only hashes kept), booking marks, closed times,
 * the place's opening texts and the audit log of every change made in the console.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

import { createdAt, instant } from './columns.ts';
import { bookings } from './schema-booking.ts';
import { products, timeSlots } from './schema.ts';

export const consoleUsers = pgTable('console_users', {
  id: serial('id').primaryKey(),
  /** Lower-case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  /** The company's own staff: may invite places and their first user. */
  isOperator: boolean('is_operator').notNull().default(false),
  createdAt: createdAt(),
});

export const consoleMemberships = pgTable(
  'console_memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'console_memberships_pk', columns: [table.userId, table.productId] }),
    index('console_memberships_product_idx').on(table.productId),
  ],
);

export const consoleSignInLinks = pgTable('console_sign_in_links', {
  /** SHA-256 (hex) of the token in the e-mailed link. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => consoleUsers.id, { onDelete: 'cascade' }),
  expireAt: instant('expire_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

export const consoleSessions = pgTable(
  'console_sessions',
  {
    /** SHA-256 (hex) of the session id in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expireAt: instant('expire_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('console_sessions_user_idx').on(table.userId)],
);

export const consoleBookingMarks = pgTable('console_booking_marks', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  mark: text('mark', { enum: ['arrived', 'no_show'] }).notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => consoleUsers.id),
  markedAt: instant('marked_at').notNull(),
});

/** A closed time: its `valid_until` moved to `closed_at` (docs/decisions/0500-restaurants-console.md). */
export const consoleSlotClosures = pgTable('console_slot_closures', {
  slotId: integer('slot_id')
    .primaryKey()
    .references(() => timeSlots.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => consoleUsers.id),
  closedAt: instant('closed_at').notNull(),
});

export const consolePlaceTexts = pgTable('console_place_texts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  openingDa: text('opening_da').notNull().default(''),
  openingEn: text('opening_en').notNull().default(''),
});

export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('console_audit_log_product_idx').on(table.productId, table.id)],
);

/**
 * A partner application from /partnere (migration 0018): the operator reads it in the console and
 * invites its contact to a place (docs/decisions/0500-restaurants-console.md).
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    placeName: text('place_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    contactName: text('contact_name').notNull(),
    /** Lower-case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    lang: text('lang', { enum: ['da', 'en'] })
      .notNull()
      .default('da'),
    createdAt: instant('created_at').notNull(),
    invitedPlaceId: integer('invited_place_id').references(() => products.id, { onDelete: 'set null' }),
    invitedAt: instant('invited_at'),
  },
  (table) => [index('partner_applications_created_idx').on(table.createdAt)],
);
