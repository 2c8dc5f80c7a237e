// Seeds one place: its product row, translations, tags, serving hours, menus and weekly covers.
// The random draws happen in the same order as they always have, so the seed stays the same.

import {
  getDanishSortKey,
  getSalePrice,
  getTimeOptions,
  slugify,
  type TProductType,
} from '@tredjedel/domain';

import * as t from '../schema.ts';
import { listingPath } from '../../lib/listing-paths.ts';
import { type CITY_FACTS, KITCHENS_BY_TYPE, NAME_PARTS } from './facts.ts';
import { pickMenus } from './menus.ts';
import type { TRandom } from './prng.ts';
import type { TSeededTags } from './seed-tags.ts';
import { DAY_MS, TYPE_NAME, type TPartnerCandidate, type TSeedTransaction } from './seed-types.ts';

/** Arrival times every 30 minutes from 10:00 to 23:30, plus 23:45 (the domain's time options). */
const SLOT_TIMES: string[] = getTimeOptions();

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

/** Running system ids of the restaurants and their menus, counted up place by place. */
export type TSeedIdCounters = { restaurantSystemId: number; restaurantMenuId: number };

export type TSeedPlaceInput = {
  productType: TProductType;
  /** The place's position among the city's places of its type, and their count. */
  index: number;
  count: number;
  fact: (typeof CITY_FACTS)[number];
  cityId: number;
  areaRows: { id: number; lat: number; long: number; nameDa: string; nameEn: string }[];
  usedNames: Set<string>;
  usedWordsInCity: Set<string>;
  tags: TSeededTags;
  ids: TSeedIdCounters;
};

/** Writes one place; returns it when it was drawn to become a partner. */
export async function seedPlace(
  tx: TSeedTransaction,
  random: TRandom,
  {
    productType,
    index,
    count,
    fact,
    cityId,
    areaRows,
    usedNames,
    usedWordsInCity,
    tags,
    ids,
  }: TSeedPlaceInput,
): Promise<TPartnerCandidate | null> {
  const { tagId, atmosphereSlugs } = tags;
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
  ids.restaurantSystemId += 1;
  const restaurantSystemId = ids.restaurantSystemId;

  const [product] = await tx
    .insert(t.products)
    .values({
      productType,
      isShowcase,
      cityId,
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
      // booking notice reaches a real inbox (ADR 0204).
      phone: `+45 3312 ${String(restaurantSystemId).padStart(4, '0')}`,
      contactEmail: `${slugDa}@restaurant.tredjedel.example`,
      // Seeded places are on sale from their creation (docs/decisions/0500-restaurants-console.md).
      onSaleSince: createdAt,
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
      ids.restaurantMenuId += 1;
      const restaurantMenuId = ids.restaurantMenuId;
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
    return {
      productId: product.id,
      cityId,
      productType,
      name: nameDa,
      slug: slugDa,
      area: area.nameDa,
      areaEn: area.nameEn,
    };
  }
  return null;
}
