import {
  getServiceDate,
  ZConsoleAudit,
  ZConsoleBookingParams,
  ZConsoleDateQuery,
  ZConsoleInviteRequest,
  ZConsoleMarkRequest,
  ZConsoleMembers,
  ZConsoleEmptyBody,
  ZConsoleOk,
  ZConsolePlaceParams,
  ZConsoleProfile,
  ZConsoleProfileAnswer,
  ZConsoleToday,
} from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { listAudit } from '../../../../services/console/audit.ts';
import { cancelForGuest } from '../../../../services/console/cancel-for-guest.ts';
import { inviteMember, listMembers } from '../../../../services/console/invite.ts';
import { markBooking } from '../../../../services/console/mark-booking.ts';
import { getProfile, updateProfile } from '../../../../services/console/profile.ts';
import { listDayBookings } from '../../../../services/console/today-bookings.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { placeOf, requireConsoleUser } from './console-session.ts';

const TAGS = ['console'];
const SCHEMA = {
  today: {
    tags: TAGS,
    params: ZConsolePlaceParams,
    querystring: ZConsoleDateQuery,
    response: { 200: ZConsoleToday, ...ERROR_RESPONSES },
  },
  mark: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsoleBookingParams,
    body: ZConsoleMarkRequest,
    response: { 200: ZConsoleOk, ...ERROR_RESPONSES },
  },
  cancel: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleEmptyBody,
    params: ZConsoleBookingParams,
    response: { 200: ZConsoleOk, ...ERROR_RESPONSES },
  },
  profile: {
    tags: TAGS,
    params: ZConsolePlaceParams,
    response: { 200: ZConsoleProfileAnswer, ...ERROR_RESPONSES },
  },
  saveProfile: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsolePlaceParams,
    body: ZConsoleProfile,
    response: { 200: ZConsoleProfileAnswer, ...ERROR_RESPONSES },
  },
  audit: { tags: TAGS, params: ZConsolePlaceParams, response: { 200: ZConsoleAudit, ...ERROR_RESPONSES } },
  members: {
    tags: TAGS,
    params: ZConsolePlaceParams,
    response: { 200: ZConsoleMembers, ...ERROR_RESPONSES },
  },
  invite: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsolePlaceParams,
    body: ZConsoleInviteRequest,
    response: { 200: ZConsoleOk, ...ERROR_RESPONSES },
  },
};

/** The place's day, its bookings' marks and cancellations, its profile, audit log and members. */
export default function consolePlaceRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const csrf = requireCsrf(app);
  const signedIn = requireConsoleUser(app);
  const { db, clock, orderDeps } = app;

  app.get(
    '/console/places/:place_id/today',
    { preHandler: signedIn, schema: SCHEMA.today },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const query = parseRequestPart(ZConsoleDateQuery, request.query);
      const access = await placeOf(app, request, placeId);
      return listDayBookings(db, access, query.date ?? getServiceDate(clock.now()));
    },
  );

  app.post(
    '/console/places/:place_id/bookings/:booking_id/mark',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.mark, config: { changesNoStock: true } },
    async (request) => {
      const params = parseRequestPart(ZConsoleBookingParams, request.params);
      const body = parseBody(ZConsoleMarkRequest, request.body);
      const access = await placeOf(app, request, params.place_id);
      await markBooking(db, access, params.booking_id, body.mark, clock.now());
      return { status: 'ok' as const };
    },
  );

  // Stock changes: the covers come back, and the cache-invalidation plugin drops listings and pages.
  app.post(
    '/console/places/:place_id/bookings/:booking_id/cancel',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.cancel },
    async (request) => {
      const params = parseRequestPart(ZConsoleBookingParams, request.params);
      const access = await placeOf(app, request, params.place_id);
      await cancelForGuest(orderDeps, access, params.booking_id, clock.now(), request.log);
      orderDeps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      app
        .notifyWaitlist()
        .catch((error: unknown) => request.log.warn({ err: error }, 'waitlist: check failed'));
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/console/places/:place_id/profile',
    { preHandler: signedIn, schema: SCHEMA.profile },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      return getProfile(db, await placeOf(app, request, placeId));
    },
  );

  app.post(
    '/console/places/:place_id/profile',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.saveProfile },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const body = parseBody(ZConsoleProfile, request.body);
      return updateProfile(db, await placeOf(app, request, placeId), body, clock.now());
    },
  );

  app.get(
    '/console/places/:place_id/audit',
    { preHandler: signedIn, schema: SCHEMA.audit },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const access = await placeOf(app, request, placeId);
      return listAudit(db, access.placeId);
    },
  );

  app.post(
    '/console/places/:place_id/members',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.invite, config: { changesNoStock: true } },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const body = parseBody(ZConsoleInviteRequest, request.body);
      const access = await placeOf(app, request, placeId);
      const deps = {
        db,
        mailer: orderDeps.mailer,
        rateLimits: app.rateLimits,
        origin: orderDeps.publicUrl,
      };
      const answer = await inviteMember(deps, access, body, request.ip, clock.now());
      orderDeps.mailer
        .deliverPending()
        .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
      return answer;
    },
  );

  app.get(
    '/console/places/:place_id/members',
    { preHandler: signedIn, schema: SCHEMA.members },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      return listMembers(db, await placeOf(app, request, placeId));
    },
  );

  done();
}
