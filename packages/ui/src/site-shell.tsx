import type { ReactNode } from 'react';

export type TNavLink = { href: string; label: string; hrefLang?: string; lang?: string };

export type TSiteShellProps = {
  homeHref: string;
  homeLabel: string;
  skipLinkLabel: string;
  navLabel: string;
  links: readonly TNavLink[];
  footer: ReactNode;
  children: ReactNode;
};

/** The frame of every page: skip link, top bar with the main navigation, content, footer. */
export function SiteShell({ homeHref, homeLabel, skipLinkLabel, navLabel, links, footer, children }: TSiteShellProps) {
  return (
    <>
      <a className="td-skip-link" href="#main">
        {skipLinkLabel}
      </a>
      <header className="td-header">
        <div className="td-container td-header__inner">
          <a className="td-logo" href={homeHref} aria-label={homeLabel}>
            Tredje<span>del</span>
          </a>
          <nav className="td-header__nav" aria-label={navLabel}>
            {links.map((link) => (
              <a key={link.href} href={link.href} hrefLang={link.hrefLang} lang={link.lang}>
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <main id="main" className="td-main">
        <div className="td-container">{children}</div>
      </main>
      <footer className="td-footer">
        <div className="td-container">{footer}</div>
      </footer>
    </>
  );
}
