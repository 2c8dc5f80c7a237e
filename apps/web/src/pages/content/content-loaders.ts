import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import {
  blogQueryOptions,
  citiesQueryOptions,
  guideQueryOptions,
  partnersQueryOptions,
} from '@tredjedel/api-client/web/get-content';
import { productsQueryOptions } from '@tredjedel/api-client';
import { DEFAULT_CITY_SLUG, parseProductTypeUrlName, type TLocale } from '@tredjedel/domain';

import { blogPath, guidePath, homePath, partnersPath } from '../../lib/routes.ts';
import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';
import { loadCity, orNotFound } from '../city-data.ts';
import { blogPagesQueryOptions } from './blog-query.ts';

/** The home page's "tonight" strip: the first places of the default listing. */
export const homePicksQuery = (locale: TLocale) =>
  ({
    city: DEFAULT_CITY_SLUG,
    product_type: 'restaurant',
    local: locale,
    current_page: 1,
    // Four fill a row on a wide screen and two rows on a tablet.
    per_page: 4,
  }) as const;

export async function loadHome(context: TRouterContext, locale: TLocale) {
  const [cities] = await Promise.all([
    context.queryClient.ensureQueryData(citiesQueryOptions(context.api, locale)),
    context.queryClient
      .ensureQueryData(productsQueryOptions(context.api, homePicksQuery(locale)))
      .catch(() => undefined),
  ]);
  return {
    cities: cities.data,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Tredjedel: bord i dag til en tredjedel af prisen`),
      description: context.i18n._(
        msg`Find restauranter, barer og takeaway med ledige borde i dag, og spar en tredjedel på menuen. København, Aarhus, Odense og Aalborg.`,
      ),
      path: homePath(locale),
      alternates: { da: homePath('da'), en: homePath('en') },
    }),
    alternates: { da: homePath('da'), en: homePath('en') },
  };
}
export type THomeData = Awaited<ReturnType<typeof loadHome>>;

export async function loadPartners(
  context: TRouterContext,
  locale: TLocale,
  citySlug: string,
  productTypeName: string,
) {
  const productType = parseProductTypeUrlName(productTypeName);
  if (!productType) throw notFound();
  const city = await loadCity(context, locale, citySlug, productType);
  const partners = await orNotFound(
    context.queryClient.ensureQueryData(partnersQueryOptions(context.api, locale, citySlug, productType)),
  );
  const alternates = {
    da: partnersPath('da', citySlug, productType),
    en: partnersPath('en', citySlug, productType),
  };
  return {
    city,
    productType,
    partners: partners.data,
    alternates,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Partnere i ${city.name}`),
      description: context.i18n._(
        msg`Steder i ${city.name}, der sælger dagens ledige borde med en tredjedel rabat gennem Tredjedel.`,
      ),
      path: alternates[locale],
      alternates,
    }),
  };
}
export type TPartnersData = Awaited<ReturnType<typeof loadPartners>>;

export async function loadGuide(context: TRouterContext, locale: TLocale, section: string | undefined) {
  const guide = await context.queryClient.ensureQueryData(guideQueryOptions(context.api, locale));
  const isNewsletter = section === 'nyhedsbrev' || section === 'newsletter';
  if (section !== undefined && !isNewsletter && !guide.data.some((page) => page.slug === section))
    throw notFound();
  const base = guidePath(locale);
  const path = section === undefined ? base : `${base}/${section}`;
  return {
    pages: guide.data,
    section: section ?? null,
    isNewsletter,
    alternates: section === undefined ? { da: guidePath('da'), en: guidePath('en') } : { [locale]: path },
    head: buildHead({
      origin: context.origin,
      locale,
      title: isNewsletter
        ? context.i18n._(msg`Nyhedsbrev`)
        : context.i18n._(msg`Guide: sådan virker Tredjedel`),
      description: context.i18n._(
        msg`Sådan booker du bord i dag med en tredjedel rabat: tider, betaling, gebyr og gavekort.`,
      ),
      path,
      ...(section === undefined ? { alternates: { da: guidePath('da'), en: guidePath('en') } } : {}),
    }),
  };
}
export type TGuideData = Awaited<ReturnType<typeof loadGuide>>;

export async function loadBlogList(context: TRouterContext, locale: TLocale) {
  await context.queryClient.ensureInfiniteQueryData(blogPagesQueryOptions(context.api, locale));
  const alternates = { da: blogPath('da'), en: blogPath('en') };
  return {
    alternates,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Blog: guides og nyheder`),
      description: context.i18n._(msg`Guides, nyheder og sæsonens menuer fra byens restauranter og barer.`),
      path: alternates[locale],
      alternates,
    }),
  };
}
export type TBlogListData = Awaited<ReturnType<typeof loadBlogList>>;

export async function loadBlogPost(context: TRouterContext, locale: TLocale, slug: string) {
  const post = await orNotFound(
    context.queryClient.ensureQueryData(blogQueryOptions(context.api, locale, slug)),
  );
  const alternates = { da: blogPath('da', slug), en: blogPath('en', slug) };
  return {
    post,
    alternates,
    head: buildHead({
      origin: context.origin,
      locale,
      title: post.title,
      description: post.excerpt,
      path: alternates[locale],
      alternates,
      image: post.image,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.published_at,
          image: `${context.origin}${post.image}`,
          inLanguage: locale,
        },
      ],
    }),
  };
}
export type TBlogPostData = Awaited<ReturnType<typeof loadBlogPost>>;
