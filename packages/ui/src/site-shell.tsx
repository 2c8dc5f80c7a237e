import type { ReactNode } from 'react';

import { HydrationRegion } from './hydration-region.tsx';
import { UiLink } from './link.tsx';

export type TNavLink = { href: string; label: string; hrefLang?: string; lang?: string; isCurrent?: boolean };

/** Top bar states (docs/product/spec.md §4): pinned on scroll up, unpinned on scroll down, unfixed at the top. */
export type TTopBarStatus = 'pin' | 'unpin' | 'unfixed' | 'hidden';

export type TSiteShellProps = {
  homeHref: string;
  homeLabel: string;
  skipLinkLabel: string;
  navLabel: string;
  links: readonly TNavLink[];
  /** The language switch, shown apart from the main links. */
  languageLink?: TNavLink;
  topBarStatus?: TTopBarStatus;
  isMenuOpen?: boolean;
  menuButtonLabel: string;
  onMenuToggle?: () => void;
  /** Above the content, e.g. page boxes at the top. */
  beforeMain?: ReactNode;
  footer: ReactNode;
  /** Banners that float over the page (consent): first in the tab order after the skip link. */
  overlay?: ReactNode;
  children: ReactNode;
};

/** The frame of every page: skip link, top bar with the main navigation, content, footer. */
export function SiteShell(props: TSiteShellProps) {
  const status = props.topBarStatus ?? 'unfixed';
  return (
    <>
      <a className="td-skip-link" href="#main">
        {props.skipLinkLabel}
      </a>
      {/*
        Banners that float over the page come next in the document, drawn at the bottom: a
        keyboard or screen-reader visitor meets the consent banner right after the skip link, and
        the page never moves focus to it unasked (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md,
        "The consent banner in the tab order").
      */}
      <HydrationRegion>{props.overlay}</HydrationRegion>
      {/* Each region hydrates on its own; one the visitor touches goes first (hydration-region.tsx). */}
      <HydrationRegion>
        <header
          className={`td-header td-header--${status}`}
          data-status={status}
          hidden={status === 'hidden'}
        >
          <div className="td-container td-header__inner">
            <UiLink className="td-logo" href={props.homeHref} aria-label={props.homeLabel}>
              Tredje<span>del</span>
            </UiLink>
            <button
              type="button"
              className="td-header__toggle"
              aria-expanded={props.isMenuOpen ?? false}
              aria-controls="td-main-nav"
              onClick={props.onMenuToggle}
            >
              <span className="td-burger" aria-hidden="true" />
              <span className="td-visually-hidden">{props.menuButtonLabel}</span>
            </button>
            <nav
              id="td-main-nav"
              className={props.isMenuOpen ? 'td-header__nav td-header__nav--open' : 'td-header__nav'}
              aria-label={props.navLabel}
            >
              <ul>
                {props.links.map((link) => (
                  <li key={link.href}>
                    <UiLink href={link.href} aria-current={link.isCurrent ? 'page' : undefined}>
                      {link.label}
                    </UiLink>
                  </li>
                ))}
                {props.languageLink ? (
                  <li className="td-header__lang">
                    <UiLink
                      href={props.languageLink.href}
                      hrefLang={props.languageLink.hrefLang}
                      lang={props.languageLink.lang}
                    >
                      {props.languageLink.label}
                    </UiLink>
                  </li>
                ) : null}
              </ul>
            </nav>
          </div>
        </header>
      </HydrationRegion>
      <HydrationRegion>
        {props.beforeMain}
        <main id="main" className="td-main" tabIndex={-1}>
          <div className="td-container">{props.children}</div>
        </main>
      </HydrationRegion>
      <HydrationRegion>
        <footer className="td-footer">
          <div className="td-container">{props.footer}</div>
        </footer>
      </HydrationRegion>
    </>
  );
}

export type TFooterProps = {
  localMenuLabel: string;
  localLinks: readonly TNavLink[];
  socialLabel: string;
  socialLinks: readonly TNavLink[];
  legalLabel: string;
  legalLinks: readonly TNavLink[];
  /** Company details as Danish e-commerce law expects (name, address, CVR, contact). */
  company: { name: string; address: string; cvr: string; email: string };
  tagline: string;
  newsletter?: ReactNode;
  consentButton?: ReactNode;
};

export function SiteFooter(props: TFooterProps) {
  return (
    <div className="td-footer__grid">
      <div className="td-footer__brand">
        <p className="td-footer__logo">
          Tredje<span>del</span>
        </p>
        <p>{props.tagline}</p>
        {props.newsletter}
      </div>
      <nav aria-label={props.localMenuLabel} className="td-footer__col">
        <h2 className="td-footer__heading">{props.localMenuLabel}</h2>
        <ul>
          {props.localLinks.map((link) => (
            <li key={link.href}>
              <UiLink href={link.href}>{link.label}</UiLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="td-footer__col">
        <nav aria-label={props.legalLabel}>
          <h2 className="td-footer__heading">{props.legalLabel}</h2>
          <ul>
            {props.legalLinks.map((link) => (
              <li key={link.href}>
                <UiLink href={link.href}>{link.label}</UiLink>
              </li>
            ))}
          </ul>
        </nav>
        {props.consentButton}
        <nav aria-label={props.socialLabel}>
          <h2 className="td-footer__heading">{props.socialLabel}</h2>
          <ul className="td-footer__social">
            {props.socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <address className="td-footer__company">
        <strong>{props.company.name}</strong>
        <br />
        {props.company.address}
        <br />
        CVR {props.company.cvr}
        <br />
        <a href={`mailto:${props.company.email}`}>{props.company.email}</a>
      </address>
    </div>
  );
}
