import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { TApiClient } from '@tredjedel/api-client';
import {
  areasQueryOptions,
  productDetailQueryOptions,
  tagsQueryOptions,
} from '@tredjedel/api-client/web/get-content';
import {
  GALLERY_HASH,
  MENU_DEFAULT_TIME_END,
  MENU_DEFAULT_TIME_START,
  buildProductHref,
  isLunchMenu,
  type TLocale,
  type TMenu,
  formatMoney,
} from '@tredjedel/domain';
import { Gallery, InfoList, MenuList, MiniMap, RegularPrice, UiLink } from '@tredjedel/ui';
import { useEffect } from 'react';

import { formatTime } from '../../lib/format.ts';
import {
  MENU_TYPE_LABEL,
  PRODUCT_STATUS_LABEL,
  PRODUCT_TYPE_SINGULAR,
  freeTimesTodayLabel,
} from '../../lib/messages.ts';
import { bookingPath, listingPath } from '../../lib/routes.ts';
import { trackItemView } from '../../tracking/tracking.ts';
import type { TDetailLoaderData } from './detail-loader.ts';
import type { TDetailSearch } from './detail-search.ts';
import { DetailContact } from './detail-contact.tsx';
import { DetailTimes } from './detail-times.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';

type TDetailPageProps = {
  api: TApiClient;
  locale: TLocale;
  data: TDetailLoaderData;
  search: TDetailSearch;
  /** The render's server time: a time before it has passed (the same on server and in the browser). */
  serverTime: string;
};

/** Menus in the order guests choose them: by weight, LUNCH last (docs/product/spec.md §3). */
const sortMenus = (menus: readonly TMenu[]) =>
  [...menus].sort((a, b) => Number(isLunchMenu(a)) - Number(isLunchMenu(b)) || a.weight - b.weight);

export function DetailPage({ api, locale, data, search, serverTime }: TDetailPageProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const hash = useLocation({ select: (location) => location.hash });
  const { data: product } = useSuspenseQuery(productDetailQueryOptions(api, locale, data.idOrSlug));
  const renderedAt = new Date(serverTime);
  const { data: areas } = useQuery({
    ...areasQueryOptions(api, locale, data.citySlug ?? ''),
    enabled: data.citySlug !== null,
  });
  const { data: tags } = useQuery({
    ...tagsQueryOptions(api, locale, data.citySlug ?? '', product.product_type),
    enabled: data.citySlug !== null,
  });

  useEffect(() => {
    trackItemView({
      id: product.id,
      name: product.name,
      priceSale: product.price_sale,
      productType: product.product_type,
    });
  }, [product.id, product.name, product.price_sale, product.product_type]);

  const path = data.alternates[locale];
  const menus = sortMenus(product.menus);
  const activeIndex =
    search.view === 'menu' ? Math.min(search.index ?? 0, Math.max(menus.length - 1, 0)) : null;
  const tagNames = (tags?.data ?? [])
    .filter((tag) => product.tags.includes(tag.id) && !tag.hidden)
    .map((tag) => tag.name);
  const typeName = i18n._(PRODUCT_TYPE_SINGULAR[product.product_type]);
  const isBookable = product.status === 'in-stock';
  const freeTimes = product.times.filter((slot) => slot.status === 'in-stock');
  const images = [product.primary_image, ...product.alternative_images].map((src, index) => ({
    src,
    alt: index === 0 ? product.name : t`${product.name}, billede ${index + 1}`,
  }));

  const menuTypeLabel = (type: string) => {
    const descriptor = MENU_TYPE_LABEL[type.toUpperCase()];
    return descriptor ? i18n._(descriptor) : type;
  };
  const menuNotes = (menu: TMenu): string[] => {
    const notes: string[] = [];
    if (menu.time_start !== MENU_DEFAULT_TIME_START || menu.time_end !== MENU_DEFAULT_TIME_END) {
      notes.push(t`Kan vælges ${formatTime(menu.time_start, locale)}–${formatTime(menu.time_end, locale)}`);
    }
    if (menu.limit_table_size === 1 && menu.table_sizes) {
      notes.push(t`Kun for ${menu.table_sizes.split(',').join(', ')} personer`);
    }
    return notes;
  };

  return (
    <article aria-labelledby="detail-title">
      <Breadcrumbs
        locale={locale}
        trail={[
          ...(data.citySlug
            ? [{ label: data.cityName, href: listingPath(locale, data.citySlug, product.product_type) }]
            : []),
          { label: product.name, isCurrent: true },
        ]}
      />
      <div className="td-detail">
        <div>
          <p className="td-card__meta">
            {typeName} · {product.city_name}
          </p>
          <h1 id="detail-title" className="td-page-title">
            {product.name}
          </h1>
          <p className="td-lead">{product.city_address}</p>
          <Gallery
            images={images}
            isOpen={hash === GALLERY_HASH.slice(1)}
            openHref={`${path}${GALLERY_HASH}`}
            openLabel={t`Se alle billeder (${images.length})`}
            closeLabel={t`Luk`}
            title={t`Billeder fra ${product.name}`}
            onClose={() =>
              void router.navigate({
                href: `${window.location.pathname}${window.location.search}`,
                replace: true,
              })
            }
          />
          {tagNames.length > 0 ? (
            <ul className="td-chips" aria-label={t`Kendetegn`} style={{ marginTop: 16 }}>
              {tagNames.map((name) => (
                <li key={name} className="td-chip">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}

          <h2 className="td-section-title" id="menus">
            {t`Menuer`}
          </h2>
          {menus.length === 0 ? (
            <p>{t`Stedet har ingen menuer til salg i dag.`}</p>
          ) : (
            <MenuList
              menus={menus.map((menu, index) => ({
                id: menu.id,
                name: menu.name,
                typeLabel: menuTypeLabel(menu.menu_type),
                priceSale: formatMoney(menu.price_sale, locale),
                priceRegular: formatMoney(menu.price_regular, locale),
                courses: menu.courses,
                notes: menuNotes(menu),
                isSoldOut: menu.status !== 'in-stock',
                soldOutLabel: t`Udsolgt i dag`,
                href: buildProductHref(product.product_type, product.slug, locale, { view: 'menu', index }),
              }))}
              activeIndex={activeIndex}
              labels={{
                title: t`Menuer`,
                regular: t`Normalpris`,
                courses: t`Retter`,
                showCourses: t`Se retterne`,
                // Menus are priced per person, a menu "for two" too (step 1 says the same).
                perPerson: t`pr. person`,
              }}
            />
          )}

          <h2 className="td-section-title" id="tider">
            {t`Dagens tider`}
          </h2>
          {product.times.length === 0 ? (
            <p>{t`Ingen borde til salg i dag.`}</p>
          ) : (
            <DetailTimes product={product} locale={locale} renderedAt={renderedAt} />
          )}

          <h2 className="td-section-title">{t`Serveringstider`}</h2>
          <InfoList
            items={product.serving_hours.map((hours) => ({
              term: menuTypeLabel(hours.menu_type),
              detail: `${formatTime(hours.time_start, locale)}–${formatTime(hours.time_end, locale)}`,
            }))}
          />
          {product.internal_links.length > 0 ? (
            <ul className="td-link-list">
              {product.internal_links.map((link) => (
                <li key={link.url}>
                  <UiLink href={locale === 'en' && !link.url.startsWith('/en') ? `/en${link.url}` : link.url}>
                    {link.title}
                  </UiLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="td-detail__aside" aria-label={t`Book bord`}>
          <div className="td-panel td-book">
            <h2>{t`Book bord til i dag`}</h2>
            <p
              className={product.status === 'in-stock' ? 'td-badge' : `td-badge td-badge--${product.status}`}
            >
              {i18n._(PRODUCT_STATUS_LABEL[product.status])}
            </p>
            <p className="td-book__price">
              <span>{t`Fra`}</span>
              <span className="td-price-sale">{formatMoney(product.price_sale, locale)}</span>
              <RegularPrice label={t`Normalpris`} price={formatMoney(product.price_regular, locale)} />
            </p>
            {isBookable ? (
              <>
                <p className="td-card__meta">{i18n._(freeTimesTodayLabel(freeTimes.length, locale))}</p>
                <UiLink
                  className="td-button td-button--cta"
                  href={bookingPath(locale, product.product_type, product.slug)}
                >
                  {t`Book bord`}
                </UiLink>
              </>
            ) : (
              <p>{t`Der er ingen borde at booke her i dag. Se andre steder i byen.`}</p>
            )}
            <p className="td-card__meta">{t`Bordet er jeres i 2 timer. Betal sikkert online; billetten kommer på e-mail.`}</p>
          </div>
          <div className="td-panel">
            <h2>{t`Beliggenhed og kontakt`}</h2>
            {areas ? (
              <MiniMap
                label={t`Kort over ${product.name} i ${product.city_name}`}
                center={{ lat: product.lat, long: product.long }}
                areas={areas.data.map((area) => ({
                  name: area.proper_name,
                  lat: area.geo_lat_value,
                  long: area.geo_long_value,
                }))}
                pin={{ lat: product.lat, long: product.long, name: product.name }}
              />
            ) : null}
            <DetailContact product={product} locale={locale} />
          </div>
        </aside>
      </div>
      {isBookable ? (
        <div className="td-book-bar">
          <p className="td-book__price">
            <span>{t`Fra`}</span>
            <span className="td-price-sale">{formatMoney(product.price_sale, locale)}</span>
          </p>
          <UiLink
            className="td-button td-button--cta"
            href={bookingPath(locale, product.product_type, product.slug)}
            tabIndex={-1}
            aria-hidden="true"
          >
            {t`Book bord`}
          </UiLink>
        </div>
      ) : null}
    </article>
  );
}
