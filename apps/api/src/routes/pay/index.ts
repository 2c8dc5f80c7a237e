import type { FastifyInstance } from 'fastify';

import { registerBuiltinGateway } from '../../builtin-gateway/gateway-routes.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { registerGatewayRoutes } from './gateway.ts';

/**
 * Everything under `/pay`: the built-in gateway's page and callback (`builtin-gateway/`), and the
 * ways back from a hosted gateway such as Stripe, its webhook and the visitor's return
 * (`gateway.ts`; docs/decisions/0202-payments-providers-verdicts-refunds-and-cancellation.md).
 */
export default function payRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  // Scoped to these routes: the page posts a form, and a gateway's signature covers the raw body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => {
    try {
      const raw = String(body);
      parsed(null, { raw, json: JSON.parse(raw) as unknown });
    } catch {
      parsed(new HttpError(400, 'bad_request', 'Invalid JSON body'), undefined);
    }
  });

  registerBuiltinGateway(app, app.orderDeps, app.clock, app.config.PAYMENT_SECRET);
  registerGatewayRoutes(app, app.orderDeps, app.clock);

  done();
}
