import { useQuery } from '@tanstack/react-query';
import { createRoute, useRouter } from '@tanstack/react-router';
import { productDetailQueryOptions } from '@tredjedel/api-client/web/get-content';
import type { TLocale, TPagePathOf } from '@tredjedel/domain';
import type { ReactNode } from 'react';

import { validateBookingSearch, validateConfirmationSearch } from '../flows/booking/booking-search.ts';
import {
  loadGiftcard,
  loadGiftcardBalance,
  giftcardConfirmationLinkPage,
  validateGiftcardSearch,
} from '../flows/giftcard/giftcard-loader.ts';
import { subscribeToHistory } from '../flows/shared/history-address.ts';
import { loadOrderLinkPage, type TOrderLinkPage } from '../flows/shared/order-link.ts';
import type { TOrderLinkPageProps } from '../flows/shared/order-page.tsx';
import type { TFlowAddress } from '../flows/shared/use-route-machine.ts';
import { lazyPage, renders } from './page-route.ts';
import { rootRoute } from './root.tsx';

// The pages that sell: the booking and gift-card flows and the pages their payments land on.
// The booking loaders are imported when they run, as in discovery-routes.tsx (ADR 0003).

const BookingPage = lazyPage(
  'src/flows/booking/booking-page.tsx',
  () => import('../flows/booking/booking-page.tsx'),
  'BookingPage',
);
const BookingConfirmationPage = lazyPage(
  'src/flows/booking/confirmation-page.tsx',
  () => import('../flows/booking/confirmation-page.tsx'),
  'BookingConfirmationPage',
);
const BookingManagePage = lazyPage(
  'src/flows/booking/manage-page.tsx',
  () => import('../flows/booking/manage-page.tsx'),
  'BookingManagePage',
);
const GiftcardPage = lazyPage(
  'src/flows/giftcard/giftcard-page.tsx',
  () => import('../flows/giftcard/giftcard-page.tsx'),
  'GiftcardPage',
);
const GiftcardBalancePage = lazyPage(
  'src/flows/giftcard/giftcard-balance-page.tsx',
  () => import('../flows/giftcard/giftcard-balance-page.tsx'),
  'GiftcardBalancePage',
);
const GiftcardConfirmationPage = lazyPage(
  'src/flows/giftcard/giftcard-confirmation-page.tsx',
  () => import('../flows/giftcard/giftcard-confirmation-page.tsx'),
  'GiftcardConfirmationPage',
);

/** The router's navigate by address, and its history's changes of address, as the flows take them. */
function useAddress(): TFlowAddress {
  const router = useRouter();
  return {
    navigate: (href: string, { replace }: { replace: boolean }) => void router.navigate({ href, replace }),
    subscribeToAddress: (listener) => subscribeToHistory(router.history, listener),
    goInHistory: (delta: number) => router.history.go(delta),
  };
}

export function bookingRoute(locale: TLocale, path: TPagePathOf<'booking'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateBookingSearch,
    loader: async ({ context, params }) =>
      (await import('../flows/booking/booking-loader.ts')).loadBooking(context, locale, params),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(BookingPage, Page),
  });
  function Page(): ReactNode {
    const { api, page } = route.useRouteContext();
    const data = route.useLoaderData();
    const search = route.useSearch();
    const address = useAddress();
    const { data: product } = useQuery(productDetailQueryOptions(api, locale, data.slug));
    if (!product) return null;
    return (
      <BookingPage
        key={product.id}
        api={api}
        locale={locale}
        product={product}
        step={data.step}
        isPaymentFailed={search.ispafa === 1}
        serverTime={page.serverTime}
        address={address}
      />
    );
  }
  return route;
}

type TOrderLinkPageComponent = ((props: TOrderLinkPageProps) => ReactNode) & {
  preload?: () => Promise<void> | undefined;
  chunk: string;
};

/**
 * The route of a page opened by an order link, `…/{reference}?token=…` (confirmation, manage,
 * gift-card confirmation): `page` says how its loader reads the order (given as an import, so the
 * browser loads it only when it runs, ADR 0003), `OrderPage` shows it.
 */
function orderLinkRoute<TOrder>(
  OrderPage: TOrderLinkPageComponent,
  page: () => Promise<TOrderLinkPage<TOrder>>,
) {
  return (
    locale: TLocale,
    path: TPagePathOf<'bookingConfirmation' | 'bookingManage' | 'giftcardConfirmation'>,
  ) => {
    const route = createRoute({
      getParentRoute: () => rootRoute,
      path,
      validateSearch: validateConfirmationSearch,
      loaderDeps: ({ search }) => ({ token: search.token }),
      loader: async ({ context, params, deps }) =>
        loadOrderLinkPage(context, locale, params.reference, deps.token, await page()),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: renders(OrderPage, Page),
    });
    function Page(): ReactNode {
      const { api, page } = route.useRouteContext();
      return (
        <OrderPage api={api} args={route.useLoaderData().args} locale={locale} serverTime={page.serverTime} />
      );
    }
    return route;
  };
}

export const bookingConfirmationRoute = orderLinkRoute(
  BookingConfirmationPage,
  async () => (await import('../flows/booking/confirmation-loader.ts')).bookingConfirmationLinkPage,
);

/** The guest's own page of a booking, from the confirmation e-mail: see it, or cancel it (ADR 0202). */
export const bookingManageRoute = orderLinkRoute(
  BookingManagePage,
  async () => (await import('../flows/booking/manage-loader.ts')).managedBookingLinkPage,
);

export function giftcardRoute(locale: TLocale, path: TPagePathOf<'giftcard'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateGiftcardSearch,
    loader: ({ context, params }) => loadGiftcard(context, locale, params.step),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(GiftcardPage, Page),
  });
  function Page(): ReactNode {
    const { api } = route.useRouteContext();
    const address = useAddress();
    return (
      <GiftcardPage
        api={api}
        locale={locale}
        step={route.useLoaderData().step}
        isPaymentFailed={route.useSearch().ispafa === 1}
        address={address}
      />
    );
  }
  return route;
}

export const giftcardConfirmationRoute = orderLinkRoute(GiftcardConfirmationPage, () =>
  Promise.resolve(giftcardConfirmationLinkPage),
);

/** The public page that tells what a gift code can still pay. */
export function giftcardBalanceRoute(locale: TLocale, path: TPagePathOf<'giftcardBalance'>) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: ({ context }) => loadGiftcardBalance(context, locale),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: renders(GiftcardBalancePage, Page),
  });
  function Page(): ReactNode {
    const { api } = route.useRouteContext();
    return <GiftcardBalancePage api={api} locale={locale} />;
  }
  return route;
}
