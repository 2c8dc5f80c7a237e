import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_TIME_END,
  DEFAULT_TIME_START,
  ZProductDetailParams,
  ZProductDetailQuery,
  ZProductDetailResponse,
  ZProductListQuery,
  ZProductListResponse,
  ZProductMenusQuery,
  ZProductMenusResponse,
  ZProductStockMenusQuery,
  ZProductStockMenusResponse,
  ZProductStocksQuery,
  ZProductStocksResponse,
  ZProductStockTimesResponse,
  DEFAULT_OFFER_PARTY,
  getBookableFromPrice,
  getFreeTimes,
  getProductStatus,
  getSeatsByParty,
  getSlotStatusForParty,
  isTimeWithin,
  parseFilterTime,
  type TProduct,
  type TProductListResponse,
  type TProductStockMenusResponse,
  type TProductStocksResponse,
  type TProductStockTimesResponse,
  type TProductMenusResponse,
  type TSortId,
} from '@tredjedel/domain';
import { z } from 'zod';

import {
  CACHE,
  PREPARED_ROUTE,
  prepareBody,
  sendPrepared,
  sendWithEtag,
  type TPreparedBody,
} from '../../../../page-host/http-cache.ts';
import { HttpError, notFound, parseRequestPart } from '../../../../lib/http-errors.ts';
import { ERROR_RESPONSES } from '../../openapi.ts';
import { toTimeSlot } from '../../../../services/availability.ts';
import { groupByProduct, toListItem, toMenu } from '../../../../services/product-mapper.ts';
import { createWorkBudget } from '../../../../services/work-budget.ts';

const ZIdParams = z.object({
  productId: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a numeric product id')
    .transform(Number),
});

/** A filter time as H.MM or HH:MM (docs/product/spec.md §5); anything else is a 400 naming the parameter. */
function readFilterTime(value: string | undefined, parameter: string, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  const time = parseFilterTime(value);
  if (time === null)
    throw new HttpError(400, 'bad_request', `Invalid parameter "${parameter}": expected H.MM or HH:MM`, {
      parameter,
    });
  return time;
}

/** Area and tag filters name slugs (or ids); unknown ones are dropped, as the domain's parser does. */
function resolveIds(values: readonly string[], known: readonly { id: number; slug: string }[]): number[] {
  const ids = new Set<number>();
  for (const raw of values) {
    const value = raw.replace(/\?+$/, '');
    const match = /^\d+$/.test(value)
      ? known.find((item) => item.id === Number(value))
      : known.find((item) => item.slug === value);
    if (match) ids.add(match.id);
  }
  return [...ids];
}

/** What each route takes and answers, for the OpenAPI document only (ADR 0245): handlers parse. */
const SCHEMA = {
  list: { querystring: ZProductListQuery, response: { 200: ZProductListResponse, ...ERROR_RESPONSES } },
  detail: {
    params: ZProductDetailParams,
    querystring: ZProductDetailQuery,
    response: { 200: ZProductDetailResponse, ...ERROR_RESPONSES },
  },
  stocks: {
    params: ZIdParams,
    querystring: ZProductStocksQuery,
    response: { 200: ZProductStocksResponse, ...ERROR_RESPONSES },
  },
  times: {
    params: ZIdParams,
    querystring: ZProductStocksQuery,
    response: { 200: ZProductStockTimesResponse, ...ERROR_RESPONSES },
  },
  stockMenus: {
    params: ZIdParams,
    querystring: ZProductStockMenusQuery,
    response: { 200: ZProductStockMenusResponse, ...ERROR_RESPONSES },
  },
  menus: {
    params: ZIdParams,
    querystring: ZProductMenusQuery,
    response: { 200: ZProductMenusResponse, ...ERROR_RESPONSES },
  },
};

export default function productRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { productsRepository: repository, inventory, catalogue } = app;
  // Answers the same for every visitor, computed once at a time per address and kept for a moment
  // (app.sharedAnswers, without stale answers); one computed because none was at hand counts
  // against its client's budget (docs/decisions/0006-page-caching-shared-pages-answered-once.md).
  const answers = app.sharedAnswers;
  const countAnswer = createWorkBudget(app, 'answer');

  async function requireProduct(productId: number) {
    const row = await repository.findProductRow(productId, 'da');
    if (!row) throw notFound(`No product with id ${productId}`);
    return row;
  }

  app.get('/products', { ...PREPARED_ROUTE, schema: SCHEMA.list }, async (request, reply) => {
    const prepared = await answers.answer(
      request.url,
      () => computeListing(request.query, app.clock.now()),
      () => countAnswer(request),
    );
    return sendPrepared(request, reply, prepared, CACHE.listing);
  });

  async function computeListing(rawQuery: unknown, now: Date): Promise<TPreparedBody> {
    const query = parseRequestPart(ZProductListQuery, rawQuery);
    const lookups = await catalogue.getLookups();
    const city = lookups.cities.find((item) => item.slug === query.city);
    if (!city) throw notFound(`No city with slug "${query.city}"`);
    if (!city.productTypes.includes(query.product_type)) {
      throw notFound(`${city.nameEn} has no ${query.product_type} listing`);
    }
    const timeStart = readFilterTime(query['time-start'], 'time-start', DEFAULT_TIME_START);
    const timeEnd = readFilterTime(query['time-end'], 'time-end', DEFAULT_TIME_END);
    const { rows, total, matching } = await repository.findListing({
      cityId: city.id,
      productType: query.product_type,
      locale: query.local,
      sort: query.sort as TSortId,
      page: query.current_page,
      perPage: query.per_page,
      now,
      filters: {
        areaIds: resolveIds(
          query.areas,
          lookups.areas.filter((area) => area.cityId === city.id),
        ),
        tagIds: resolveIds(query.tags, lookups.tags),
        timeStart,
        timeEnd,
        isWindowNarrowed: timeStart !== DEFAULT_TIME_START || timeEnd !== DEFAULT_TIME_END,
        person: query.person ?? 0,
      },
    });
    const ids = rows.map((row) => row.id);
    const [translations, tagRows] = await Promise.all([
      repository.findTranslations(ids),
      repository.findTagIds(ids),
    ]);
    const translationsByProduct = groupByProduct(translations);
    const tagsByProduct = groupByProduct(tagRows);
    const body: TProductListResponse = {
      current_page: query.current_page,
      next_page: query.current_page * query.per_page < total ? query.current_page + 1 : null,
      per_page: query.per_page,
      total_data: total,
      total_matching: matching,
      data: rows.map((row) =>
        toListItem(row, translationsByProduct.get(row.id) ?? [], tagsByProduct.get(row.id) ?? []),
      ),
    };
    return prepareBody(body);
  }

  app.get('/products/:productId', { ...PREPARED_ROUTE, schema: SCHEMA.detail }, async (request, reply) => {
    // The same for every visitor and dropped with the listings on every change of stock
    // (plugins/app/cache-invalidation.ts): each booking page and detail page is rendered from it.
    const prepared = await answers.answer(
      request.url,
      () => computeDetail(request.params, request.query, app.clock.now()),
      () => countAnswer(request),
    );
    return sendPrepared(request, reply, prepared, CACHE.listing);
  });

  async function computeDetail(params: unknown, rawQuery: unknown, now: Date): Promise<TPreparedBody> {
    const { productId } = parseRequestPart(ZProductDetailParams, params);
    const { local } = parseRequestPart(ZProductDetailQuery, rawQuery);
    const id = await repository.findProductId(productId);
    if (id === null) throw notFound(`No product "${productId}"`);
    const [row, translations, tagRows, hours, menuRows, slots] = await Promise.all([
      repository.findProductRow(id, local),
      repository.findTranslations([id]),
      repository.findTagIds([id]),
      repository.findServingHours(id),
      repository.findMenus(id, null),
      inventory.findSlots(id, now),
    ]);
    if (!row) throw notFound(`No product "${productId}"`);
    const { product } = row;
    const times = product.isShowcase ? [] : slots.map((slot) => toTimeSlot(slot, now));
    const status = getProductStatus({ status: product.isShowcase ? 'showcase' : 'in-stock', times }, now);
    const cityTags = await repository.findCityTagIds(product.cityId, product.productType);
    const menus = menuRows.map((menu) =>
      toMenu(
        menu,
        local,
        product.restaurantId,
        product.isShowcase || menu.status !== 'in-stock' ? 'soldout' : 'in-stock',
      ),
    );
    // The "Fra" price and the free times as the listing computes them (the domain's rules); the
    // place's cheapest menu when nothing can be booked today any more.
    const fromPrice = getBookableFromPrice(menus, times, now) ?? {
      price_sale: product.priceSale,
      price_regular: product.priceRegular,
    };
    const body: TProduct = {
      ...toListItem(
        {
          ...product,
          priceSale: fromPrice.price_sale,
          priceRegular: fromPrice.price_regular,
          freeTimes: getFreeTimes(times, DEFAULT_OFFER_PARTY, now),
          status,
          reasons: [],
          name: row.name,
          slug: row.slug,
          areaName: row.areaName,
          nameSortKey: row.nameSortKey,
          latestMenuCreatedAt: row.latestMenuCreatedAt ?? null,
        },
        translations,
        tagRows,
      ),
      city_tags: cityTags,
      menus,
      times,
      seats: product.isShowcase ? [] : getSeatsByParty(slots, now),
      alternative_images: product.alternativeImages,
      internal_links: product.internalLinks.map((link) => ({
        title: local === 'da' ? link.title_da : link.title_en,
        url: link.url,
      })),
      restaurant_id: product.restaurantId,
      serving_hours: hours.map((hour) => ({
        menu_type: hour.menuType,
        time_start: hour.timeStart,
        time_end: hour.timeEnd,
      })),
      phone: product.phone,
    };
    // The detail carries today's times, which change with every sale: revalidate each time.
    return prepareBody(body);
  }

  app.get(
    '/products/:productId/stocks',
    { ...PREPARED_ROUTE, schema: SCHEMA.stocks },
    async (request, reply) => {
      const { productId } = parseRequestPart(ZIdParams, request.params);
      const query = parseRequestPart(ZProductStocksQuery, request.query);
      const now = app.clock.now();
      // Without a hold the answer is every visitor's (booking step 1 is rendered from it): kept like
      // the listings, in this process only and dropped on every change of stock. Never by HTTP caches.
      const compute = async () => {
        const { product } = await requireProduct(productId);
        const slots = product.isShowcase
          ? []
          : await inventory.findSlots(productId, now, query.hold_id ?? null);
        const body: TProductStocksResponse = {
          entities: {
            times: slots.map((slot) => toTimeSlot(slot, now, query.seat || 1)),
            seats: getSeatsByParty(slots, now),
          },
        };
        return prepareBody(body);
      };
      const prepared =
        query.hold_id === undefined
          ? await answers.answer(request.url, compute, () => countAnswer(request))
          : await countAnswer(request).then(compute);
      return sendPrepared(request, reply, prepared, CACHE.availability);
    },
  );

  app.get('/products/:productId/stocks/times', { schema: SCHEMA.times }, async (request, reply) => {
    const { productId } = parseRequestPart(ZIdParams, request.params);
    const query = parseRequestPart(ZProductStocksQuery, request.query);
    const { product } = await requireProduct(productId);
    const now = app.clock.now();
    const slots = product.isShowcase ? [] : await inventory.findSlots(productId, now, query.hold_id ?? null);
    const body: TProductStockTimesResponse = {
      entities: { times: slots.map((slot) => toTimeSlot(slot, now, query.seat || 1)) },
    };
    return reply.header('cache-control', CACHE.availability).send(body);
  });

  app.get('/products/:productId/stocks/menus', { schema: SCHEMA.stockMenus }, async (request, reply) => {
    const { productId } = parseRequestPart(ZIdParams, request.params);
    const query = parseRequestPart(ZProductStockMenusQuery, request.query);
    const { product } = await requireProduct(productId);
    const now = app.clock.now();
    const [slots, menuRows] = await Promise.all([
      product.isShowcase ? [] : inventory.findSlots(productId, now, query.hold_id ?? null),
      repository.findMenus(productId, null),
    ]);
    const slot = slots.find((item) => item.time === query.time);
    const slotStatus = slot ? getSlotStatusForParty(slot, now, query.seat || 1) : 'soldout';
    const body: TProductStockMenusResponse = {
      entities: {
        // Only menus served at that time can be chosen for it (docs/product/readings.md, Menus for a time).
        menus: menuRows
          .filter((menu) => isTimeWithin(query.time, menu.timeStart, menu.timeEnd))
          .map((menu) =>
            toMenu(
              menu,
              query.local,
              product.restaurantId,
              menu.status === 'in-stock' ? slotStatus : 'soldout',
            ),
          ),
      },
    };
    return reply.header('cache-control', CACHE.availability).send(body);
  });

  app.get(
    '/products/:productId/menus',
    { ...PREPARED_ROUTE, schema: SCHEMA.menus },
    async (request, reply) => {
      const { productId } = parseRequestPart(ZIdParams, request.params);
      const query = parseRequestPart(ZProductMenusQuery, request.query);
      const { product } = await requireProduct(productId);
      const menuRows = await repository.findMenus(productId, query.id.length > 0 ? query.id : null);
      const body: TProductMenusResponse = {
        data: menuRows.map((menu) =>
          toMenu(
            menu,
            query.local,
            product.restaurantId,
            product.isShowcase || menu.status !== 'in-stock' ? 'soldout' : 'in-stock',
          ),
        ),
      };
      return sendWithEtag(request, reply, body, CACHE.listing);
    },
  );
  done();
}
