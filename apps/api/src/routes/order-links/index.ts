import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TLocale } from '@tredjedel/domain';

import { findLinkedOrder } from '../../services/orders/linked-order.ts';
import {
  bookingConfirmationPath,
  bookingManagePath,
  giftcardConfirmationPath,
} from '../../services/orders/links.ts';
import type { TOrder } from '../../services/orders/order-records.ts';

/** The pages an order link opens, with the kind of order each shows and its address builder. */
const PAGES = {
  'book/confirmation': { kind: 'booking', pathOf: bookingConfirmationPath },
  'book/manage': { kind: 'booking', pathOf: bookingManagePath },
  'gavekort/confirmation': { kind: 'giftcard', pathOf: giftcardConfirmationPath },
} as const satisfies Record<
  string,
  { kind: TOrder['kind']; pathOf: (lang: TLocale, reference: string, token: string) => string }
>;

/** An order page addressed the old way, by the internal id: `/en/book/manage/5?token=…`. */
const OLD_LINK = /^(\/en)?\/(book\/confirmation|book\/manage|gavekort\/confirmation)\/(\d{1,10})\?(.*)$/;

/**
 * Order links e-mailed before pages moved to the public reference name the internal id
 * (`/book/manage/5?token=…`). With the order's token, the visitor is sent on for good to the same
 * page at its reference's address, so an old e-mail's manage link still cancels; anything else
 * goes on to the page, which answers 404 as for any unknown order (the id is no address), so an
 * id without its token reveals nothing (docs/decisions/0255-public-order-references.md).
 */
export default fp(
  function oldOrderLinks(app: FastifyInstance, _options: unknown, done: () => void) {
    const { db, config } = app;
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const match = OLD_LINK.exec(request.url);
      if (!match) return;
      const [, english, pageName, id, query] = match;
      const token = new URLSearchParams(query).get('token');
      if (!token || !id) return;
      const page = PAGES[pageName as keyof typeof PAGES];
      const order = await findLinkedOrder(db, id, token);
      if (!order || order.kind !== page.kind) return;
      const path = page.pathOf(english ? 'en' : 'da', order.reference, token);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${config.PUBLIC_URL}${path}`, 301);
    });
    done();
  },
  { name: 'old-order-links' },
);
