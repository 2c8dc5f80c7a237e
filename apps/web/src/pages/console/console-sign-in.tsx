import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import { openConsoleSession, requestSignInLink } from '@tredjedel/api-client/console/console-calls';
import { buildConsolePath, type TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';

/** What a plain form post (before the script loaded) came back with: `?status=`. */
export type TSignInNotice = 'sent' | 'refused' | 'limited';

/**
 * Sign-in by e-mailed link (docs/decisions/0500-restaurants-console.md): the form asks for the
 * address; the link from the e-mail opens this page with its token, and one press spends it (a mail
 * scanner that only fetches the page spends nothing). Both are real forms that post to this page's
 * own address, so they work before the script has loaded (apps/api/src/routes/console); once it
 * has, they go through the JSON API without leaving the page.
 */
export function ConsoleSignIn({
  api,
  locale,
  token,
  notice,
}: {
  api: TApiClient;
  locale: TLocale;
  token: string | undefined;
  notice?: TSignInNotice | undefined;
}) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: () => requestSignInLink(api, email, locale) });
  const open = useMutation({
    mutationFn: () => openConsoleSession(api, token ?? ''),
    onSuccess: () => window.location.assign(buildConsolePath(locale, 'today')),
  });
  const action = buildConsolePath(locale, 'signIn');
  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };
  const onOpen = (event: FormEvent) => {
    event.preventDefault();
    open.mutate();
  };
  const isSent = request.isSuccess || (notice === 'sent' && request.isIdle);
  const isRefused = open.isError || (notice === 'refused' && request.isIdle);
  return (
    <section aria-labelledby="td-console-sign-in" className="td-console__card">
      <h1 id="td-console-sign-in">{t`Log ind på konsollen`}</h1>
      {token && !open.isError ? (
        <form method="post" action={action} onSubmit={onOpen}>
          <p>{t`Tryk for at logge ind. Linket virker én gang.`}</p>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="td-button td-button--cta"
            disabled={open.isPending}
            aria-busy={open.isPending}
          >
            {t`Log ind`}
          </button>
        </form>
      ) : (
        <form method="post" action={action} onSubmit={onRequest}>
          {isRefused ? (
            <p role="alert" className="td-alert td-alert--error">
              {open.isError
                ? consoleErrorText(i18n, open.error)
                : t`Linket er brugt eller udløbet. Bed om et nyt herunder.`}
            </p>
          ) : null}
          <p>{t`Skriv din e-mailadresse, så sender vi et link til at logge ind. Der er ingen adgangskode.`}</p>
          <label className="td-console__field">
            <span>{t`E-mail`}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button type="submit" className="td-button td-button--cta" disabled={request.isPending}>
            {t`Send link`}
          </button>
          {isSent ? (
            <p role="status" className="td-alert td-alert--success">
              {t`Hvis adressen hører til en bruger, har vi sendt et link. Det virker i 15 minutter.`}
            </p>
          ) : null}
          {request.isError || (notice === 'limited' && request.isIdle) ? (
            <p role="alert" className="td-alert td-alert--error">
              {request.isError
                ? consoleErrorText(i18n, request.error)
                : t`For mange forsøg. Vent lidt, og prøv igen.`}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
