import { describe, expect, it } from 'vitest';

import {
  ZBlogDetailQuery,
  ZBlogDetailResponse,
  ZGuideQuery,
  ZGuideResponse,
  ZTagListResponse,
} from '../src/contract/content.ts';
import { NAV_MENU_IDS, ZNavigationQuery, ZNavigationResponse } from '../src/contract/navigation.ts';
import {
  ZAreaListQuery,
  ZAreaListResponse,
  ZCityListQuery,
  ZCityListResponse,
  ZPartnerListQuery,
  ZPartnerListResponse,
} from '../src/contract/places.ts';

const CITY = {
  id: 1,
  proper_name: 'København',
  link: 'kobenhavn',
  geo_lat_value: 55.68,
  geo_long_value: 12.57,
};
const TAG = { id: 3, name: 'Fransk', slug: 'fransk', parent_id: 9, hidden: false };
const NAV_ITEM = {
  id: 1,
  label: 'Restauranter',
  url: '/restauranter',
  city_id: null,
  product_type: null,
  icon: null,
};

describe('content and place queries', () => {
  it.each([
    ['cities', ZCityListQuery, {}, { local: 'da' }],
    ['areas', ZAreaListQuery, { city: 'aarhus', local: 'en' }, { city: 'aarhus', local: 'en' }],
    ['partners', ZPartnerListQuery, { product_type: 'bar' }, { local: 'da', product_type: 'bar' }],
    ['guide', ZGuideQuery, {}, { local: 'da' }],
    ['navigation', ZNavigationQuery, { city: 'odense' }, { local: 'da', city: 'odense' }],
    ['blog detail', ZBlogDetailQuery, { local: 'en' }, { local: 'en' }],
  ])('reads the %s query with its defaults', (_name, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    ['areas with an empty city', ZAreaListQuery, { city: '' }],
    ['partners with an empty city', ZPartnerListQuery, { city: '' }],
    ['partners of an unknown product type', ZPartnerListQuery, { product_type: 'cafe' }],
    ['navigation with an empty city', ZNavigationQuery, { city: '' }],
    ['cities in an unknown language', ZCityListQuery, { local: 'de' }],
  ])('rejects %s', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('content and place answers', () => {
  it.each([
    ['a city without product types', ZCityListResponse, { data: [{ ...CITY, name: 'København' }] }, false],
    ['a city', ZCityListResponse, { data: [{ ...CITY, name: 'København', product_types: ['bar'] }] }, true],
    [
      'a city with an unknown product type',
      ZCityListResponse,
      { data: [{ ...CITY, name: 'K', product_types: ['cafe'] }] },
      false,
    ],
    [
      'areas with their cities',
      ZAreaListResponse,
      { data: [{ ...CITY, id: 2, parent_id: 1 }], parent_areas: [CITY] },
      true,
    ],
    ['areas without their cities', ZAreaListResponse, { data: [] }, false],
    [
      'a partner',
      ZPartnerListResponse,
      {
        data: [
          {
            id: 1,
            name: 'Noma',
            slug: 'noma',
            image: null,
            url: null,
            description: '',
            city_id: 1,
            product_type: 'restaurant',
          },
        ],
      },
      true,
    ],
    [
      'a partner without a city',
      ZPartnerListResponse,
      {
        data: [
          { id: 1, name: 'Noma', slug: 'noma', image: null, url: null, description: '', product_type: 'bar' },
        ],
      },
      false,
    ],
    [
      'a guide section',
      ZGuideResponse,
      { data: [{ id: 1, slug: 'om', title: 'Om', body: '<p>…</p>', image: 'a.jpg' }] },
      true,
    ],
    [
      'the three menus',
      ZNavigationResponse,
      { data: NAV_MENU_IDS.map((id) => ({ id, items: [NAV_ITEM] })) },
      true,
    ],
    ['an unknown menu', ZNavigationResponse, { data: [{ id: 'footer', items: [] }] }, false],
    [
      'a local entry of an unknown type',
      ZNavigationResponse,
      { data: [{ id: 'local', items: [{ ...NAV_ITEM, product_type: 'cafe' }] }] },
      false,
    ],
    [
      'a blog post with its body',
      ZBlogDetailResponse,
      {
        id: 1,
        title: 'T',
        slug: 't',
        excerpt: '',
        image: '',
        published_at: '2026-11-22T10:00:00Z',
        tags: [TAG],
        body: '<p>…</p>',
      },
      true,
    ],
    [
      'a blog post without its body',
      ZBlogDetailResponse,
      { id: 1, title: 'T', slug: 't', excerpt: '', image: '', published_at: '', tags: [] },
      false,
    ],
    [
      'a category without a slug',
      ZTagListResponse,
      { data: [TAG], categories: [{ id: 9, name: 'Køkken' }] },
      false,
    ],
  ])('%s (valid: %s)', (_name, schema, input, valid) => {
    expect(schema.safeParse(input).success).toBe(valid);
  });

  it('lists the tag categories, none when an answer leaves them out', () => {
    const category = { id: 9, name: 'Køkken', slug: 'koekken' };
    expect(ZTagListResponse.parse({ data: [TAG], categories: [category] }).categories).toEqual([category]);
    expect(ZTagListResponse.parse({ data: [TAG] }).categories).toEqual([]);
  });
});
