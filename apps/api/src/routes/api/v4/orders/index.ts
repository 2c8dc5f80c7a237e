import type { FastifyInstance } from 'fastify';
import { CALENDAR_CONTENT_TYPE, ZOrderParams, ZOrderQuery } from '@tredjedel/domain';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { getOrderCalendar, getOrderConfirmation } from '../../../../services/orders/orders-service.ts';

/** The confirmation of a booking order and its calendar file; the token from the link proves the right to read. */
export default function orderRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { db, clock, config } = app;
  const publicUrl = (config.PUBLIC_URL ?? '').replace(/\/$/, '');

  app.get('/orders/:order_id', async (request, reply) => {
    const { order_id: orderId } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    void reply.header('cache-control', 'no-store');
    return getOrderConfirmation(db, orderId, query.token, query.local);
  });

  app.get('/orders/:order_id/calendar.ics', async (request, reply) => {
    const { order_id: orderId } = parseRequestPart(ZOrderParams, request.params);
    const query = parseRequestPart(ZOrderQuery, request.query);
    const ics = await getOrderCalendar(db, orderId, query.token, clock.now(), publicUrl);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="tredjedel-${orderId}.ics"`)
      .send(ics);
  });

  done();
}
