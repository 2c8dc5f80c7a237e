import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { findDailyList } from '../../services/restaurant/daily-list.ts';
import {
  checkDailyListLink,
  DAILY_LIST_PATH,
  restaurantLinkSecretOf,
} from '../../services/restaurant/daily-list-link.ts';
import { renderDailyListPage, renderDailyListRefusal } from './daily-list-page.ts';

/** The link as the e-mail writes it; anything else cannot have come from us. */
const ZDailyListLink = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  dato: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  udloeber: z.coerce.number().int().min(0).max(99_999_999_999),
  signatur: z.string().max(128),
});

/** Plain HTML without script, its own inline style only, never kept by any cache. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/**
 * A place's bookings of one service day, behind a signed, expiring link sent in its booking
 * notices (ADR 0204): no accounts. A changed link is refused with 403, an old one with 410.
 */
export default function restaurantRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config, db } = app;
  const secret = restaurantLinkSecretOf(config);

  app.get(`${DAILY_LIST_PATH}/:productId`, async (request, reply) => {
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PAGE_CSP);
    const parsed = ZDailyListLink.safeParse({
      ...(request.params as object),
      ...(request.query as object),
    });
    const check = parsed.success
      ? checkDailyListLink(
          secret,
          { productId: parsed.data.productId, date: parsed.data.dato, expires: parsed.data.udloeber },
          parsed.data.signatur,
          clock.now(),
        )
      : 'tampered';
    if (!parsed.success || check !== 'valid') {
      const reason = check === 'expired' ? 'expired' : 'tampered';
      return reply.status(reason === 'expired' ? 410 : 403).send(renderDailyListRefusal(reason));
    }
    const list = await findDailyList(db, parsed.data.productId, parsed.data.dato);
    return reply.send(renderDailyListPage(list));
  });

  done();
}
