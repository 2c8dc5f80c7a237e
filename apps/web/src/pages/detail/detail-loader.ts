import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import {
  areasQueryOptions,
  citiesQueryOptions,
  productDetailQueryOptions,
  tagsQueryOptions,
} from '@tredjedel/api-client/web/get-content';
import { DEFAULT_CURRENCY, type TLocale, type TProduct, type TProductType } from '@tredjedel/domain';

import { productPath } from '../../lib/routes.ts';
import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';
import { orNotFound } from '../city-data.ts';

const SCHEMA_TYPE: Record<TProductType, string> = {
  restaurant: 'Restaurant',
  bar: 'BarOrPub',
  takeaway: 'FoodEstablishment',
};

function createJsonLd(product: TProduct, url: string, origin: string, cuisines: string[], cityName: string) {
  const [street, place] = product.city_address.split(', ');
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[product.product_type],
    name: product.name,
    url,
    image: [product.primary_image, ...product.alternative_images].map((src) => `${origin}${src}`),
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street ?? product.city_address,
      ...(place
        ? { postalCode: place.split(' ')[0], addressLocality: place.split(' ').slice(1).join(' ') }
        : { addressLocality: cityName }),
      addressCountry: 'DK',
    },
    geo: { '@type': 'GeoCoordinates', latitude: product.lat, longitude: product.long },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: DEFAULT_CURRENCY,
      lowPrice: (Math.min(...product.menus.map((menu) => menu.price_sale), product.price_sale) / 100).toFixed(
        2,
      ),
      highPrice: (
        Math.max(...product.menus.map((menu) => menu.price_sale), product.price_sale) / 100
      ).toFixed(2),
      offerCount: product.menus.length,
      availability:
        product.status === 'in-stock' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/** A place's page: the product by its slug (either language), 404 when unknown or of another type. */
export async function loadDetail(
  context: TRouterContext,
  locale: TLocale,
  productType: TProductType,
  slug: string,
) {
  const product = await orNotFound(
    context.queryClient.ensureQueryData(productDetailQueryOptions(context.api, locale, slug)),
  );
  if (product.product_type !== productType) throw notFound();
  const cities = await context.queryClient.ensureQueryData(citiesQueryOptions(context.api, locale));
  const city = cities.data.find((item) => item.id === product.city_id) ?? null;
  if (city) {
    await Promise.all([
      context.queryClient.ensureQueryData(areasQueryOptions(context.api, locale, city.link)),
      context.queryClient.ensureQueryData(tagsQueryOptions(context.api, locale, city.link, productType)),
    ]);
  }
  const tags = city
    ? context.queryClient.getQueryData(tagsQueryOptions(context.api, locale, city.link, productType).queryKey)
    : undefined;
  const kitchen = tags?.categories[0]?.id;
  const cuisines = (tags?.data ?? [])
    .filter((tag) => product.tags.includes(tag.id) && tag.parent_id === kitchen)
    .map((tag) => tag.name);
  const slugOf = (lang: TLocale) =>
    product.translations.find((item) => item.lang === lang)?.slug ?? product.slug;
  const alternates = {
    da: productPath('da', productType, slugOf('da')),
    en: productPath('en', productType, slugOf('en')),
  };
  const path = alternates[locale];
  const cityName = city?.name ?? '';
  return {
    idOrSlug: slug,
    citySlug: city?.link ?? null,
    cityName,
    alternates,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`${product.name}, ${cityName}: bord i dag med en tredjedel rabat`),
      description: context.i18n._(
        msg`Book bord i dag hos ${product.name} i ${product.city_name}, ${cityName}. Se menuer, priser og ledige tider, og spar en tredjedel.`,
      ),
      path,
      alternates,
      image: product.primary_image,
      type: 'restaurant.restaurant',
      jsonLd: [createJsonLd(product, `${context.origin}${path}`, context.origin, cuisines, cityName)],
    }),
  };
}

export type TDetailLoaderData = Awaited<ReturnType<typeof loadDetail>>;
