import type { FastifyInstance } from 'fastify';
import { ZGiftcardPaymentRequest } from '@tredjedel/domain';

import { createOrderDeps } from '../../../../services/orders/order-deps.ts';
import { startGiftcardPayment } from '../../../../services/orders/orders-service.ts';
import { createRateLimitHook, createRateLimitStore } from '../../../../services/orders/rate-limit.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';

/** `POST giftcard/payment` (spec point 7): a gift-card order and the link to pay it. */
export default function giftcardRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const { clock, config } = app;
  const deps = createOrderDeps({ db: app.db, inventory: app.inventory, config });
  const store = createRateLimitStore(app.db, config.REDIS_URL);
  app.addHook('onClose', () => store.close());
  const paymentLimit = createRateLimitHook(store, clock, {
    name: 'payment',
    max: config.RATE_LIMIT_PAYMENT_PER_MINUTE,
    windowMs: 60_000,
  });

  app.post(
    '/giftcard/payment',
    { onRequest: requireCsrf(app), preHandler: paymentLimit },
    async (request) => {
      const body = parseBody(ZGiftcardPaymentRequest, request.body);
      return startGiftcardPayment(deps, body, clock.now());
    },
  );

  done();
}
