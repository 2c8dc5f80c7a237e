/**
 * Column kinds every schema file uses, written once: an instant (timestamptz, read as a Date), the
 * row's creation instant, and the language of a row (one of the site's two).
 */
import { text, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const language = () => text('lang', { enum: ['da', 'en'] });
