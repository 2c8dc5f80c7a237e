import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_CONTENT_TYPE,
  ZGiftcardOrderConfirmation,
  ZOrderConfirmation,
  ZOrderParams,
  ZOrderQuery,
} from '@tredjedel/domain';
import { z } from 'zod';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { ERROR_RESPONSES } from '../../openapi.ts';
import { getGiftcardOrderConfirmation } from '../../../../services/orders/giftcard-confirmation.ts';
import { getOrderCalendar, getOrderConfirmation } from '../../../../services/orders/order-confirmation.ts';

/** For the OpenAPI document only (ADR 0245): handlers parse. */
const SCHEMA = {
  confirmation: {
    params: ZOrderParams,
    querystring: ZOrderQuery,
    response: { 200: ZOrderConfirmation, ...ERROR_RESPONSES },
  },
  giftcard: {
    params: ZOrderParams,
    querystring: ZOrderQuery,
    response: { 200: ZGiftcardOrderConfirmation, ...ERROR_RESPONSES },
  },
  calendar: {
    params: ZOrderParams,
    querystring: ZOrderQuery,
    response: {
      200: {
        description: 'The booking as an iCalendar file',
        content: { 'text/calendar': { schema: z.string() } },
      },
      ...ERROR_RESPONSES,
    },
  },
};

/**
 * The confirmation of a booking order and its calendar file, and of a gift-card order, addressed by
 * the order's public reference (docs/decisions/0255-public-order-references.md); the token from
 * the link proves the right to read.
 */
export default function orderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, clock, config } = app;

  app.get('/orders/:reference', { schema: SCHEMA.confirmation }, async (request, reply) => {
    const { reference } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    void reply.header('cache-control', 'no-store');
    return getOrderConfirmation(db, reference, query.token, query.local);
  });

  app.get('/orders/:reference/giftcard', { schema: SCHEMA.giftcard }, async (request, reply) => {
    const { reference } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    void reply.header('cache-control', 'no-store');
    return getGiftcardOrderConfirmation(db, reference, query.token, clock.now());
  });

  app.get('/orders/:reference/calendar.ics', { schema: SCHEMA.calendar }, async (request, reply) => {
    const { reference } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    const ics = await getOrderCalendar(db, reference, query.token, clock.now(), config.PUBLIC_URL);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="tredjedel-${reference}.ics"`)
      .send(ics);
  });

  done();
}
