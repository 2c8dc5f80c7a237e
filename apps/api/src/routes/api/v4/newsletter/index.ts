import type { FastifyInstance } from 'fastify';
import {
  validateEmail,
  ZNewsletterRequest,
  ZNewsletterResponse,
  type TNewsletterResponse,
} from '@tredjedel/domain';

import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { unprocessableFields } from '../../../../services/booking/booking-errors.ts';
import { subscribeNewsletter } from '../../../../services/newsletter/newsletter-service.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';

/** For the OpenAPI document only (ADR 0245): the handler parses the body. */
const SCHEMA = {
  headers: CSRF_HEADERS,
  body: ZNewsletterRequest,
  response: { 200: ZNewsletterResponse, ...ERROR_RESPONSES },
};

/**
 * `POST newsletter`: idempotent sign-up recording the consent time and locale (the first consent
 * stands; signing up again answers `already_subscribed` and changes nothing); a bad e-mail is a 422.
 */
export default function newsletterRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.post(
    '/newsletter',
    { onRequest: requireCsrf(app), schema: SCHEMA },
    async (request): Promise<TNewsletterResponse> => {
      const body = parseBody(ZNewsletterRequest, request.body);
      const emailError = validateEmail(body.email);
      if (emailError) throw unprocessableFields({ email: emailError.key });
      const subscription = await subscribeNewsletter(app.db, {
        email: body.email,
        locale: body.lang,
        source: 'website',
        now: app.clock.now(),
      });
      return { status: subscription.isNew ? 'subscribed' : 'already_subscribed' };
    },
  );

  done();
}
