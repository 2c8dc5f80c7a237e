import type { MessageDescriptor } from '@lingui/core';
import { notFound } from '@tanstack/react-router';
import { isOrderReference, type TLocale } from '@tredjedel/domain';

import { buildHead } from '../../lib/seo.ts';
import { orNotFound } from '../../pages/city-data.ts';
import type { TRouterContext } from '../../router.tsx';

/**
 * What the order calls behind an e-mail or return link ask with: the order's public reference, its
 * token, the language.
 */
export type TOrderLinkArgs = { reference: string; token: string; local: TLocale };

/**
 * Reads the order reference and token of a confirmation, manage or gift-card link; anything but a
 * reference, or a missing token, is a 404, as a wrong token is (it reveals nothing). Old links
 * with the internal id never get here when their token is right: the server sends them on to the
 * reference's address (docs/decisions/0255-public-order-references.md).
 */
function readOrderLink(referenceParam: string, token: string | undefined, locale: TLocale): TOrderLinkArgs {
  if (!isOrderReference(referenceParam) || !token) throw notFound();
  return { reference: referenceParam, token, local: locale };
}

/** What a page opened by an order link reads, and what it says of itself in the head. */
export type TOrderLinkPage<TOrder> = {
  /** The order the link opens (through the query cache, so the page renders from it). */
  read: (context: TRouterContext, args: TOrderLinkArgs) => Promise<TOrder>;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The page's own path for the order, in a language. */
  pathOf: (locale: TLocale, reference: string) => string;
  /** schema.org objects for the head, from the order read. */
  jsonLd?: (order: TOrder) => readonly Record<string, unknown>[];
};

/**
 * The loader of a page opened by an order link (confirmation, manage, gift-card confirmation): reads
 * the order with the link's token (a wrong token is a 404, it reveals nothing) and builds the page's
 * head, never indexed.
 */
export async function loadOrderLinkPage<TOrder>(
  context: TRouterContext,
  locale: TLocale,
  referenceParam: string,
  token: string | undefined,
  page: TOrderLinkPage<TOrder>,
) {
  const args = readOrderLink(referenceParam, token, locale);
  const order = await orNotFound(page.read(context, args));
  return {
    args,
    head: buildHead({
      origin: context.origin,
      locale,
      title: context.i18n._(page.title),
      description: context.i18n._(page.description),
      path: page.pathOf(locale, args.reference),
      isNoIndex: true,
      ...(page.jsonLd ? { jsonLd: page.jsonLd(order) } : {}),
    }),
  };
}

/** Describes a page opened by an order link, with its order's type read from `read`. */
export const defineOrderLinkPage = <TOrder>(page: TOrderLinkPage<TOrder>) => page;
