import {
  getServiceDate,
  ZConsoleDateQuery,
  ZConsoleDayParams,
  ZConsoleMenu,
  ZConsoleMenuParams,
  ZConsoleMenuRequest,
  ZConsoleEmptyBody,
  ZConsoleCloseAnswer,
  ZConsolePlaceParams,
  ZConsolePublishSlotRequest,
  ZConsoleSlot,
  ZConsoleSlotParams,
  ZConsoleTables,
} from '@tredjedel/domain';
import type { FastifyInstance } from 'fastify';

import { parseRequestPart } from '../../../../lib/http-errors.ts';
import { updateMenu } from '../../../../services/console/menus.ts';
import { getTables, publishSlot, setSlotsClosed } from '../../../../services/console/tables.ts';
import { CSRF_HEADERS, ERROR_RESPONSES } from '../../openapi.ts';
import { parseBody, requireCsrf } from '../booking/route-helpers.ts';
import { placeOf, requireConsoleUser } from './console-session.ts';

const TAGS = ['console'];
const SCHEMA = {
  tables: {
    tags: TAGS,
    params: ZConsolePlaceParams,
    querystring: ZConsoleDateQuery,
    response: { 200: ZConsoleTables, ...ERROR_RESPONSES },
  },
  publish: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsolePlaceParams,
    body: ZConsolePublishSlotRequest,
    response: { 200: ZConsoleSlot, ...ERROR_RESPONSES },
  },
  slot: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleEmptyBody,
    params: ZConsoleSlotParams,
    response: { 200: ZConsoleCloseAnswer, ...ERROR_RESPONSES },
  },
  day: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    body: ZConsoleEmptyBody,
    params: ZConsoleDayParams,
    response: { 200: ZConsoleCloseAnswer, ...ERROR_RESPONSES },
  },
  menu: {
    tags: TAGS,
    headers: CSRF_HEADERS,
    params: ZConsoleMenuParams,
    body: ZConsoleMenuRequest,
    response: { 200: ZConsoleMenu, ...ERROR_RESPONSES },
  },
};

/**
 * Times, covers and menus (docs/decisions/0500-restaurants-console.md). Every change here is a change of stock: the
 * cache-invalidation plugin drops listings and pages in every process once it is answered.
 */
export default function consoleTablesRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const csrf = requireCsrf(app);
  const signedIn = requireConsoleUser(app);
  const { db, clock, inventory } = app;
  const deps = { db, inventory };

  app.get(
    '/console/places/:place_id/tables',
    { preHandler: signedIn, schema: SCHEMA.tables },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const query = parseRequestPart(ZConsoleDateQuery, request.query);
      const now = clock.now();
      return getTables(deps, await placeOf(app, request, placeId), query.date ?? getServiceDate(now), now);
    },
  );

  app.post(
    '/console/places/:place_id/slots',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.publish },
    async (request) => {
      const { place_id: placeId } = parseRequestPart(ZConsolePlaceParams, request.params);
      const body = parseBody(ZConsolePublishSlotRequest, request.body);
      return publishSlot(deps, await placeOf(app, request, placeId), body, clock.now());
    },
  );

  for (const [action, isClosed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/console/places/:place_id/slots/:slot_id/${action}`,
      { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.slot },
      async (request) => {
        const params = parseRequestPart(ZConsoleSlotParams, request.params);
        const access = await placeOf(app, request, params.place_id);
        return setSlotsClosed(deps, access, { slotId: params.slot_id }, isClosed, clock.now());
      },
    );
    app.post(
      `/console/places/:place_id/days/:date/${action}`,
      { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.day },
      async (request) => {
        const params = parseRequestPart(ZConsoleDayParams, request.params);
        const access = await placeOf(app, request, params.place_id);
        return setSlotsClosed(deps, access, { date: params.date }, isClosed, clock.now());
      },
    );
  }

  app.post(
    '/console/places/:place_id/menus/:menu_id',
    { onRequest: csrf, preHandler: signedIn, schema: SCHEMA.menu },
    async (request) => {
      const params = parseRequestPart(ZConsoleMenuParams, request.params);
      const body = parseBody(ZConsoleMenuRequest, request.body);
      return updateMenu(db, await placeOf(app, request, params.place_id), params.menu_id, body, clock.now());
    },
  );

  done();
}
