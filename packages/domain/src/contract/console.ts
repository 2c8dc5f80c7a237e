import { z } from 'zod';

import { LOCALES } from '../locale.ts';

/*
 * The restaurants' console (docs/decisions/0500-restaurants-console.md): the requests
 * and answers of /api/v4/console/*. A place is a product; every place-scoped path carries its id,
 * and a user who is not a member of that place gets 404, as if it did not exist.
 */

const CONSOLE_ROLES = ['owner', 'staff'] as const;
export type TConsoleRole = (typeof CONSOLE_ROLES)[number];

const BOOKING_MARKS = ['arrived', 'no_show'] as const;
export type TBookingMark = (typeof BOOKING_MARKS)[number];

/** Minutes a sign-in link lives, once used it is spent. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

const ZEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));
const ZLang = z.enum(LOCALES).catch('da');
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** HH:MM, a quarter hour: arrivals are at :00, :15, :30 and :45. */
const ZTime = z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZConsoleSignInRequest = z.object({ email: ZEmail, lang: ZLang });
export type TConsoleSignInRequest = z.infer<typeof ZConsoleSignInRequest>;
export const ZConsoleSignInResponse = z.object({ status: z.literal('sent'), message: z.string() });

export const ZConsoleSessionRequest = z.object({ token: z.string().min(20).max(100) });

const ZConsolePlace = z.object({ id: z.number(), name: z.string(), role: z.enum(CONSOLE_ROLES) });
export const ZConsoleMe = z.object({
  user: z.object({ id: z.number(), email: z.string(), name: z.string(), is_operator: z.boolean() }),
  places: z.array(ZConsolePlace),
});
export type TConsoleMe = z.infer<typeof ZConsoleMe>;
export const ZConsoleOk = z.object({ status: z.literal('ok') });
/** The body of a call that needs nothing but its path. */
export const ZConsoleEmptyBody = z.object({});

export const ZConsolePlaceParams = z.object({ place_id: ZId });
export const ZConsoleBookingParams = ZConsolePlaceParams.extend({ booking_id: ZId });
export const ZConsoleSlotParams = ZConsolePlaceParams.extend({ slot_id: ZId });
export const ZConsoleMenuParams = ZConsolePlaceParams.extend({ menu_id: ZId });
export const ZConsoleDayParams = ZConsolePlaceParams.extend({ date: ZDate });
export const ZConsoleDateQuery = z.object({ date: ZDate.optional() });

const ZConsoleBooking = z.object({
  booking_id: z.number(),
  /** The order's public reference; its internal id stays internal (ADR 0255). */
  order_reference: z.string(),
  time: z.string(),
  num_person: z.number(),
  menus: z.array(z.object({ name: z.string(), count: z.number() })),
  guest_name: z.string(),
  guest_phone: z.string(),
  /** The guest's special requests and allergies, '' when none. */
  special_requests: z.string().default(''),
  paid: z.number(),
  status: z.enum(['confirmed', 'cancelled']),
  mark: z.enum(BOOKING_MARKS).nullable(),
});
export type TConsoleBooking = z.infer<typeof ZConsoleBooking>;
export const ZConsoleToday = z.object({
  date: z.string(),
  place: ZConsolePlace,
  bookings: z.array(ZConsoleBooking),
});
export type TConsoleToday = z.infer<typeof ZConsoleToday>;

export const ZConsoleMarkRequest = z.object({ mark: z.enum(BOOKING_MARKS).nullable() });

export const ZConsoleSlot = z.object({
  id: z.number(),
  time: z.string(),
  covers: z.number(),
  covers_held: z.number(),
  covers_booked: z.number(),
  is_closed: z.boolean(),
});
export type TConsoleSlot = z.infer<typeof ZConsoleSlot>;
export const ZConsoleMenu = z.object({
  id: z.number(),
  name_da: z.string(),
  name_en: z.string(),
  menu_type: z.string(),
  price_regular: z.number(),
  price_sale: z.number(),
  time_start: z.string(),
  time_end: z.string(),
  table_sizes: z.array(z.number()),
});
export type TConsoleMenu = z.infer<typeof ZConsoleMenu>;
export const ZConsoleTables = z.object({
  date: z.string(),
  dates: z.array(z.string()),
  slots: z.array(ZConsoleSlot),
  menus: z.array(ZConsoleMenu),
});
export type TConsoleTables = z.infer<typeof ZConsoleTables>;

/** Publishes a time on a day, or sets its covers: never below what is held plus booked. */
export const ZConsolePublishSlotRequest = z.object({
  date: ZDate,
  time: ZTime,
  covers: z.coerce.number().int().min(0).max(500),
});
export type TConsolePublishSlotRequest = z.infer<typeof ZConsolePublishSlotRequest>;

/** A menu's normal price (øre, whole kroner) and when and for which parties it is served. */
export const ZConsoleMenuRequest = z.object({
  price_regular: z.coerce
    .number()
    .int()
    .min(100)
    .max(10_000_00)
    .refine((ore) => ore % 100 === 0, 'whole kroner'),
  time_start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  time_end: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** Empty: every party size. */
  table_sizes: z.array(z.coerce.number().int().min(1).max(20)).max(20),
});
export type TConsoleMenuRequest = z.infer<typeof ZConsoleMenuRequest>;

const ZText = (max: number) => z.string().trim().max(max);
export const ZConsoleProfile = z.object({
  name_da: ZText(120).min(1),
  name_en: ZText(120).min(1),
  description_da: ZText(4000),
  description_en: ZText(4000),
  address: ZText(200).min(1),
  opening_da: ZText(500),
  opening_en: ZText(500),
  /** Kitchen tag slugs (the tags of the kitchen category). */
  kitchens: z.array(z.string().max(60)).max(10),
});
export type TConsoleProfile = z.infer<typeof ZConsoleProfile>;
export const ZConsoleProfileAnswer = z.object({
  profile: ZConsoleProfile,
  kitchen_options: z.array(z.object({ slug: z.string(), name_da: z.string(), name_en: z.string() })),
});
const ZConsoleAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  user_email: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const ZConsoleAudit = z.object({ entries: z.array(ZConsoleAuditEntry) });

export const ZConsoleInviteRequest = z.object({
  email: ZEmail,
  name: ZText(120).default(''),
  role: z.enum(CONSOLE_ROLES),
  lang: ZLang,
});

/** Closing answers what stays: holds already taken keep their 15 minutes and can still be paid (ADR 0205). */
export const ZConsoleCloseAnswer = z.object({
  status: z.literal('ok'),
  /** Holds still running at the closed times, and the guests (covers) they hold. */
  holds: z.number(),
  covers_held: z.number(),
});
export type TConsoleCloseAnswer = z.infer<typeof ZConsoleCloseAnswer>;

/** A place's users, for its owner (and operators) on the invitations page. */
export const ZConsoleMembers = z.object({
  members: z.array(z.object({ email: z.string(), name: z.string(), role: z.enum(CONSOLE_ROLES) })),
});
export type TConsoleMembers = z.infer<typeof ZConsoleMembers>;

/** Every place of the catalogue, for an operator who invites a place's first user. */
export const ZConsoleAllPlaces = z.object({
  places: z.array(z.object({ id: z.number(), name: z.string(), members: z.number() })),
});
export type TConsoleAllPlaces = z.infer<typeof ZConsoleAllPlaces>;

export const ZConsoleApplicationParams = z.object({ application_id: ZId });

/** A partner application as the operator reads it in the console. */
const ZConsoleApplication = z.object({
  id: z.number(),
  place_name: z.string(),
  address: z.string(),
  city: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  lang: z.enum(LOCALES),
  created_at: z.string(),
  /** The place its contact was invited to, once the operator has done so. */
  invited_place_id: z.number().nullable(),
});
export type TConsoleApplication = z.infer<typeof ZConsoleApplication>;
export const ZConsoleApplications = z.object({ applications: z.array(ZConsoleApplication) });
export type TConsoleApplications = z.infer<typeof ZConsoleApplications>;

/** The operator's button on an application: invite its contact as the owner of a place. */
export const ZConsoleApplicationInviteRequest = z.object({ place_id: ZId });
