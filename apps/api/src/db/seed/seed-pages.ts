// Seeds what the pages show around the places: page boxes, guide pages and the navigation menus.

import { PRODUCT_TYPES } from '@tredjedel/domain';

import * as t from '../schema.ts';
import { listingPath } from '../../lib/listing-paths.ts';
import { GUIDE_PAGES, SOCIAL_LINKS } from './content.ts';
import { TYPE_NAME, type TSeededCity, type TSeedTransaction } from './seed-types.ts';

export async function seedPageBoxesAndGuide(tx: TSeedTransaction, cityIds: TSeededCity[]): Promise<void> {
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
}

export async function seedNavigation(tx: TSeedTransaction, cityIds: TSeededCity[]): Promise<void> {
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
}
