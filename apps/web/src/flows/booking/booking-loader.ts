import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import { productStocksQueryOptions } from '@tredjedel/api-client/catalogue/get-product-stocks';
import { productDetailQueryOptions } from '@tredjedel/api-client/web/get-content';
import {
  BOOKING_ROUTE_STEPS,
  buildPath,
  PRODUCT_TYPES,
  type TBookingRouteStep,
  type TLocale,
  type TProductType,
} from '@tredjedel/domain';

import { buildHead } from '../../lib/seo.ts';
import { orNotFound } from '../../pages/city-data.ts';
import type { TRouterContext } from '../../router.tsx';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export type TBookingParams = { step: string; productType: string; slug: string };

/** The place to book (by slug in either language) and today's seats; 404 for unknown steps, types or places. */
export async function loadBooking(context: TRouterContext, locale: TLocale, params: TBookingParams) {
  if (!isOneOf(BOOKING_ROUTE_STEPS, params.step) || !isOneOf(PRODUCT_TYPES, params.productType))
    throw notFound();
  const step: TBookingRouteStep = params.step;
  const productType: TProductType = params.productType;
  const product = await orNotFound(
    context.queryClient.ensureQueryData(productDetailQueryOptions(context.api, locale, params.slug)),
  );
  if (product.product_type !== productType) throw notFound();
  await context.queryClient
    .ensureQueryData(productStocksQueryOptions(context.api, { productId: product.id, local: locale }))
    .catch(() => undefined);
  const slugOf = (lang: TLocale) =>
    product.translations.find((item) => item.lang === lang)?.slug ?? product.slug;
  const pathOf = (lang: TLocale) =>
    buildPath({ name: 'booking', step, productType, slug: slugOf(lang) }, lang);
  return {
    step,
    slug: params.slug,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Book bord hos ${product.name}`),
      description: context.i18n._(msg`Book bord i dag hos ${product.name} med en tredjedel rabat.`),
      path: pathOf(locale),
      alternates: { da: pathOf('da'), en: pathOf('en') },
      isNoIndex: true,
    }),
  };
}
