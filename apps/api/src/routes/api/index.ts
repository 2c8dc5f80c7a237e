import type { FastifyInstance } from 'fastify';

import contentRoutes from './v4/content/index.ts';
import productRoutes from './v4/products/index.ts';

/** Everything under /api: the v4 routes, and a JSON 404 for any other /api path. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(productRoutes, { prefix: '/v4' });
  await app.register(contentRoutes, { prefix: '/v4' });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No API endpoint ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );
}
