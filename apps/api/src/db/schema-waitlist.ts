/**
 * The waitlist of sold-out times (docs/decisions/0415-waitlist-for-a-sold-out-time.md): one entry
 * per e-mail address and slot, told once when covers for its party come back, deleted when the
 * slot has passed (services/retention).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';

import { instant, language } from './columns.ts';
import { products, timeSlots } from './schema.ts';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    /** Serial: the order of joining, which is the order of being told. */
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    /** Lower-case and trimmed, so case variants are one entry. */
    email: text('email').notNull(),
    party: smallint('party').notNull(),
    lang: language().notNull().default('da'),
    status: text('status', { enum: ['waiting', 'notified'] })
      .notNull()
      .default('waiting'),
    /** The client address it came from, kept like a hold's for abuse reviews until the slot passes. */
    clientAddress: text('client_address').notNull().default(''),
    /** When the visitor joined and consented to the one e-mail. */
    createdAt: instant('created_at').notNull().defaultNow(),
    notifiedAt: instant('notified_at'),
  },
  (table) => [
    unique('waitlist_entries_slot_email_unique').on(table.slotId, table.email),
    index('waitlist_entries_waiting_idx')
      .on(table.slotId, table.id)
      .where(sql`${table.status} = 'waiting'`),
  ],
);

/**
 * A waitlist e-mail recipient, known only by the SHA-256 of the lower-case address: the waitlist
 * e-mails it got on `mailDay` (Copenhagen date; at most 3 a day across all places) and when it
 * opted out of them for good (docs/decisions/0415-waitlist-for-a-sold-out-time.md).
 */
export const waitlistRecipients = pgTable('waitlist_recipients', {
  emailHash: text('email_hash').primaryKey(),
  mailDay: date('mail_day'),
  mails: smallint('mails').notNull().default(0),
  optedOutAt: instant('opted_out_at'),
});
