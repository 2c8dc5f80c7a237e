import { describe, expect, it } from 'vitest';

import { BOOKING_MODEL_SAMPLES as S } from '../src/booking/booking-flow-model.ts';
import {
  ZBookingCalculateRequest,
  ZBookingCalculateResponse,
  ZBookingGiftcodeDeleteParams,
  ZBookingGiftcodeDeleteQuery,
  ZBookingGiftcodeRequest,
  ZBookingGuestRequest,
  ZBookingHoldRequest,
  ZBookingHoldResponse,
  ZBookingHoldState,
  ZBookingParams,
  ZBookingPaymentRequest,
  ZBookingPaymentResponse,
} from '../src/contract/booking.ts';
import {
  ZBlogListQuery,
  ZNewsletterRequest,
  ZNewsletterResponse,
  ZPageBoxListQuery,
  ZTagListQuery,
  ZTagListResponse,
} from '../src/contract/content.ts';
import { CSRF_HEADER, ZApiError } from '../src/contract/errors.ts';
import { ZGiftcardPaymentRequest, ZGiftcardPaymentResponse } from '../src/contract/giftcard.ts';
import { ZOrderConfirmation, ZOrderParams, ZOrderQuery } from '../src/contract/orders.ts';
import { API_BASE, API_PATHS } from '../src/contract/paths.ts';
import {
  ZProductDetailQuery,
  ZProductListQuery,
  ZProductMenusQuery,
  ZProductStockMenusQuery,
  ZProductStockMenusResponse,
  ZProductStocksResponse,
  ZProductStocksQuery,
} from '../src/contract/products.ts';
import { ZProduct } from '../src/entities/product.ts';
import { makeMenu, makeSlot } from './fixtures.ts';

describe('products contract', () => {
  it('reads the listing query from strings with its defaults', () => {
    expect(ZProductListQuery.parse({ city: 'kobenhavn', areas: 'vesterbro', person: '2' })).toMatchObject({
      product_type: 'restaurant',
      current_page: 1,
      per_page: 6,
      local: 'da',
      areas: ['vesterbro'],
      tags: [],
      person: 2,
      sort: 0,
    });
    expect(ZProductListQuery.parse({ city: 'aarhus', tags: ['fransk', 'vegetar'] }).tags).toEqual([
      'fransk',
      'vegetar',
    ]);
    expect(ZProductListQuery.safeParse({ city: 'kobenhavn', person: '9' }).success).toBe(false);
    expect(ZProductListQuery.safeParse({ city: 'kobenhavn', sort: '5' }).success).toBe(false);
  });

  it('reads the stock, menu and detail queries', () => {
    expect(ZProductStocksQuery.parse({ seat: '2', hold_id: 'h' })).toEqual({
      local: 'da',
      seat: 2,
      hold_id: 'h',
    });
    expect(ZProductStockMenusQuery.safeParse({ time: '18:00' }).success).toBe(false);
    expect(ZProductMenusQuery.parse({ id: ['1', '2'], local: 'en' })).toEqual({ id: [1, 2], local: 'en' });
    expect(ZProductMenusQuery.parse({ id: '3' }).id).toEqual([3]);
    expect(ZProductMenusQuery.parse({}).id).toEqual([]);
    expect(ZProductDetailQuery.parse({ view: 'menu' })).toEqual({ view: 'menu', local: 'da' });
  });

  it('describes a full product and its stock answers', () => {
    const product = ZProduct.parse({
      id: 1,
      slug: 'noma',
      status: 'in-stock',
      product_type: 'restaurant',
      name: 'Noma',
      city_id: 2,
      parent_city_id: 1,
      city_name: 'København',
      city_address: 'Refshalevej 96',
      tags: [5],
      lat: 55.68,
      long: 12.61,
      primary_image: '/img/1.jpg',
      mobile_primary_image: '/img/1m.jpg',
      weight: 1,
      price_regular: 30000,
      price_sale: 20000,
      translations: [{ lang: 'en', name: 'Noma', slug: 'noma' }],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      latest_menu_created_at: null,
      city_tags: [],
      menus: [makeMenu({ id: 1 })],
      times: [makeSlot({ time: '18:00:00' })],
      seats: [{ seat: 2, status: 'in-stock', time_list: ['18:00:00'] }],
      alternative_images: [],
      internal_links: [{ title: 'Guide', url: '/guide' }],
      restaurant_id: 1,
      serving_hours: [{ menu_type: 'DINNER', time_start: '17:00:00', time_end: '22:00:00' }],
    });
    expect(product.menus[0]).toMatchObject({
      time_start: '00:00:00',
      time_end: '23:59:59',
      limit_table_size: 0,
    });
    expect(
      ZProductStocksResponse.parse({ entities: { times: product.times, seats: product.seats } }).entities
        .times,
    ).toHaveLength(1);
    expect(ZProductStockMenusResponse.safeParse({ entities: { menus: [{ id: 1 }] } }).success).toBe(false);
    expect(ZProduct.safeParse({ ...product, price_sale: 199.5 }).success).toBe(false);
  });
});

describe('booking contract', () => {
  it('validates a hold request and answers with the order', () => {
    const request = ZBookingHoldRequest.parse({
      seat: 2,
      time: '18:00:00',
      time_end: '20:00:00',
      menus: [{ id: 1, count: 2 }],
    });
    expect(request.lang).toBe('da');
    expect(ZBookingHoldRequest.safeParse({ ...request, seat: 9 }).success).toBe(false);
    expect(ZBookingHoldRequest.safeParse({ ...request, menus: [] }).success).toBe(false);
    expect(ZBookingHoldResponse.parse(S.orderWithoutCodes)).toEqual(S.orderWithoutCodes);
  });

  it('carries the order update payload of point 7', () => {
    const request = ZBookingGuestRequest.parse({
      hold_id: 'h',
      name: 'Anna',
      email: 'anna@example.dk',
      phone: '+4520123456',
      seat: 2,
      time: '18:00:00',
      time_end: '20:00:00',
      menus: [{ id: 1, count: 2 }],
    });
    expect(request).toMatchObject({
      is_newsletter: false,
      coop_code: null,
      billing_zipcode: null,
      giftcodes: [],
      special_requests: '',
      lang: 'da',
    });
  });

  it('covers calculate, gift codes, hold state and payment', () => {
    expect(ZBookingParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(ZBookingCalculateRequest.parse({ seat: 2, menus: [] }).giftcodes).toEqual([]);
    expect(ZBookingCalculateResponse.parse({ line_items: [], total: 0, giftcards: [] }).total).toBe(0);
    expect(
      ZBookingGiftcodeRequest.safeParse({ hold_id: 'h', code: '', email: 'a', phone: 'b' }).success,
    ).toBe(false);
    expect(ZBookingGiftcodeDeleteParams.parse({ id: '1', code: 'GAVE1' })).toEqual({ id: 1, code: 'GAVE1' });
    expect(ZBookingGiftcodeDeleteQuery.safeParse({}).success).toBe(false);
    expect(ZBookingHoldState.parse(S.holdState)).toEqual(S.holdState);
    expect(ZBookingPaymentRequest.parse({ hold_id: 'h', name: 'A', email: 'e', phone: 'p' }).lang).toBe('da');
    expect(ZBookingPaymentResponse.parse(S.paymentResponse)).toEqual(S.paymentResponse);
  });
});

describe('orders, gift cards, content and errors', () => {
  it('reads order confirmation calls', () => {
    expect(ZOrderParams.parse({ reference: 'TD-7KQ4-M2ZA' })).toEqual({ reference: 'TD-7KQ4-M2ZA' });
    // The internal id is no address of an order (ADR 0255).
    expect(ZOrderParams.safeParse({ reference: '5' }).success).toBe(false);
    expect(ZOrderQuery.safeParse({}).success).toBe(false);
    const confirmation = {
      reference: 'TD-7KQ4-M2ZA',
      booking_id: 6,
      status: 'confirmed',
      product: {
        id: 1,
        name: 'Noma',
        slug: 'noma',
        product_type: 'restaurant',
        city_address: 'Refshalevej 96',
      },
      num_person: 2,
      date: '2026-11-22',
      time: '18:00:00',
      time_end: '20:00:00',
      guest: { name: 'Anna', email: 'anna@example.dk', phone: '+4520123456' },
      line_items: [],
      total: 42500,
      giftcards: [],
      cards: [{ card_number: '25123456', card_type: 'coop' }],
      billing_zipcode: '2100',
      special_requests: '',
    };
    expect(ZOrderConfirmation.parse(confirmation)).toEqual(confirmation);
    expect(ZOrderConfirmation.safeParse({ ...confirmation, date: '22-11-2026' }).success).toBe(false);
  });

  it('reads a gift-card payment and its data defaults', () => {
    const request = {
      is_accept_terms: true,
      name: 'Anna',
      email: 'anna@example.dk',
      amount: 50000,
      quantity: 2,
    };
    expect(ZGiftcardPaymentRequest.parse(request)).toMatchObject({ is_subscribe: false, lang: 'da' });
    expect(ZGiftcardPaymentRequest.safeParse({ ...request, is_accept_terms: false }).success).toBe(false);
    expect(ZGiftcardPaymentRequest.safeParse({ ...request, amount: 0 }).success).toBe(false);
    expect(
      ZGiftcardPaymentResponse.parse({
        order_id: 'TD-7KQ4-M2ZA',
        payment_url: '/pay/1',
        line_items: [],
        total: 0,
      }).order_id,
    ).toBe('TD-7KQ4-M2ZA');
    expect(
      ZGiftcardPaymentResponse.safeParse({ order_id: 1, payment_url: '/pay/1', line_items: [], total: 0 })
        .success,
    ).toBe(false);
  });

  it('reads content calls with their page sizes', () => {
    expect(ZBlogListQuery.parse({})).toEqual({ current_page: 1, per_page: 9, local: 'da' });
    expect(ZPageBoxListQuery.parse({ position: 'top' })).toMatchObject({ per_page: 5, position: 'top' });
    expect(ZPageBoxListQuery.safeParse({ position: 'middle' }).success).toBe(false);
    expect(ZTagListQuery.parse({ product_type: 'bar' })).toEqual({ local: 'da', product_type: 'bar' });
    expect(
      ZTagListResponse.parse({
        data: [{ id: 1, name: 'Fransk', slug: 'fransk', parent_id: null, hidden: false }],
      }).data,
    ).toHaveLength(1);
    expect(ZNewsletterRequest.parse({ email: 'anna@example.dk' }).lang).toBe('da');
    expect(ZNewsletterResponse.safeParse({ status: 'maybe' }).success).toBe(false);
  });

  it('describes the error answers', () => {
    expect(
      ZApiError.parse({
        error: 'unprocessable',
        message: 'x',
        msg: 'm',
        errors: { email: 'errors.email' },
        fields: { error_message: { code: 'E1' } },
      }).fields?.error_message.code,
    ).toBe('E1');
    expect(CSRF_HEADER).toBe('x-csrf-token');
  });

  it('names every path under /api/v4', () => {
    expect(API_BASE).toBe('/api/v4');
    expect(
      Object.values(API_PATHS).map((build) => (build as (...args: unknown[]) => string)(7, 'A B')),
    ).toEqual([
      'products',
      'products/7',
      'products/7/stocks',
      'products/7/stocks/times',
      'products/7/stocks/menus',
      'products/7/menus',
      'booking/7/calculate',
      'booking/7/hold',
      'booking/7/hold/A%20B',
      'booking/7/guest',
      'booking/7/giftcode',
      'booking/7/giftcode/A%20B',
      'booking/7/payment',
      'booking/7/waitlist',
      'orders/7',
      'orders/7/calendar.ics',
      'orders/7/giftcard',
      'orders/7/manage',
      'orders/7/cancel',
      'giftcard/payment',
      'giftcard/balance',
      'newsletter',
      'blogs',
      'page-boxes',
      'tags',
    ]);
  });
});
