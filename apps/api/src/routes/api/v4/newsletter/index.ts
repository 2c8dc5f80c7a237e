import type { FastifyInstance } from 'fastify';
import { validateEmail } from '@tredjedel/domain';

import { unprocessableFields } from '../../../../services/holds/booking-errors.ts';
import { subscribeNewsletter } from '../../../../services/newsletter/newsletter-service.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { ZNewsletterRequest, type TNewsletterResponse } from './schema.ts';

/** `POST newsletter`: idempotent sign-up recording the consent time and locale; a bad e-mail is a 422. */
export default function newsletterRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.post('/newsletter', { onRequest: requireCsrf(app) }, async (request): Promise<TNewsletterResponse> => {
    const body = parseBody(ZNewsletterRequest, request.body);
    const emailError = validateEmail(body.email);
    if (emailError) throw unprocessableFields({ email: emailError.key });
    const subscription = await subscribeNewsletter(app.db, {
      email: body.email,
      locale: body.lang,
      source: body.source,
      now: app.clock.now(),
    });
    return {
      subscribed: true,
      locale: subscription.locale,
      consented_at: subscription.consentedAt.toISOString(),
      is_new: subscription.isNew,
    };
  });

  done();
}
