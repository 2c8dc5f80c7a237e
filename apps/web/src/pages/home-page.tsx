import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { pageBoxesQueryOptions } from '@tredjedel/api-client/web/get-content';
import type { TLocale } from '@tredjedel/domain';
import { PageBoxes, UiLink } from '@tredjedel/ui';

import { PRODUCT_TYPE_PLURAL } from '../lib/messages.ts';
import { listingPath } from '../lib/routes.ts';
import type { THomeData } from './content/content-loaders.ts';

export function HomePage({ locale, data }: { locale: TLocale; data: THomeData }) {
  const { t, i18n } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: topBoxes } = useQuery(pageBoxesQueryOptions(api, locale, 'top'));
  const { data: bottomBoxes } = useQuery(pageBoxesQueryOptions(api, locale, 'bottom'));
  return (
    <>
      <section className="td-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="td-page-title">
          <Trans>Bord i dag til en tredjedel af prisen</Trans>
        </h1>
        <p className="td-lead">
          <Trans>Find en restaurant, en bar eller takeaway i din by, og book et bord til i dag. Betal online, og få billetten på e-mail.</Trans>
        </p>
      </section>
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
      {topBoxes ? <PageBoxes position="top" label={t`Aktuelt`} boxes={topBoxes.data.map((box) => ({ ...box, href: box.url }))} /> : null}
      {bottomBoxes ? (
        <PageBoxes position="bottom" label={t`Mere fra Tredjedel`} boxes={bottomBoxes.data.map((box) => ({ ...box, href: box.url }))} />
      ) : null}
    </>
  );
}
