import {
  ZConsoleAllPlaces,
  ZConsoleApplicationInviteRequest,
  ZConsoleApplicationParams,
  ZConsoleApplications,
  ZConsoleNewPlaceAnswer,
  ZConsoleNewPlaceOptions,
  ZConsoleNewPlaceRequest,
  ZConsoleOk,
} from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import {
  inviteFromApplication,
  listAllPlaces,
  listApplications,
} from '../../../../services/console/applications.ts';
import { createPlace, getNewPlaceOptions } from '../../../../services/console/create-place.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { notSignedIn, requireConsoleUser } from './console-session.ts';

const TAGS = ['console'];
const SCHEMA = {
  places: { tags: TAGS, response: { 200: ZConsoleAllPlaces, ...ERROR_RESPONSES } },
  applications: { tags: TAGS, response: { 200: ZConsoleApplications, ...ERROR_RESPONSES } },
  invite: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsoleApplicationParams,
    body: ZConsoleApplicationInviteRequest,
    response: { 200: ZConsoleOk, ...ERROR_RESPONSES },
  },
  newPlaceOptions: { tags: TAGS, response: { 200: ZConsoleNewPlaceOptions, ...ERROR_RESPONSES } },
  newPlace: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleNewPlaceRequest,
    response: { 200: ZConsoleNewPlaceAnswer, ...ERROR_RESPONSES },
  },
};

/**
 * The operator's routes (the company's staff): every place, the partner applications with the
 * button that invites an applicant to a place, and a new place with its first owner. 404 for every other user
 * (docs/decisions/0500-restaurants-console.md).
 */
export default function consoleOperatorRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const csrf = requireCsrf(app);
  const signedIn = requireConsoleUser(app);
  const { db, clock, orderDeps } = app;
  const deps = { db, mailer: orderDeps.mailer, rateLimits: app.rateLimits, origin: orderDeps.publicUrl };
  const deliver = (request: { log: FastifyInstance['log'] }) =>
    orderDeps.mailer
      .deliverPending()
      .catch((error: unknown) => request.log.error({ err: error }, 'e-mail delivery failed'));
  const userOf = (request: { consoleUser?: Parameters<typeof listAllPlaces>[1] }) => {
    if (!request.consoleUser) throw notSignedIn();
    return request.consoleUser;
  };

  app.get('/console/places', { preHandler: signedIn, schema: SCHEMA.places }, async (request) =>
    listAllPlaces(db, userOf(request)),
  );

  app.get('/console/applications', { preHandler: signedIn, schema: SCHEMA.applications }, async (request) =>
    listApplications(db, userOf(request)),
  );

  app.post(
    '/console/applications/:application_id/invite',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.invite, config: { changesNoStock: true } },
    async (request) => {
      const { application_id: applicationId } = parseRequestPart(ZConsoleApplicationParams, request.params);
      const body = parseBody(ZConsoleApplicationInviteRequest, request.body);
      const answer = await inviteFromApplication(
        deps,
        userOf(request),
        applicationId,
        body.place_id,
        request.ip,
        clock.now(),
      );
      void deliver(request);
      return answer;
    },
  );

  app.get('/console/new-place', { preHandler: signedIn, schema: SCHEMA.newPlaceOptions }, async (request) =>
    getNewPlaceOptions(db, userOf(request)),
  );

  // A new place changes no listing until it publishes a time, which drops the caches then.
  app.post(
    '/console/places',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.newPlace, config: { changesNoStock: true } },
    async (request) => {
      const body = parseBody(ZConsoleNewPlaceRequest, request.body);
      const answer = await createPlace(deps, userOf(request), body, request.ip, clock.now());
      void deliver(request);
      return answer;
    },
  );

  done();
}
