import type { FastifyInstance } from 'fastify';

import { describeApi, openApiRoute } from './openapi.ts';
import bookingRoutes from './v4/booking/index.ts';
import consoleRoutes from './v4/console/index.ts';
import contentRoutes from './v4/content/index.ts';
import csrfRoutes from './v4/csrf/index.ts';
import giftcardRoutes from './v4/giftcard/index.ts';
import newsletterRoutes from './v4/newsletter/index.ts';
import orderRoutes from './v4/orders/index.ts';
import orderManageRoutes from './v4/orders/manage.ts';
import partnerRoutes from './v4/partners/index.ts';
import productRoutes from './v4/products/index.ts';
import waitlistRoutes from './v4/waitlist/index.ts';

/** Everything under /api: the v4 routes, their OpenAPI document, and a JSON 404 for any other /api path. */
export default async function apiRoutes(app: FastifyInstance) {
  // Before the routes: the document collects each route's schema as it is added (ADR 0245).
  await describeApi(app);
  await app.register(productRoutes, { prefix: '/v4' });
  await app.register(contentRoutes, { prefix: '/v4' });
  await app.register(csrfRoutes, { prefix: '/v4' });
  await app.register(bookingRoutes, { prefix: '/v4' });
  await app.register(giftcardRoutes, { prefix: '/v4' });
  await app.register(newsletterRoutes, { prefix: '/v4' });
  await app.register(orderRoutes, { prefix: '/v4' });
  await app.register(waitlistRoutes, { prefix: '/v4' });
  await app.register(orderManageRoutes, { prefix: '/v4' });
  await app.register(consoleRoutes, { prefix: '/v4' });
  await app.register(partnerRoutes, { prefix: '/v4' });
  openApiRoute(app);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: `No API endpoint ${request.method} ${request.url.split('?')[0] ?? ''}`,
    }),
  );
}
