import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NAV_MENU_IDS,
  ZAreaListQuery,
  ZAreaListResponse,
  ZBlogDetailQuery,
  ZBlogDetailResponse,
  ZBlogListQuery,
  ZBlogListResponse,
  ZCityListQuery,
  ZCityListResponse,
  ZGuideQuery,
  ZGuideResponse,
  ZNavigationQuery,
  ZNavigationResponse,
  ZPageBoxListQuery,
  ZPageBoxListResponse,
  ZPartnerListQuery,
  ZPartnerListResponse,
  ZTagListQuery,
  ZTagListResponse,
  type TAreaListResponse,
  type TBlog,
  type TBlogDetailResponse,
  type TBlogListResponse,
  type TCityListResponse,
  type TGuideResponse,
  type TLocale,
  type TNavigationResponse,
  type TPageBoxListResponse,
  type TPartnerListResponse,
  type TTag,
  type TTagListResponse,
  ZSlug,
} from '@tredjedel/domain';
import { z } from 'zod';

import type { tags as tagsTable } from '../../../../db/schema.ts';
import { CACHE, PREPARED_ROUTE, prepareBody, sendPrepared } from '../../../../page-host/http-cache.ts';
import { notFound, parseRequestPart } from '../../../../lib/http-errors.ts';
import { detailPath } from '../../../../lib/listing-paths.ts';
import { createWorkBudget } from '../../../../services/work-budget.ts';
import { ERROR_RESPONSES } from '../../openapi.ts';

/** The blog list may be narrowed to a city; a blog post is named by its slug. */
const ZBlogsQuery = ZBlogListQuery.extend({ city: ZSlug.optional() });
const ZBlogParams = z.object({ slug: ZSlug });

type TBilingual = { nameDa: string; nameEn: string };
const localName = (row: TBilingual, locale: TLocale) => (locale === 'da' ? row.nameDa : row.nameEn);
const pick = <T>(locale: TLocale, da: T, en: T) => (locale === 'da' ? da : en);

function toTag(row: typeof tagsTable.$inferSelect, locale: TLocale, count?: number): TTag {
  return {
    id: row.id,
    name: localName(row, locale),
    slug: row.slug,
    parent_id: row.categoryId,
    hidden: row.hidden,
    ...(count === undefined ? {} : { count }),
  };
}

const nextPage = (page: number, perPage: number, total: number) => (page * perPage < total ? page + 1 : null);

/** What each route takes and answers, for the OpenAPI document only (ADR 0245): handlers parse. */
const SCHEMA = {
  tags: { querystring: ZTagListQuery, response: { 200: ZTagListResponse, ...ERROR_RESPONSES } },
  cities: { querystring: ZCityListQuery, response: { 200: ZCityListResponse, ...ERROR_RESPONSES } },
  areas: { querystring: ZAreaListQuery, response: { 200: ZAreaListResponse, ...ERROR_RESPONSES } },
  blogs: { querystring: ZBlogsQuery, response: { 200: ZBlogListResponse, ...ERROR_RESPONSES } },
  blog: {
    params: ZBlogParams,
    querystring: ZBlogDetailQuery,
    response: { 200: ZBlogDetailResponse, ...ERROR_RESPONSES },
  },
  pageBoxes: { querystring: ZPageBoxListQuery, response: { 200: ZPageBoxListResponse, ...ERROR_RESPONSES } },
  partners: { querystring: ZPartnerListQuery, response: { 200: ZPartnerListResponse, ...ERROR_RESPONSES } },
  guide: { querystring: ZGuideQuery, response: { 200: ZGuideResponse, ...ERROR_RESPONSES } },
  navigation: { querystring: ZNavigationQuery, response: { 200: ZNavigationResponse, ...ERROR_RESPONSES } },
};

export default function contentRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { catalogue } = app;
  // An answer computed because none was at hand counts against its client's budget (ADR 0006).
  const countAnswer = createWorkBudget(app, 'answer');

  // Content answers are the same for every visitor and cost several queries each (about 1,000
  // req/s uncached on PGlite): computed once at a time per address and kept for a moment, as
  // listings are (app.sharedAnswers).
  const answers = app.sharedAnswers;

  /** A content route: `compute` builds the answer from the request when none is at hand. */
  function getContent(
    path: string,
    schema: (typeof SCHEMA)[keyof typeof SCHEMA],
    compute: (request: FastifyRequest) => Promise<unknown>,
  ) {
    app.get(path, { ...PREPARED_ROUTE, schema }, async (request, reply) => {
      const prepared = await answers.answer(
        request.url,
        async () => prepareBody(await compute(request)),
        () => countAnswer(request),
      );
      return sendPrepared(request, reply, prepared, CACHE.content);
    });
  }

  async function requireCity(slug: string | undefined) {
    if (slug === undefined) return null;
    const city = await catalogue.findCityBySlug(slug);
    if (!city) throw notFound(`No city with slug "${slug}"`);
    return city;
  }

  getContent('/tags', SCHEMA.tags, async (request) => {
    const query = parseRequestPart(ZTagListQuery, request.query);
    const city = await requireCity(query.city);
    const [lookups, counts] = await Promise.all([
      catalogue.getLookups(),
      catalogue.countProductsPerTag(city?.id ?? null, query.product_type ?? null),
    ]);
    const body: TTagListResponse = {
      data: lookups.tags.map((tag) => toTag(tag, query.local, counts.get(tag.id) ?? 0)),
      categories: lookups.categories.map((category) => ({
        id: category.id,
        name: localName(category, query.local),
        slug: category.slug,
      })),
    };
    return body;
  });

  getContent('/cities', SCHEMA.cities, async (request) => {
    const query = parseRequestPart(ZCityListQuery, request.query);
    const { cities } = await catalogue.getLookups();
    const body: TCityListResponse = {
      data: cities.map((city) => ({
        id: city.id,
        name: localName(city, query.local),
        proper_name: localName(city, query.local),
        link: city.slug,
        geo_lat_value: city.lat,
        geo_long_value: city.long,
        product_types: city.productTypes.filter((type): type is 'restaurant' | 'bar' | 'takeaway' =>
          ['restaurant', 'bar', 'takeaway'].includes(type),
        ),
      })),
    };
    return body;
  });

  getContent('/areas', SCHEMA.areas, async (request) => {
    const query = parseRequestPart(ZAreaListQuery, request.query);
    const city = await requireCity(query.city);
    const lookups = await catalogue.getLookups();
    const parents = city ? [city] : lookups.cities;
    const body: TAreaListResponse = {
      data: lookups.areas
        .filter((area) => city === null || area.cityId === city.id)
        .map((area) => ({
          id: area.id,
          proper_name: localName(area, query.local),
          link: area.slug,
          geo_lat_value: area.lat,
          geo_long_value: area.long,
          parent_id: area.cityId,
        })),
      parent_areas: parents.map((parent) => ({
        id: parent.id,
        proper_name: localName(parent, query.local),
        link: parent.slug,
        geo_lat_value: parent.lat,
        geo_long_value: parent.long,
      })),
    };
    return body;
  });

  getContent('/blogs', SCHEMA.blogs, async (request) => {
    const query = parseRequestPart(ZBlogsQuery, request.query);
    const city = await requireCity(query.city);
    const lookups = await catalogue.getLookups();
    const tag =
      query.tag === undefined
        ? null
        : lookups.tags.find((item) => item.slug === query.tag || String(item.id) === query.tag);
    if (tag === undefined) throw notFound(`No tag "${query.tag ?? ''}"`);
    const { rows, total, tagRows } = await catalogue.findBlogs({
      page: query.current_page,
      perPage: query.per_page,
      cityId: city?.id ?? null,
      tagId: tag?.id ?? null,
    });
    const tagById = new Map(lookups.tags.map((item) => [item.id, item]));
    const body: TBlogListResponse = {
      current_page: query.current_page,
      next_page: nextPage(query.current_page, query.per_page, total),
      per_page: query.per_page,
      total_data: total,
      data: rows.map((blog): TBlog => ({
        id: blog.id,
        title: pick(query.local, blog.titleDa, blog.titleEn),
        slug: blog.slug,
        excerpt: pick(query.local, blog.excerptDa, blog.excerptEn),
        image: blog.image,
        published_at: blog.publishedAt.toISOString(),
        tags: tagRows.flatMap((row) => {
          const blogTag = row.blogId === blog.id ? tagById.get(row.tagId) : undefined;
          return blogTag ? [toTag(blogTag, query.local)] : [];
        }),
      })),
    };
    return body;
  });

  getContent('/blogs/:slug', SCHEMA.blog, async (request) => {
    const { slug } = parseRequestPart(ZBlogParams, request.params);
    const { local } = parseRequestPart(ZBlogDetailQuery, request.query);
    const found = await catalogue.findBlogBySlug(slug);
    if (!found) throw notFound(`No blog post "${slug}"`);
    const lookups = await catalogue.getLookups();
    const { blog } = found;
    const body: TBlogDetailResponse = {
      id: blog.id,
      title: pick(local, blog.titleDa, blog.titleEn),
      slug: blog.slug,
      excerpt: pick(local, blog.excerptDa, blog.excerptEn),
      body: pick(local, blog.bodyDa, blog.bodyEn),
      image: blog.image,
      published_at: blog.publishedAt.toISOString(),
      tags: lookups.tags
        .filter((tag) => found.tagRows.some((row) => row.tagId === tag.id))
        .map((tag) => toTag(tag, local)),
    };
    return body;
  });

  getContent('/page-boxes', SCHEMA.pageBoxes, async (request) => {
    const query = parseRequestPart(ZPageBoxListQuery, request.query);
    const city = await requireCity(query.city);
    const { rows, total } = await catalogue.findPageBoxes({
      position: query.position ?? null,
      cityId: city?.id ?? null,
      page: query.current_page,
      perPage: query.per_page,
    });
    const body: TPageBoxListResponse = {
      current_page: query.current_page,
      next_page: nextPage(query.current_page, query.per_page, total),
      per_page: query.per_page,
      total_data: total,
      data: rows.map((box) => ({
        id: box.id,
        title: pick(query.local, box.titleDa, box.titleEn),
        body: pick(query.local, box.bodyDa, box.bodyEn),
        image: box.image,
        url: pick(query.local, box.linkDa, box.linkEn),
        position: box.position,
      })),
    };
    return body;
  });

  getContent('/partners', SCHEMA.partners, async (request) => {
    const query = parseRequestPart(ZPartnerListQuery, request.query);
    const city = await requireCity(query.city);
    const rows = await catalogue.findPartners(city?.id ?? null, query.product_type ?? null, query.local);
    const body: TPartnerListResponse = {
      data: rows.map(({ partner, productSlug }) => ({
        id: partner.id,
        name: partner.name,
        slug: productSlug ?? String(partner.id),
        image: partner.logo,
        url: productSlug === null ? null : detailPath(query.local, partner.productType, productSlug),
        description: pick(query.local, partner.descriptionDa, partner.descriptionEn),
        city_id: partner.cityId,
        product_type: partner.productType,
      })),
    };
    return body;
  });

  getContent('/guide', SCHEMA.guide, async (request) => {
    const { local } = parseRequestPart(ZGuideQuery, request.query);
    const pages = await catalogue.findGuidePages();
    const body: TGuideResponse = {
      data: pages.map((page) => ({
        id: page.id,
        slug: page.slug,
        title: pick(local, page.titleDa, page.titleEn),
        body: pick(local, page.bodyDa, page.bodyEn),
        image: page.image,
      })),
    };
    return body;
  });

  getContent('/navigation', SCHEMA.navigation, async (request) => {
    const query = parseRequestPart(ZNavigationQuery, request.query);
    const city = await requireCity(query.city);
    const items = await catalogue.findNavigation();
    const body: TNavigationResponse = {
      data: NAV_MENU_IDS.map((menu) => ({
        id: menu,
        items: items
          // The local menu is about one city when a city is given ("today's bars in Aarhus").
          .filter(
            (item) => item.menu === menu && (menu !== 'local' || city === null || item.cityId === city.id),
          )
          .map((item) => ({
            id: item.id,
            label: pick(query.local, item.labelDa, item.labelEn),
            url: pick(query.local, item.linkDa, item.linkEn),
            city_id: item.cityId,
            product_type: item.productType,
            icon: item.icon,
          })),
      })),
    };
    return body;
  });
  done();
}
