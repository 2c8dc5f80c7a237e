import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { pageBoxesQueryOptions } from '@tredjedel/api-client/web/get-content';
import { productsQueryOptions } from '@tredjedel/api-client';
import { DEFAULT_CITY_SLUG, DEFAULT_OFFER_PARTY, type TLocale } from '@tredjedel/domain';
import { PageBoxes, ProductGrid, UiLink } from '@tredjedel/ui';

import { PRODUCT_TYPE_PLURAL } from '../lib/messages.ts';
import { listingPath } from '../lib/routes.ts';
import { homePicksQuery, type THomeData } from './content/content-loaders.ts';
import { HomeSearch } from './home-search.tsx';
import { PlaceCard } from './place-card.tsx';

export function HomePage({ locale, data }: { locale: TLocale; data: THomeData }) {
  const { t, i18n } = useLingui();
  const { api, page } = useRouteContext({ from: '__root__' });
  const { data: topBoxes } = useQuery(pageBoxesQueryOptions(api, locale, 'top'));
  const { data: bottomBoxes } = useQuery(pageBoxesQueryOptions(api, locale, 'bottom'));
  const { data: picks } = useQuery(productsQueryOptions(api, homePicksQuery(locale)));
  const defaultCity = data.cities.find((city) => city.link === DEFAULT_CITY_SLUG);
  return (
    <>
      <section className="td-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="td-page-title">
          <Trans>Bord i dag til en tredjedel af prisen</Trans>
        </h1>
        <p className="td-lead">
          <Trans>
            Find en restaurant, en bar eller takeaway i din by, og book et bord til i dag. Betal online, og få
            billetten på e-mail.
          </Trans>
        </p>
        <HomeSearch locale={locale} cities={data.cities} serverTime={page.serverTime} />
      </section>
      {picks && picks.data.length > 0 ? (
        <section aria-labelledby="home-picks">
          <h2 id="home-picks" className="td-section-title">
            {t`Ledige borde i dag i ${defaultCity?.name ?? ''}`}
          </h2>
          <ProductGrid label={t`Ledige borde i dag i ${defaultCity?.name ?? ''}`}>
            {picks.data.map((product, index) => (
              <li key={product.id}>
                <PlaceCard product={product} locale={locale} index={index} party={DEFAULT_OFFER_PARTY} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
      <h2 className="td-section-title">{t`Vælg din by`}</h2>
      <ul className="td-city-list" aria-label={t`Byer`}>
        {data.cities.map((city) => (
          <li key={city.id} className="td-city">
            <h2>{city.name}</h2>
            <ul>
              {city.product_types.map((productType) => (
                <li key={productType}>
                  <UiLink href={listingPath(locale, city.link, productType)}>
                    {i18n._(PRODUCT_TYPE_PLURAL[productType])} <span aria-hidden="true">→</span>
                  </UiLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {topBoxes ? (
        <PageBoxes
          position="top"
          label={t`Aktuelt`}
          boxes={topBoxes.data.map((box) => ({ ...box, href: box.url }))}
        />
      ) : null}
      {bottomBoxes ? (
        <PageBoxes
          position="bottom"
          label={t`Mere fra Tredjedel`}
          boxes={bottomBoxes.data.map((box) => ({ ...box, href: box.url }))}
        />
      ) : null}
    </>
  );
}
