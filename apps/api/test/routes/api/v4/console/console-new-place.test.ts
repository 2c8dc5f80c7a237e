import { desc, eq } from 'drizzle-orm';
import { getServiceDate } from '@tredjedel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails } from '../../../../../src/db/schema-booking.ts';
import { cities } from '../../../../../src/db/schema.ts';
import { consoleAuditLog, consoleUsers, partnerApplications } from '../../../../../src/db/schema-console.ts';
import { DATABASE_KINDS, buildTestApp, type TTestApp } from '../../../../helper.ts';
import { prepareBookable, send } from '../booking/booking-fixtures.ts';
import { consoleCall, makeOwner, signIn } from './console-fixtures.ts';

const NEW_PLACE = '/api/v4/console/places';
const LISTING = '/api/v4/products?city=kobenhavn&product_type=bar&per_page=60';

type TListing = { data: { id: number; name: string; status: string; price_sale: number }[] };

describe.each(DATABASE_KINDS)('an operator puts a new place on sale, on %s', (kind) => {
  let ctx: TTestApp;
  let operator: Record<string, string>;
  let owner: Record<string, string>;
  let cityId: number;

  const newPlace = (overrides: Record<string, unknown> = {}) => ({
    name: 'Vinbar Ny Østergade',
    product_type: 'bar',
    city_id: cityId,
    address: 'Ny Østergade 3, 1101 København K',
    kitchens: [],
    menu_name: 'Vinsmagning',
    menu_price_regular: 30000,
    owner_email: 'Ejer@Ny-Vinbar.example',
    owner_name: 'Ida Ejer',
    owner_lang: 'en',
    lang: 'en',
    ...overrides,
  });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { LOG_LEVEL: 'error' });
    const mine = await prepareBookable(ctx, 10, '21:00:00', 0);
    await makeOwner(ctx, 'np-owner@example.dk', mine.productId);
    await ctx.database.db.insert(consoleUsers).values({ email: 'np-operator@example.dk', isOperator: true });
    operator = await signIn(ctx, 'np-operator@example.dk');
    owner = await signIn(ctx, 'np-owner@example.dk');
    const [city] = await ctx.database.db.select().from(cities).where(eq(cities.slug, 'kobenhavn'));
    cityId = city?.id ?? 0;
  });
  afterAll(() => ctx.close());

  it('creates the place from an application, invites its owner, and lists it once a time is published', async () => {
    const [application] = await ctx.database.db
      .insert(partnerApplications)
      .values({
        placeName: 'Vinbar Ny Østergade',
        address: 'Ny Østergade 3',
        city: 'København',
        contactName: 'Ida Ejer',
        email: 'ejer@ny-vinbar.example',
        phone: '20123456',
        lang: 'en',
        createdAt: ctx.clock.now(),
      })
      .returning();
    const created = await consoleCall(ctx.app, 'POST', NEW_PLACE, operator, {
      ...newPlace(),
      application_id: application?.id,
    });
    expect(created.statusCode).toBe(200);
    const { place_id: placeId, slug_da: slug } = created.json<{ place_id: number; slug_da: string }>();
    expect(slug).toBe('vinbar-ny-oestergade');

    // Not on the public pages before it has a time on sale.
    const listed = async () => (await ctx.app.inject({ method: 'GET', url: LISTING })).json<TListing>().data;
    expect((await listed()).map((item) => item.id)).not.toContain(placeId);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v4/products/${slug}` })).statusCode).toBe(404);

    const [recorded] = await ctx.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application?.id ?? 0));
    expect(recorded?.invitedPlaceId).toBe(placeId);
    const [audit] = await ctx.database.db
      .select()
      .from(consoleAuditLog)
      .where(eq(consoleAuditLog.productId, placeId))
      .orderBy(consoleAuditLog.id);
    expect(audit).toMatchObject({ action: 'place.create', before: null });
    expect(audit?.after).toMatchObject({
      name: 'Vinbar Ny Østergade',
      owner_email: 'ejer@ny-vinbar.example',
    });

    // The owner signs in by the e-mailed invitation and publishes tonight's first time.
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'ejer@ny-vinbar.example'))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(mail?.kind).toBe('console-invitation');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const opened = await send(ctx.app, 'POST', '/api/v4/console/session', { token });
    expect(opened.json()).toMatchObject({ places: [{ id: placeId, role: 'owner' }] });
    const newOwner = await signIn(ctx, 'ejer@ny-vinbar.example');
    const today = getServiceDate(ctx.clock.now());
    const published = await consoleCall(
      ctx.app,
      'POST',
      `/api/v4/console/places/${placeId}/slots`,
      newOwner,
      {
        date: today,
        time: '21:30',
        covers: 6,
      },
    );
    expect(published.statusCode).toBe(200);
    const card = (await listed()).find((item) => item.id === placeId);
    expect(card).toMatchObject({ name: 'Vinbar Ny Østergade', status: 'in-stock', price_sale: 20000 });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v4/products/${slug}` });
    expect(detail.statusCode).toBe(200);

    // The same application cannot make a second place.
    const again = await consoleCall(ctx.app, 'POST', NEW_PLACE, operator, {
      ...newPlace({ name: 'Vinbar Igen' }),
      application_id: application?.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('derives a free slug for a second place of the same name', async () => {
    const first = await consoleCall(ctx.app, 'POST', NEW_PLACE, operator, newPlace({ name: 'Café 42' }));
    const second = await consoleCall(ctx.app, 'POST', NEW_PLACE, operator, newPlace({ name: 'Café 42' }));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json<{ slug_da: string }>().slug_da, second.json<{ slug_da: string }>().slug_da]).toEqual([
      'cafe-42',
      'cafe-42-2',
    ]);
  });

  it('answers 404 to owners and staff, 401 to no one signed in, 403 without the CSRF token', async () => {
    const { 'x-csrf-token': _token, ...withoutToken } = operator;
    const answers = [
      await consoleCall(ctx.app, 'POST', NEW_PLACE, owner, newPlace()),
      await consoleCall(ctx.app, 'GET', '/api/v4/console/new-place', owner),
      await send(ctx.app, 'POST', NEW_PLACE, newPlace()),
      await consoleCall(ctx.app, 'POST', NEW_PLACE, withoutToken, newPlace()),
    ].map((answer) => answer.statusCode);
    expect(answers).toEqual([404, 404, 401, 403]);
  });

  it('answers 422 per field in the operator’s language, and writes nothing', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: LISTING })).json<TListing>().data.length;
    const bad = await consoleCall(
      ctx.app,
      'POST',
      NEW_PLACE,
      operator,
      newPlace({ name: ' ', menu_price_regular: 12345, owner_email: 'nobody', lang: 'da' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'Ret de markerede felter.',
      errors: {
        name: 'errors.partner_required',
        menu_price_regular: 'errors.new_place_price',
        owner_email: 'errors.email',
      },
    });
    const wrongArea = await consoleCall(ctx.app, 'POST', NEW_PLACE, operator, newPlace({ area_id: 999_999 }));
    expect(wrongArea.statusCode).toBe(422);
    expect(wrongArea.json()).toMatchObject({
      message: 'Correct the marked fields.',
      errors: { city_id: 'errors.new_place_area' },
    });
    const kitchen = await consoleCall(
      ctx.app,
      'POST',
      NEW_PLACE,
      operator,
      newPlace({ kitchens: ['pluto'] }),
    );
    expect(kitchen.json()).toMatchObject({ errors: { kitchens: 'errors.new_place_kitchens' } });
    expect((await ctx.app.inject({ method: 'GET', url: LISTING })).json<TListing>().data.length).toBe(before);
    const options = await consoleCall(ctx.app, 'GET', '/api/v4/console/new-place', operator);
    expect(options.json()).toMatchObject({ product_types: ['restaurant', 'bar', 'takeaway'] });
  });
});
