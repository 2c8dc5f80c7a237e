import type { FastifyInstance } from 'fastify';
import {
  buildConsolePath,
  validatePartnerApplication,
  type TPartnerApplicationRequest,
  type TPartnerApplicationResponse,
} from '@tredjedel/domain';

import type { TDatabase } from '../../db/database.ts';
import { partnerApplications } from '../../db/schema-console.ts';
import { unprocessableFields } from '../booking/booking-errors.ts';
import { partnerApplicationMail } from '../mailer/partner-application-mail.ts';
import type { TMailer } from '../mailer/mailer.ts';
import { withBase } from '../orders/links.ts';
import { rateLimited, type TRateLimitStore } from '../rate-limit.ts';

/** Applications per client address: a place applies once or twice, a script many times. */
const PARTNER_APPLICATION_LIMIT = { name: 'partner-application', max: 5, windowMs: 3600_000 };

const RECEIVED = {
  da: 'Tak for din ansøgning. Vi skriver til dig inden for et par hverdage.',
  en: 'Thank you for applying. We will write to you within a few working days.',
};

const VALIDATION_MESSAGE = {
  da: 'Ret de markerede felter.',
  en: 'Correct the marked fields.',
};

export type TApplyDeps = {
  db: TDatabase;
  mailer: TMailer;
  rateLimits: TRateLimitStore;
  /** Where links point: PUBLIC_URL (ADR 0240). */
  origin: string;
  operatorEmail: string;
};

/** The dependencies both ways of applying use (the JSON API and the plain form post). */
export function partnerApplicationDeps(app: FastifyInstance): TApplyDeps {
  return {
    db: app.db,
    mailer: app.orderDeps.mailer,
    rateLimits: app.rateLimits,
    origin: app.orderDeps.publicUrl,
    operatorEmail: app.config.OPERATOR_EMAIL,
  };
}

/**
 * `POST partner-applications` (docs/decisions/0500-restaurants-console.md): the application is
 * kept for the operator's console and e-mailed to the operator through the outbox, in one
 * transaction. Field errors are a 422 with the catalogue's keys, the message in the visitor's language.
 */
export async function applyAsPartner(
  deps: TApplyDeps,
  request: TPartnerApplicationRequest,
  clientAddress: string,
  now: Date,
): Promise<TPartnerApplicationResponse> {
  const errors = validatePartnerApplication(request);
  if (Object.keys(errors).length > 0) throw unprocessableFields(errors, VALIDATION_MESSAGE[request.lang]);
  const rule = PARTNER_APPLICATION_LIMIT;
  const { count, resetAt } = await deps.rateLimits.hit(`${rule.name}:${clientAddress}`, rule.windowMs, now);
  if (count > rule.max) throw rateLimited(now, resetAt);
  const application: TPartnerApplicationRequest = {
    place_name: request.place_name.trim(),
    address: request.address.trim(),
    city: request.city.trim(),
    contact_name: request.contact_name.trim(),
    email: request.email.trim().toLowerCase(),
    phone: request.phone.trim(),
    message: request.message.trim(),
    lang: request.lang,
  };
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerApplications)
      .values({
        placeName: application.place_name,
        address: application.address,
        city: application.city,
        contactName: application.contact_name,
        email: application.email,
        phone: application.phone,
        message: application.message,
        lang: application.lang,
        createdAt: now,
      })
      .returning({ id: partnerApplications.id });
    if (!row) throw new Error('the application was not written');
    await deps.mailer.enqueue(
      tx,
      partnerApplicationMail({
        to: deps.operatorEmail,
        applicationId: row.id,
        application,
        consoleUrl: withBase(deps.origin, buildConsolePath('da', 'applications')),
      }),
    );
  });
  return { status: 'received', message: RECEIVED[request.lang] };
}
