/**
 * The deterministic seed: same PRNG seed, same data on every machine. It writes the catalogue and
 * the weekly cover schedules; the day's slots are derived from the schedules when a day is first
 * read, so the site has tables tonight every day without seeding again.
 */
import { sql } from 'drizzle-orm';
import {
  getDanishSortKey,
  getSalePrice,
  getTimeOptions,
  PRODUCT_TYPES,
  type TProductType,
} from '@tredjedel/domain';

import type { TDatabase } from '../database.ts';
import * as t from '../schema.ts';
import { listingPath } from '../../lib/listing-paths.ts';
import { BLOG_PARAGRAPHS_DA, BLOG_PARAGRAPHS_EN, BLOG_TOPICS, GUIDE_PAGES, SOCIAL_LINKS } from './content.ts';
import { CITY_FACTS, KITCHENS_BY_TYPE, NAME_PARTS, TAG_CATEGORY_FACTS } from './facts.ts';
import { pickMenus } from './menus.ts';
import { createRandom, slugify, type TRandom } from './prng.ts';

export const SEED = 20261122;

/** Arrival times every 30 minutes from 10:00 to 23:30, plus 23:45 (the domain's time options). */
export const SLOT_TIMES: string[] = getTimeOptions();

const TYPE_NAME: Record<TProductType, { da: string; en: string }> = {
  restaurant: { da: 'restauranter', en: 'restaurants' },
  bar: { da: 'barer', en: 'bars' },
  takeaway: { da: 'takeaway', en: 'takeaway' },
};

/** English forms of the name prefixes that have one; proper names stay as they are. */
const PREFIX_EN: Record<string, string> = {
  Vinbar: 'Wine Bar',
  Ølbaren: 'The Beer Bar',
  Vinstue: 'Wine Room',
  Smørrebrød: 'Open Sandwiches',
  Burgerbar: 'Burger Bar',
  Curryhuset: 'Curry House',
};

/** A fixed point in the past that creation dates count from, so they never depend on today. */
const EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY_MS = 86_400_000;

function kroner(random: TRandom, [min, max]: [number, number]): number {
  // Prices end in 9 (249, 379 …) as menus are priced in Danish restaurants.
  return (Math.round(random.int(min, max) / 10) * 10 - 1) * 100;
}

function servingHoursFor(random: TRandom, productType: TProductType, hasLunch: boolean) {
  const hours: { menuType: string; timeStart: string; timeEnd: string }[] = [];
  if (productType === 'restaurant') {
    if (hasLunch) hours.push({ menuType: 'LUNCH', timeStart: '11:30:00', timeEnd: '15:00:00' });
    const [start, end] = random.pick([
      ['17:00:00', '22:00:00'],
      ['17:30:00', '21:30:00'],
      ['18:00:00', '22:30:00'],
    ] as const);
    hours.push({ menuType: 'DINNER', timeStart: start, timeEnd: end });
  } else if (productType === 'bar') {
    hours.push({
      menuType: 'DRINKS',
      timeStart: random.pick(['15:00:00', '16:00:00', '17:00:00']),
      timeEnd: '23:45:00',
    });
  } else {
    if (hasLunch) hours.push({ menuType: 'LUNCH', timeStart: '11:00:00', timeEnd: '14:30:00' });
    hours.push({
      menuType: 'TAKEAWAY',
      timeStart: '16:00:00',
      timeEnd: random.pick(['20:30:00', '21:00:00', '21:30:00']),
    });
  }
  return hours;
}

/** A name not used anywhere, whose distinctive word is not used again in the same city. */
function uniqueName(
  random: TRandom,
  productType: TProductType,
  used: Set<string>,
  usedWordsInCity: Set<string>,
) {
  const parts = NAME_PARTS[productType];
  for (;;) {
    const prefix = random.pick(parts.prefixes);
    const word = random.pick(parts.words);
    const nameDa = `${prefix} ${word}`;
    if (used.has(nameDa) || usedWordsInCity.has(word)) continue;
    used.add(nameDa);
    usedWordsInCity.add(word);
    return { nameDa, nameEn: `${PREFIX_EN[prefix] ?? prefix} ${word}` };
  }
}

export async function isSeeded(db: TDatabase): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(t.cities);
  return (rows[0]?.count ?? 0) > 0;
}

/** Writes the whole seed in one transaction; callers check `isSeeded` first. */
export async function seedDatabase(db: TDatabase): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    // Tags and categories.
    const tagIdBySlug = new Map<string, number>();
    for (const [index, category] of TAG_CATEGORY_FACTS.entries()) {
      const [row] = await tx
        .insert(t.tagCategories)
        .values({ slug: category.slug, nameDa: category.nameDa, nameEn: category.nameEn, weight: index })
        .returning({ id: t.tagCategories.id });
      if (!row) throw new Error('tag category insert returned nothing');
      const tagRows = await tx
        .insert(t.tags)
        .values(
          category.tags.map((tag, tagIndex) => ({
            categoryId: row.id,
            slug: tag.slug,
            nameDa: tag.nameDa,
            nameEn: tag.nameEn,
            hidden: tag.hidden ?? false,
            weight: tagIndex,
          })),
        )
        .returning({ id: t.tags.id, slug: t.tags.slug });
      for (const tag of tagRows) tagIdBySlug.set(tag.slug, tag.id);
    }
    const tagId = (slug: string) => {
      const id = tagIdBySlug.get(slug);
      if (id === undefined) throw new Error(`unknown seed tag ${slug}`);
      return id;
    };
    const atmosphereSlugs =
      TAG_CATEGORY_FACTS.find((category) => category.slug === 'stemning')?.tags.map((tag) => tag.slug) ?? [];

    const usedNames = new Set<string>();
    let restaurantSystemId = 4100;
    let restaurantMenuId = 91_000;
    const cityIds: {
      id: number;
      slug: string;
      nameDa: string;
      nameEn: string;
      productTypes: TProductType[];
    }[] = [];
    const partnerCandidates: {
      productId: number;
      cityId: number;
      productType: TProductType;
      name: string;
      slug: string;
      area: string;
      areaEn: string;
    }[] = [];

    for (const [cityIndex, fact] of CITY_FACTS.entries()) {
      const productTypes = PRODUCT_TYPES.filter((type) => (fact.counts[type] ?? 0) > 0);
      const [city] = await tx
        .insert(t.cities)
        .values({
          slug: fact.slug,
          nameDa: fact.nameDa,
          nameEn: fact.nameEn,
          lat: fact.lat,
          long: fact.long,
          weight: cityIndex,
          productTypes,
        })
        .returning({ id: t.cities.id });
      if (!city) throw new Error('city insert returned nothing');
      cityIds.push({ id: city.id, slug: fact.slug, nameDa: fact.nameDa, nameEn: fact.nameEn, productTypes });
      const areaRows = await tx
        .insert(t.areas)
        .values(fact.areas.map(({ streets: _streets, ...area }) => ({ cityId: city.id, ...area })))
        .returning({
          id: t.areas.id,
          lat: t.areas.lat,
          long: t.areas.long,
          nameDa: t.areas.nameDa,
          nameEn: t.areas.nameEn,
        });

      const usedWordsInCity = new Set<string>();
      for (const productType of productTypes) {
        const count = fact.counts[productType] ?? 0;
        for (let index = 0; index < count; index += 1) {
          const { nameDa, nameEn } = uniqueName(random, productType, usedNames, usedWordsInCity);
          const slugDa = slugify(nameDa);
          const slugEn = slugify(nameEn);
          const areaIndex = random.int(0, areaRows.length - 1);
          const area = areaRows[areaIndex];
          const areaFact = fact.areas[areaIndex];
          if (!area || !areaFact) throw new Error('area rows and facts out of step');
          // The first two of each listing are sold out / showcase, placed at random positions by weight.
          const isShowcase = index === 1 || (count > 8 && index === count - 2);
          const isSoldOut = index === 2 || (count > 10 && index === count - 1);
          const hasLunch = productType === 'bar' ? false : random.chance(0.6);
          const kitchens = random.shuffle(KITCHENS_BY_TYPE[productType]).slice(0, random.int(1, 2));
          const extras = random.shuffle(atmosphereSlugs).slice(0, random.int(0, 2));
          const street = random.pick(areaFact.streets);
          const createdAt = new Date(EPOCH + random.int(0, 480) * DAY_MS);
          const templates = pickMenus(random, productType, hasLunch);
          const menuPrices = templates.map((template) => kroner(random, template.price));
          const priceRegular = Math.min(...menuPrices);
          restaurantSystemId += 1;

          const [product] = await tx
            .insert(t.products)
            .values({
              productType,
              isShowcase,
              cityId: city.id,
              areaId: area.id,
              address: `${street} ${random.int(1, 80)}, ${fact.postcode.padEnd(4, String(random.int(0, 9)))} ${fact.nameDa}`,
              lat: Number((area.lat + (random.next() - 0.5) * 0.012).toFixed(6)),
              long: Number((area.long + (random.next() - 0.5) * 0.02).toFixed(6)),
              weight: random.int(0, 100),
              priceRegular,
              priceSale: getSalePrice(priceRegular),
              primaryImage: `/media/places/${slugDa}/primary.svg`,
              mobilePrimaryImage: `/media/places/${slugDa}/mobile.svg`,
              alternativeImages: [1, 2, 3].map((n) => `/media/places/${slugDa}/gallery-${n}.svg`),
              internalLinks: [
                {
                  title_da: `Flere ${TYPE_NAME[productType].da} i ${fact.nameDa}`,
                  title_en: `More ${TYPE_NAME[productType].en} in ${fact.nameEn}`,
                  url: listingPath('da', fact.slug, productType),
                },
              ],
              restaurantId: restaurantSystemId,
              // Demo contacts, as migration 0006 backfills them: .example is reserved, so no
              // booking notice reaches a real inbox (ADR 0405).
              phone: `+45 3312 ${String(restaurantSystemId).padStart(4, '0')}`,
              contactEmail: `${slugDa}@restaurant.tredjedel.example`,
              createdAt,
              updatedAt: new Date(createdAt.getTime() + random.int(0, 90) * DAY_MS),
            })
            .returning({ id: t.products.id });
          if (!product) throw new Error('product insert returned nothing');

          const kitchenNamesDa = kitchens.map((slug) => slug.replace(/-/g, ' ')).join(' og ');
          await tx.insert(t.productTranslations).values([
            {
              productId: product.id,
              lang: 'da',
              name: nameDa,
              slug: slugDa,
              description: `${nameDa} ligger i ${area.nameDa} og byder på ${kitchenNamesDa} køkken. Book et bord i dag og få en tredjedel rabat på menuen.`,
              nameSortKey: getDanishSortKey(nameDa),
            },
            {
              productId: product.id,
              lang: 'en',
              name: nameEn,
              slug: slugEn,
              description: `${nameEn} is in ${area.nameEn}. Book a table for today and get a third off the menu.`,
              nameSortKey: getDanishSortKey(nameEn),
            },
          ]);
          await tx
            .insert(t.productTags)
            .values([...kitchens, ...extras].map((slug) => ({ productId: product.id, tagId: tagId(slug) })));

          const hours = servingHoursFor(random, productType, hasLunch);
          await tx.insert(t.servingHours).values(hours.map((hour) => ({ productId: product.id, ...hour })));

          await tx.insert(t.menus).values(
            templates.map((template, menuIndex) => {
              const price = menuPrices[menuIndex] ?? priceRegular;
              restaurantMenuId += 1;
              return {
                productId: product.id,
                restaurantMenuId,
                menuType: template.menuType,
                nameDa: template.nameDa,
                nameEn: template.nameEn,
                descriptionDa: template.coursesDa.join(', '),
                descriptionEn: template.coursesEn.join(', '),
                coursesDa: template.coursesDa,
                coursesEn: template.coursesEn,
                priceRegular: price,
                priceSale: getSalePrice(price),
                // One menu in twenty is taken off sale for the day by the restaurant.
                status: random.chance(0.05) ? ('soldout' as const) : ('in-stock' as const),
                weight: menuIndex,
                timeStart: template.window?.[0] ?? '00:00:00',
                timeEnd: template.window?.[1] ?? '23:59:59',
                limitTableSize: template.tableSizes !== undefined,
                tableSizes: template.tableSizes ?? '',
                createdAt: new Date(createdAt.getTime() + random.int(0, 180) * DAY_MS),
              };
            }),
          );

          // Weekly covers: showcase places sell nothing; sold-out places have slots with no covers
          // left; about a quarter close on Mondays; weekends seat more.
          if (!isShowcase) {
            const closedOnMonday = random.chance(0.25);
            const schedule: (typeof t.coverSchedules.$inferInsert)[] = [];
            for (let isoWeekday = 1; isoWeekday <= 7; isoWeekday += 1) {
              if (isoWeekday === 1 && closedOnMonday) continue;
              const busy = isoWeekday >= 5 && isoWeekday <= 6 ? 2 : 1;
              for (const time of SLOT_TIMES) {
                if (!hours.some((hour) => time >= hour.timeStart && time <= hour.timeEnd)) continue;
                const covers = isSoldOut ? 0 : random.chance(0.1) ? 0 : random.int(1, 6) * 2 * busy;
                schedule.push({ productId: product.id, isoWeekday, time, covers });
              }
            }
            if (schedule.length > 0) await tx.insert(t.coverSchedules).values(schedule);
          }

          if (!isShowcase && random.chance(0.7)) {
            partnerCandidates.push({
              productId: product.id,
              cityId: city.id,
              productType,
              name: nameDa,
              slug: slugDa,
              area: area.nameDa,
              areaEn: area.nameEn,
            });
          }
        }
      }
    }

    // Partners: most places that sell tables, with a logo of their own.
    if (partnerCandidates.length > 0) {
      await tx.insert(t.partners).values(
        partnerCandidates.map((partner, index) => ({
          cityId: partner.cityId,
          productType: partner.productType,
          productId: partner.productId,
          name: partner.name,
          descriptionDa: `${partner.name} i ${partner.area} er partner hos Tredjedel.`,
          descriptionEn: `${partner.name} in ${partner.areaEn} partners with Tredjedel.`,
          logo: `/media/partners/${partner.slug}.svg`,
          weight: index,
        })),
      );
    }

    // Blog: every topic for every city, published a week apart.
    const blogRows: (typeof t.blogs.$inferInsert)[] = [];
    const blogTagSlugs: string[] = [];
    let published = Date.UTC(2026, 10, 20, 8, 0, 0);
    for (const topic of BLOG_TOPICS) {
      for (const city of cityIds) {
        const titleDa = topic.da.replace('{city}', city.nameDa);
        blogRows.push({
          slug: slugify(titleDa),
          titleDa,
          titleEn: topic.en.replace('{city}', city.nameEn),
          excerptDa: topic.excerptDa,
          excerptEn: topic.excerptEn,
          bodyDa: BLOG_PARAGRAPHS_DA.join('\n\n'),
          bodyEn: BLOG_PARAGRAPHS_EN.join('\n\n'),
          image: `/media/blog/${slugify(titleDa)}.svg`,
          cityId: city.id,
          publishedAt: new Date(published),
        });
        blogTagSlugs.push(topic.tag);
        published -= 7 * DAY_MS;
      }
    }
    const blogIds = await tx.insert(t.blogs).values(blogRows).returning({ id: t.blogs.id });
    await tx.insert(t.blogTags).values(
      blogIds.flatMap((blog, index) => {
        const slug = blogTagSlugs[index];
        return slug ? [{ blogId: blog.id, tagId: tagId(slug) }] : [];
      }),
    );

    // Page boxes: global ones at the top and bottom, plus one per city at the top.
    const boxes: (typeof t.pageBoxes.$inferInsert)[] = [
      {
        position: 'top',
        weight: 0,
        titleDa: 'En tredjedel rabat i aften',
        titleEn: 'A third off tonight',
        bodyDa: 'Book bord til i dag og spar en tredjedel på menuen.',
        bodyEn: 'Book a table for today and save a third on the menu.',
        linkDa: '/guide',
        linkEn: '/en/guide',
        image: '/media/boxes/tonight.svg',
        cityId: null,
      },
      {
        position: 'top',
        weight: 1,
        titleDa: 'Giv et gavekort',
        titleEn: 'Give a gift card',
        bodyDa: 'Gavekort kan bruges på alle vores steder.',
        bodyEn: 'Gift cards work at all our places.',
        linkDa: '/gavekort/step1',
        linkEn: '/en/gavekort/step1',
        image: '/media/boxes/giftcard.svg',
        cityId: null,
      },
      {
        position: 'bottom',
        weight: 0,
        titleDa: 'Sådan virker det',
        titleEn: 'How it works',
        bodyDa: 'Vælg sted, tid og menu. Betal og få billetten på mail.',
        bodyEn: 'Pick a place, a time and a menu. Pay and get your ticket by e-mail.',
        linkDa: '/guide',
        linkEn: '/en/guide',
        image: '/media/boxes/how.svg',
        cityId: null,
      },
      {
        position: 'bottom',
        weight: 1,
        titleDa: 'Tilmeld nyhedsbrevet',
        titleEn: 'Sign up for the newsletter',
        bodyDa: 'Få nye steder og tilbud cirka to gange om måneden.',
        bodyEn: 'New places and offers about twice a month.',
        linkDa: '/guide/nyhedsbrev',
        linkEn: '/en/guide/newsletter',
        image: '/media/boxes/newsletter.svg',
        cityId: null,
      },
      {
        position: 'bottom',
        weight: 2,
        titleDa: 'Bliv partner',
        titleEn: 'Become a partner',
        bodyDa: 'Fyld de tomme borde med gæster i aften.',
        bodyEn: 'Fill tonight’s empty tables with guests.',
        linkDa: '/partnere/kobenhavn/restaurant',
        linkEn: '/en/partners/kobenhavn/restaurant',
        image: '/media/boxes/partner.svg',
        cityId: null,
      },
      {
        position: 'bottom',
        weight: 3,
        titleDa: 'Læs bloggen',
        titleEn: 'Read the blog',
        bodyDa: 'Guides og nyheder fra byens køkkener.',
        bodyEn: 'Guides and news from the city’s kitchens.',
        linkDa: '/blog',
        linkEn: '/en/blog',
        image: '/media/boxes/blog.svg',
        cityId: null,
      },
    ];
    for (const [index, city] of cityIds.entries()) {
      boxes.push({
        position: 'top',
        weight: 2 + index,
        titleDa: `Dagens borde i ${city.nameDa}`,
        titleEn: `Today’s tables in ${city.nameEn}`,
        bodyDa: `Se hvor der er plads i aften i ${city.nameDa}.`,
        bodyEn: `See where there is room tonight in ${city.nameEn}.`,
        linkDa: listingPath('da', city.slug, 'restaurant'),
        linkEn: listingPath('en', city.slug, 'restaurant'),
        image: `/media/boxes/${city.slug}.svg`,
        cityId: city.id,
      });
    }
    await tx.insert(t.pageBoxes).values(boxes);

    await tx.insert(t.guidePages).values(
      GUIDE_PAGES.map((page, index) => ({
        ...page,
        weight: index,
        image: `/media/guide/${page.slug}.svg`,
      })),
    );

    // Navigation: main (product types in the default city, gift cards, guide, blog), local (one
    // "today's {type} in {city}" entry per city and type), social.
    const navigation: (typeof t.navMenuItems.$inferInsert)[] = [
      ...PRODUCT_TYPES.map((productType, index) => ({
        menu: 'main' as const,
        weight: index,
        labelDa: TYPE_NAME[productType].da.replace(/^./, (c) => c.toUpperCase()),
        labelEn: TYPE_NAME[productType].en.replace(/^./, (c) => c.toUpperCase()),
        linkDa: listingPath('da', 'kobenhavn', productType),
        linkEn: listingPath('en', 'kobenhavn', productType),
        productType,
      })),
      {
        menu: 'main',
        weight: 10,
        labelDa: 'Gavekort',
        labelEn: 'Gift cards',
        linkDa: '/gavekort/step1',
        linkEn: '/en/gavekort/step1',
      },
      { menu: 'main', weight: 11, labelDa: 'Guide', labelEn: 'Guide', linkDa: '/guide', linkEn: '/en/guide' },
      { menu: 'main', weight: 12, labelDa: 'Blog', labelEn: 'Blog', linkDa: '/blog', linkEn: '/en/blog' },
      ...SOCIAL_LINKS.map((social, index) => ({
        menu: 'social' as const,
        weight: index,
        labelDa: social.label,
        labelEn: social.label,
        linkDa: social.link,
        linkEn: social.link,
        icon: social.icon,
      })),
    ];
    let localWeight = 0;
    for (const city of cityIds) {
      for (const productType of city.productTypes) {
        navigation.push({
          menu: 'local',
          weight: localWeight++,
          labelDa: `Se dagens ${TYPE_NAME[productType].da} i ${city.nameDa}`,
          labelEn: `See today’s ${TYPE_NAME[productType].en} in ${city.nameEn}`,
          linkDa: listingPath('da', city.slug, productType),
          linkEn: listingPath('en', city.slug, productType),
          cityId: city.id,
          productType,
        });
      }
    }
    await tx.insert(t.navMenuItems).values(navigation);
  });
}
