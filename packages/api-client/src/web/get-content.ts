import { queryOptions } from '@tanstack/react-query';
import type { TLocale, TProductType } from '@tredjedel/domain';

import type { TApiClient } from '../client.ts';

const webKeys = {
  cities: (local: TLocale) => ['cities', { local }] as const,
  areas: (local: TLocale, city: string) => ['areas', { local, city }] as const,
  tags: (local: TLocale, city: string, productType: TProductType) =>
    ['tags', { local, city, productType }] as const,
  product: (local: TLocale, idOrSlug: string) => ['products', 'detail', { local, idOrSlug }] as const,
  pageBoxes: (local: TLocale, position: 'top' | 'bottom', city?: string) =>
    ['page-boxes', { local, position, city }] as const,
  blogs: (local: TLocale, page: number, tag?: string) => ['blogs', { local, page, tag }] as const,
  blog: (local: TLocale, slug: string) => ['blogs', 'detail', { local, slug }] as const,
  partners: (local: TLocale, city: string, productType: TProductType) =>
    ['partners', { local, city, productType }] as const,
  guide: (local: TLocale) => ['guide', { local }] as const,
  navigation: (local: TLocale, city?: string) => ['navigation', { local, city }] as const,
};

/** Cities with the product types each supports; they change rarely, so they stay fresh long. */
export const citiesQueryOptions = (api: TApiClient, local: TLocale) =>
  queryOptions({
    queryKey: webKeys.cities(local),
    queryFn: ({ signal }) => api.get('cities', { query: { local }, answer: 'cities', signal }),
    staleTime: 10 * 60_000,
  });

export const areasQueryOptions = (api: TApiClient, local: TLocale, city: string) =>
  queryOptions({
    queryKey: webKeys.areas(local, city),
    queryFn: ({ signal }) => api.get('areas', { query: { local, city }, answer: 'areas', signal }),
    staleTime: 10 * 60_000,
  });

/** Tags with counts for one listing, and their categories. */
export const tagsQueryOptions = (api: TApiClient, local: TLocale, city: string, productType: TProductType) =>
  queryOptions({
    queryKey: webKeys.tags(local, city, productType),
    queryFn: ({ signal }) =>
      api.get('tags', {
        query: { local, city, product_type: productType },
        answer: 'tags',
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** One product by id or slug in either language, with menus, today's times and serving hours. */
export const productDetailQueryOptions = (api: TApiClient, local: TLocale, idOrSlug: string) =>
  queryOptions({
    queryKey: webKeys.product(local, idOrSlug),
    queryFn: ({ signal }) =>
      api.get(`products/${encodeURIComponent(idOrSlug)}`, {
        query: { local },
        answer: 'productDetail',
        signal,
      }),
  });

export const pageBoxesQueryOptions = (
  api: TApiClient,
  local: TLocale,
  position: 'top' | 'bottom',
  city?: string,
) =>
  queryOptions({
    queryKey: webKeys.pageBoxes(local, position, city),
    queryFn: ({ signal }) =>
      api.get('page-boxes', { query: { local, position, city }, answer: 'pageBoxes', signal }),
    staleTime: 10 * 60_000,
  });

export const blogQueryOptions = (api: TApiClient, local: TLocale, slug: string) =>
  queryOptions({
    queryKey: webKeys.blog(local, slug),
    queryFn: ({ signal }) =>
      api.get(`blogs/${encodeURIComponent(slug)}`, { query: { local }, answer: 'blog', signal }),
  });

export const partnersQueryOptions = (
  api: TApiClient,
  local: TLocale,
  city: string,
  productType: TProductType,
) =>
  queryOptions({
    queryKey: webKeys.partners(local, city, productType),
    queryFn: ({ signal }) =>
      api.get('partners', {
        query: { local, city, product_type: productType },
        answer: 'partners',
        signal,
      }),
  });

export const guideQueryOptions = (api: TApiClient, local: TLocale) =>
  queryOptions({
    queryKey: webKeys.guide(local),
    queryFn: ({ signal }) => api.get('guide', { query: { local }, answer: 'guide', signal }),
    staleTime: 10 * 60_000,
  });

export const navigationQueryOptions = (api: TApiClient, local: TLocale, city?: string) =>
  queryOptions({
    queryKey: webKeys.navigation(local, city),
    queryFn: ({ signal }) => api.get('navigation', { query: { local, city }, answer: 'navigation', signal }),
    staleTime: 10 * 60_000,
  });
