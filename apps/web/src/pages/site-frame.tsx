import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useMatches, useRouteContext } from '@tanstack/react-router';
import { navigationQueryOptions, pageBoxesQueryOptions } from '@tredjedel/api-client/web/get-content';
import { switchLocalePath, type TLocale } from '@tredjedel/domain';
import { PageBoxes, SiteFooter, SiteShell, type TNavLink } from '@tredjedel/ui';
import { useEffect, useState, type ReactNode } from 'react';

import { COMPANY } from '../lib/company.ts';
import { reopenConsent, useConsent } from '../tracking/consent.ts';
import { useDeviceType } from '../lib/device-type.ts';
import { homePath, LEGAL_PATHS } from '../lib/routes.ts';
import { useTopBarStatus } from '../lib/top-bar.ts';
import { trackPageView } from '../tracking/tracking.ts';
import type { TAlternates } from '../lib/seo.ts';
import { ConsentPrompt } from './frame/consent-prompt.tsx';
import { NewsletterSignup } from './frame/newsletter-signup.tsx';

/** The same page in the other language: a loader's own alternates (translated slugs) or the domain's. */
function useOtherLanguageHref(locale: TLocale): string {
  const other: TLocale = locale === 'da' ? 'en' : 'da';
  const pathname = useLocation({ select: (location) => location.pathname });
  const alternates = useMatches({
    select: (matches) =>
      matches
        .map((match) => (match.loaderData as { alternates?: TAlternates } | undefined)?.alternates)
        .filter((value) => value !== undefined)
        .at(-1),
  });
  return alternates?.[other] ?? switchLocalePath(pathname, other) ?? homePath(other);
}

export function SiteFrame({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const { t } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const pathname = useLocation({ select: (location) => location.pathname });
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const deviceType = useDeviceType();
  const topBarStatus = useTopBarStatus(false);
  const { status: consentStatus, consent, isReopened, decide } = useConsent();
  const { data: navigation } = useQuery(navigationQueryOptions(api, locale));
  const { data: bottomBoxes } = useQuery(pageBoxesQueryOptions(api, locale, 'bottom'));
  const otherHref = useOtherLanguageHref(locale);

  const [menuKey, setMenuKey] = useState(`${pathname}|${deviceType}`);
  if (menuKey !== `${pathname}|${deviceType}`) {
    // A new page or a new device type closes the phone menu.
    setMenuKey(`${pathname}|${deviceType}`);
    setIsMenuOpen(false);
  }
  useEffect(() => {
    if (consent) trackPageView();
  }, [pathname, consent]);

  const menu = (id: 'main' | 'local' | 'social'): TNavLink[] =>
    (navigation?.data.find((item) => item.id === id)?.items ?? []).map((item) => ({
      href: item.url,
      label: item.label,
      isCurrent: item.url === pathname,
    }));
  const isHome = pathname === '/' || pathname === '/en' || pathname === '/en/';

  return (
    <SiteShell
      homeHref={homePath(locale)}
      homeLabel={t`Tredjedel, til forsiden`}
      skipLinkLabel={t`Gå til indholdet`}
      navLabel={t`Hovedmenu`}
      menuButtonLabel={t`Menu`}
      isMenuOpen={isMenuOpen}
      onMenuToggle={() => setIsMenuOpen((open) => !open)}
      topBarStatus={topBarStatus}
      links={menu('main')}
      languageLink={
        locale === 'da'
          ? { href: otherHref, label: 'English', hrefLang: 'en', lang: 'en' }
          : { href: otherHref, label: 'Dansk', hrefLang: 'da', lang: 'da' }
      }
      footer={
        <>
          {!isHome && bottomBoxes ? (
            <PageBoxes
              position="bottom"
              label={t`Mere fra Tredjedel`}
              boxes={bottomBoxes.data.map((box) => ({ ...box, href: box.url }))}
            />
          ) : null}
          <SiteFooter
            tagline={t`Borde til i dag med en tredjedel rabat på menuen.`}
            localMenuLabel={t`Dagens borde`}
            localLinks={menu('local')}
            socialLabel={t`Følg os`}
            socialLinks={menu('social')}
            legalLabel={t`Vilkår og privatliv`}
            legalLinks={[
              { href: LEGAL_PATHS.terms[locale], label: t`Handelsbetingelser` },
              { href: LEGAL_PATHS.privacy[locale], label: t`Privatlivspolitik` },
              { href: LEGAL_PATHS.cookies[locale], label: t`Cookiepolitik` },
            ]}
            company={COMPANY}
            newsletter={<NewsletterSignup locale={locale} />}
            consentButton={
              <button type="button" className="td-link-button" onClick={reopenConsent}>
                {t`Cookieindstillinger`}
              </button>
            }
          />
        </>
      }
      overlay={
        consentStatus === 'decided' ? null : (
          <ConsentPrompt
            locale={locale}
            consent={consent}
            isPending={consentStatus === 'pending'}
            isOpenedByVisitor={isReopened}
            onDecide={decide}
          />
        )
      }
    >
      {children}
    </SiteShell>
  );
}
