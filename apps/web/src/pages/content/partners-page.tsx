import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '@tredjedel/domain';
import { EmptyState, UiLink } from '@tredjedel/ui';

import { PRODUCT_TYPE_PLURAL } from '../../lib/messages.ts';
import { listingPath } from '../../lib/routes.ts';
import type { TPartnersData } from './content-loaders.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { PartnerApplicationForm } from './partner-application-form.tsx';
import type { TPartnerFormSearch } from './partner-form-state.ts';

export function PartnersPage({
  data,
  locale,
  form = {},
}: {
  data: TPartnersData;
  locale: TLocale;
  form?: TPartnerFormSearch;
}) {
  const { t, i18n } = useLingui();
  const typeName = i18n._(PRODUCT_TYPE_PLURAL[data.productType]).toLowerCase();
  return (
    <section aria-labelledby="partners-title">
      <Breadcrumbs
        locale={locale}
        trail={[{ label: data.city.name, href: listingPath(locale, data.city.link, data.productType) }]}
      />
      <h1 id="partners-title" className="td-page-title">
        {t`Partnere i ${data.city.name}: ${typeName}`}
      </h1>
      <p className="td-lead">{t`Stederne sælger deres tomme borde til i dag gennem Tredjedel. Du sparer en tredjedel, og de får fyldt huset.`}</p>
      <p>
        <a className="td-button td-button--secondary" href="#bliv-partner">
          {t`Har du et sted? Bliv partner`}
        </a>
      </p>
      {data.partners.length === 0 ? (
        <EmptyState
          title={t`Ingen partnere her endnu`}
          body={t`Se alle steder i byen i stedet.`}
          action={{ href: listingPath(locale, data.city.link, data.productType), label: t`Se alle` }}
        />
      ) : (
        <ul className="td-boxes__list">
          {data.partners.map((partner) => (
            <li key={partner.id} className="td-box">
              {partner.image ? (
                <img
                  className="td-box__image"
                  src={partner.image}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                />
              ) : null}
              <div>
                <h2 className="td-box__title">
                  {partner.url ? <UiLink href={partner.url}>{partner.name}</UiLink> : partner.name}
                </h2>
                <p className="td-box__body">{partner.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PartnerApplicationForm locale={locale} initial={form} />
    </section>
  );
}
