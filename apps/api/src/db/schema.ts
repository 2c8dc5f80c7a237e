/**
 * The whole catalogue and inventory schema (ADR 0201). Money is integer øre; times of day are
 * `time` (HH:MM:SS, Copenhagen wall clock); instants are timestamptz. Short bilingual texts sit in
 * `_da`/`_en` columns; products keep a translations table because the API exposes
 * `translations (lang, name, slug)` and either slug finds the product.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';

import { createdAt, instant, language } from './columns.ts';

/** Parent cities (the listings' {city}); also the parent areas of the area pages. */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameDa: text('name_da').notNull(),
  nameEn: text('name_en').notNull(),
  lat: doublePrecision('lat').notNull(),
  long: doublePrecision('long').notNull(),
  weight: integer('weight').notNull().default(0),
  /** The product types shown in this city's menus and routes, in display order. */
  productTypes: text('product_types').array().notNull(),
});

/** Districts of a city, with their own link and coordinates. */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull(),
    nameDa: text('name_da').notNull(),
    nameEn: text('name_en').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
  },
  (table) => [unique('areas_city_slug_unique').on(table.cityId, table.slug)],
);

export const tagCategories = pgTable('tag_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameDa: text('name_da').notNull(),
  nameEn: text('name_en').notNull(),
  weight: integer('weight').notNull().default(0),
});

/** Kitchens and other labels. Hidden tags classify (blogs, internal use) but are not offered as filters. */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').references(() => tagCategories.id),
  slug: text('slug').notNull().unique(),
  nameDa: text('name_da').notNull(),
  nameEn: text('name_en').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  weight: integer('weight').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productType: text('product_type', { enum: ['restaurant', 'bar', 'takeaway'] }).notNull(),
    /** Editorial state; in-stock and soldout are derived from today's slots. */
    isShowcase: boolean('is_showcase').notNull().default(false),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    long: doublePrecision('long').notNull(),
    weight: integer('weight').notNull().default(0),
    /**
     * The cheapest menu, kept in step with menus by the seed and the console. Cards show the
     * cheapest menu still bookable tonight; this one only when nothing is (ADR 0005).
     */
    priceRegular: integer('price_regular').notNull(),
    priceSale: integer('price_sale').notNull(),
    primaryImage: text('primary_image').notNull(),
    mobilePrimaryImage: text('mobile_primary_image').notNull(),
    alternativeImages: text('alternative_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** [{ title_da, title_en, url }] links to related pages on this site. */
    internalLinks: jsonb('internal_links')
      .$type<{ title_da: string; title_en: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The partner's own id in the restaurant system the menus come from. */
    restaurantId: integer('restaurant_id').notNull(),
    /** The place's telephone for guests (schema.org reservation data); null until the place gives one. */
    phone: text('phone'),
    /** Where booking notices and the daily list link go (ADR 0204); null: the place gets no e-mail. */
    contactEmail: text('contact_email'),
    /**
     * When the place first had a time on sale; null for a place created in the console until its
     * first time is published: the listings and detail page leave it out until then
     * (docs/decisions/0500-restaurants-console.md).
     */
    onSaleSince: instant('on_sale_since').defaultNow(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('products_city_type_idx').on(table.cityId, table.productType)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: language().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** Danish collation key from the domain, ordered with COLLATE "C" (PGlite has no ICU). */
    nameSortKey: text('name_sort_key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.lang] }),
    unique('product_translations_lang_slug_unique').on(table.lang, table.slug),
    index('product_translations_slug_idx').on(table.slug),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.tagId] }),
    index('product_tags_tag_idx').on(table.tagId),
  ],
);

/** Opening windows per kind of service (LUNCH, DINNER, …); slots are only made inside them. */
export const servingHours = pgTable('serving_hours', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  menuType: text('menu_type').notNull(),
  timeStart: time('time_start').notNull(),
  timeEnd: time('time_end').notNull(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    restaurantMenuId: integer('restaurant_menu_id').notNull(),
    /** DINNER, LUNCH, BRUNCH, DRINKS, TAKEAWAY; LUNCH sorts last in menu lists. */
    menuType: text('menu_type').notNull(),
    nameDa: text('name_da').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionDa: text('description_da').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    coursesDa: jsonb('courses_da').$type<string[]>().notNull(),
    coursesEn: jsonb('courses_en').$type<string[]>().notNull(),
    priceRegular: integer('price_regular').notNull(),
    priceSale: integer('price_sale').notNull(),
    /** Editorial: a menu taken off sale today is soldout whatever the slots say. */
    status: text('status', { enum: ['in-stock', 'soldout'] })
      .notNull()
      .default('in-stock'),
    weight: integer('weight').notNull().default(0),
    timeStart: time('time_start').notNull().default('00:00:00'),
    timeEnd: time('time_end').notNull().default('23:59:59'),
    limitTableSize: boolean('limit_table_size').notNull().default(false),
    /** Party sizes allowed when limitTableSize, e.g. "2,4,6". */
    tableSizes: text('table_sizes').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('menus_product_idx').on(table.productId)],
);

/**
 * The living inventory: covers per arrival time for each weekday. Each Copenhagen service day's
 * `time_slots` are copied from here the first time the day is read (docs/decisions/0201-inventory-and-holds-one-rule-in-sql.md).
 */
export const coverSchedules = pgTable(
  'cover_schedules',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    isoWeekday: smallint('iso_weekday').notNull(),
    time: time('time').notNull(),
    covers: smallint('covers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.isoWeekday, table.time] })],
);

/**
 * One bookable arrival time on one service day. `covers` is the day's capacity; what is left is
 * capacity minus active holds and confirmed bookings (schema-booking.ts adds those tables, referencing
 * `time_slots.id`, and locks the slot row with SELECT … FOR UPDATE while holding).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    /** When the table is given back: arrival + 2 h; may pass midnight and stays on the same day. */
    timeEnd: time('time_end').notNull(),
    covers: integer('covers').notNull(),
    /**
     * Covers of the slot's holds that are active and `is_counted`, kept by a trigger on `holds`
     * (migration 0014, ADR 0201); read through `slot_covers` (migration 0025), which leaves out lapsed ones.
     */
    coversHeld: integer('covers_held').notNull().default(0),
    /** Last moment the slot can be booked; by default the arrival instant. */
    validUntil: instant('valid_until').notNull(),
  },
  (table) => [
    unique('time_slots_product_day_time_unique').on(table.productId, table.serviceDate, table.time),
    index('time_slots_day_product_idx').on(table.serviceDate, table.productId),
  ],
);

/** Service days whose slots exist, so reads do not re-copy the schedule on every request. */
export const materialisedDays = pgTable('materialised_days', {
  serviceDate: date('service_date', { mode: 'string' }).primaryKey(),
  createdAt: createdAt(),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleDa: text('title_da').notNull(),
  titleEn: text('title_en').notNull(),
  excerptDa: text('excerpt_da').notNull(),
  excerptEn: text('excerpt_en').notNull(),
  bodyDa: text('body_da').notNull(),
  bodyEn: text('body_en').notNull(),
  image: text('image').notNull(),
  cityId: integer('city_id').references(() => cities.id),
  publishedAt: instant('published_at').notNull(),
});

export const blogTags = pgTable(
  'blog_tags',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (table) => [primaryKey({ columns: [table.blogId, table.tagId] })],
);

export const pageBoxes = pgTable('page_boxes', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: ['top', 'bottom'] }).notNull(),
  weight: integer('weight').notNull().default(0),
  titleDa: text('title_da').notNull(),
  titleEn: text('title_en').notNull(),
  bodyDa: text('body_da').notNull(),
  bodyEn: text('body_en').notNull(),
  linkDa: text('link_da').notNull(),
  linkEn: text('link_en').notNull(),
  image: text('image').notNull(),
  /** Null: shown in every city. */
  cityId: integer('city_id').references(() => cities.id),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  productType: text('product_type', { enum: ['restaurant', 'bar', 'takeaway'] }).notNull(),
  /** The partner place, when it is one of ours. */
  productId: integer('product_id').references(() => products.id),
  name: text('name').notNull(),
  descriptionDa: text('description_da').notNull(),
  descriptionEn: text('description_en').notNull(),
  logo: text('logo').notNull(),
  weight: integer('weight').notNull().default(0),
});

export const guidePages = pgTable('guide_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  weight: integer('weight').notNull().default(0),
  titleDa: text('title_da').notNull(),
  titleEn: text('title_en').notNull(),
  bodyDa: text('body_da').notNull(),
  bodyEn: text('body_en').notNull(),
  image: text('image').notNull(),
});

export const navMenuItems = pgTable(
  'nav_menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu', { enum: ['main', 'local', 'social'] }).notNull(),
    weight: integer('weight').notNull().default(0),
    labelDa: text('label_da').notNull(),
    labelEn: text('label_en').notNull(),
    linkDa: text('link_da').notNull(),
    linkEn: text('link_en').notNull(),
    /** Local-menu entries belong to one city and product type. */
    cityId: integer('city_id').references(() => cities.id),
    productType: text('product_type', { enum: ['restaurant', 'bar', 'takeaway'] }),
    icon: text('icon'),
  },
  (table) => [index('nav_menu_items_menu_idx').on(table.menu, table.weight)],
);
