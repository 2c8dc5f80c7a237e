import fp from 'fastify-plugin';

import { createOrderDeps, type TOrderDeps } from '../../services/orders/order-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The order use cases' services (payment gateway, mailer, hold limits), built once from
     * configuration: the booking, gift-card and payment routes and the outbox worker share them,
     * so there is one mailer and one gateway per process.
     */
    orderDeps: TOrderDeps;
  }
}

export default fp(
  function orderDepsPlugin(app, _options, done) {
    app.decorate('orderDeps', createOrderDeps({ db: app.db, inventory: app.inventory, config: app.config }));
    done();
  },
  { name: 'order-deps', dependencies: ['context', 'inventory-repository'] },
);
