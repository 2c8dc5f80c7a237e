import { msg } from '@lingui/core/macro';
import { notFound } from '@tanstack/react-router';
import { giftcardOrderQueryOptions } from '@tredjedel/api-client/orders/get-giftcard-order';
import {
  buildPath,
  GIFTCARD_ROUTE_STEPS,
  PAGE_PATHS,
  PAYMENT_FAILED_QUERY_PARAM,
  type TGiftcardRouteStep,
  type TLocale,
  buildGiftcardConfirmationPath,
} from '@tredjedel/domain';

import { buildHead } from '../../lib/seo.ts';
import type { TRouterContext } from '../../router.tsx';
import { defineOrderLinkPage } from '../shared/order-link.ts';

export type TGiftcardSearch = { ispafa?: 1 };

export function validateGiftcardSearch(search: Record<string, unknown>): TGiftcardSearch {
  const value = search[PAYMENT_FAILED_QUERY_PARAM];
  return value === 1 || value === '1' ? { ispafa: 1 } : {};
}

const isStep = (value: string): value is TGiftcardRouteStep =>
  (GIFTCARD_ROUTE_STEPS as readonly string[]).includes(value);

export function loadGiftcard(context: TRouterContext, locale: TLocale, stepParam: string) {
  if (!isStep(stepParam)) throw notFound();
  const step: TGiftcardRouteStep = stepParam;
  const pathOf = (lang: TLocale) => buildPath({ name: 'giftcard', step }, lang);
  return {
    step,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Køb gavekort`),
      description: context.i18n._(msg`Giv et gavekort til bordbookinger med en tredjedel rabat.`),
      path: pathOf(locale),
      alternates: { da: pathOf('da'), en: pathOf('en') },
      isNoIndex: step !== 'step1',
    }),
  };
}

/** The public balance page: nothing to read before the visitor types a code. */
export function loadGiftcardBalance(context: TRouterContext, locale: TLocale) {
  const paths = PAGE_PATHS.giftcardBalance;
  return {
    alternates: paths,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(msg`Saldo på gavekort`),
      description: context.i18n._(msg`Se hvad dit Tredjedel-gavekort kan betale, og hvor længe det gælder.`),
      path: paths[locale],
      alternates: paths,
    }),
  };
}

/** The gift-card confirmation reads the order with the token from the return link; a wrong token is a 404. */
export const giftcardConfirmationLinkPage = defineOrderLinkPage({
  read: ({ api, queryClient }, args) => queryClient.ensureQueryData(giftcardOrderQueryOptions(api, args)),
  title: msg`Tak for dit køb`,
  description: msg`Dine gavekort er på vej.`,
  pathOf: buildGiftcardConfirmationPath,
});
