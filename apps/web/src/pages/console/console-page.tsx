import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TApiClient } from '@tredjedel/api-client/client';
import { consoleMeQueryOptions, signOut } from '@tredjedel/api-client/console/console-calls';
import { buildConsolePath, type TConsoleSection, type TLocale } from '@tredjedel/domain';

import consoleStylesheet from './console.css?url';
import { ConsoleApplications } from './console-applications.tsx';
import { ConsoleInvite } from './console-invite.tsx';
import { ConsoleNewPlace } from './console-new-place.tsx';
import { ConsoleProfile } from './console-profile.tsx';
import { ConsoleSignIn, type TSignInNotice } from './console-sign-in.tsx';
import { ConsoleTables } from './console-tables.tsx';
import { ConsoleToday } from './console-today.tsx';

export type TConsolePageProps = {
  api: TApiClient;
  locale: TLocale;
  section: TConsoleSection;
  token: string | undefined;
  placeId: number | undefined;
  /** `?application=`: the partner application a new place is made from. */
  applicationId?: number | undefined;
  /** `?status=` after the sign-in form was posted without its script. */
  notice?: TSignInNotice | undefined;
};

/**
 * The restaurants' console (docs/decisions/0500-restaurants-console.md). The page's
 * HTML is the same for everyone (docs/design.md "Rendering speed"); who is signed in and their
 * place's data come from the API in the browser, with the session cookie.
 */
/**
 * The console's own stylesheet, linked by the page itself: the server links only the entry's CSS,
 * and the console's rules stay out of every other page.
 */
function ConsoleStyles() {
  return <link rel="stylesheet" href={consoleStylesheet} precedence="default" />;
}

export function ConsolePage(props: TConsolePageProps) {
  return (
    <>
      <ConsoleStyles />
      <ConsoleSections {...props} />
    </>
  );
}

function ConsoleSections({ api, locale, section, token, placeId, applicationId, notice }: TConsolePageProps) {
  const { t } = useLingui();
  const me = useQuery({ ...consoleMeQueryOptions(api), enabled: section !== 'signIn' });
  const out = useMutation({
    mutationFn: (isEverywhere: boolean) => signOut(api, isEverywhere),
    onSettled: () => window.location.assign(buildConsolePath(locale, 'signIn')),
  });
  if (section === 'signIn')
    return (
      <div className="td-console">
        <ConsoleSignIn api={api} locale={locale} token={token} notice={notice} />
      </div>
    );
  if (me.isError)
    return (
      <div className="td-console">
        <ConsoleSignIn api={api} locale={locale} token={undefined} />
      </div>
    );
  if (!me.data)
    return (
      <div className="td-console">
        <h1>{t`Konsol`}</h1>
        <p aria-busy="true">{t`Henter …`}</p>
      </div>
    );
  const place = me.data.places.find((candidate) => candidate.id === placeId) ?? me.data.places[0];
  const link = (to: TConsoleSection) => buildConsolePath(locale, to, place ? { place: place.id } : {});
  const isOperator = me.data.user.is_operator;
  // Invitations: an owner of the place, or an operator; applications: operators only. Others are
  // not shown the links, and the API answers them 404 (docs/decisions/0500-restaurants-console.md).
  const mayInvite = isOperator || place?.role === 'owner';
  const SECTIONS: { section: TConsoleSection; label: string }[] = [
    ...(place
      ? [
          { section: 'today' as const, label: t`I dag` },
          { section: 'tables' as const, label: t`Borde og menuer` },
          { section: 'profile' as const, label: t`Profil` },
        ]
      : []),
    ...(mayInvite ? [{ section: 'invite' as const, label: t`Inviter` }] : []),
    ...(isOperator
      ? [
          { section: 'applications' as const, label: t`Ansøgninger` },
          { section: 'newPlace' as const, label: t`Nyt sted` },
        ]
      : []),
  ];
  // The server answers these pages 404 already (page-host/console-pages.ts); kept for a session
  // that ends while the page is open.
  const isRefused =
    (section === 'invite' && !mayInvite) ||
    ((section === 'applications' || section === 'newPlace') && !isOperator);
  return (
    <div className="td-console">
      <header className="td-console__bar td-console__noprint">
        <nav aria-label={t`Konsol`}>
          <ul>
            {SECTIONS.map((item) => (
              <li key={item.section}>
                <a href={link(item.section)} aria-current={item.section === section ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {me.data.places.length > 1 ? (
          <form method="get" action={buildConsolePath(locale, section)}>
            <label>
              <span>{t`Sted`} </span>
              <select
                name="place"
                defaultValue={place?.id}
                onChange={(event) => event.currentTarget.form?.submit()}
              >
                {me.data.places.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </label>
          </form>
        ) : null}
        <p className="td-console__who">{me.data.user.email}</p>
        <button type="button" className="td-button td-button--secondary" onClick={() => out.mutate(false)}>
          {t`Log ud`}
        </button>
        <button type="button" className="td-button td-button--secondary" onClick={() => out.mutate(true)}>
          {t`Log ud overalt`}
        </button>
      </header>
      <div>
        {!place && !isOperator ? <p>{t`Din bruger hører ikke til noget sted endnu.`}</p> : null}
        {isRefused ? <p role="alert">{t`Findes ikke, eller du har ikke adgang til det.`}</p> : null}
        {section === 'invite' && mayInvite ? (
          <ConsoleInvite api={api} locale={locale} placeId={place?.id} isOperator={isOperator} />
        ) : null}
        {section === 'applications' && isOperator ? <ConsoleApplications api={api} locale={locale} /> : null}
        {section === 'newPlace' && isOperator ? (
          <ConsoleNewPlace api={api} locale={locale} applicationId={applicationId} />
        ) : null}
        {place && section === 'today' ? <ConsoleToday api={api} locale={locale} placeId={place.id} /> : null}
        {place && section === 'tables' ? (
          <ConsoleTables api={api} locale={locale} placeId={place.id} />
        ) : null}
        {place && section === 'profile' ? (
          <ConsoleProfile api={api} locale={locale} placeId={place.id} />
        ) : null}
      </div>
    </div>
  );
}
