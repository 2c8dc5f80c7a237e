import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import { openConsoleSession, requestSignInLink } from '@tredjedel/api-client/console/console-calls';
import { buildConsolePath, type TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';

/**
 * Sign-in by e-mailed link (docs/decisions/0500-restaurants-console.md): the form asks for the address; the link from the
 * e-mail opens this page with its token, and one press spends it (a mail scanner that only fetches
 * the page spends nothing).
 */
export function ConsoleSignIn({
  api,
  locale,
  token,
}: {
  api: TApiClient;
  locale: TLocale;
  token: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: () => requestSignInLink(api, email, locale) });
  const open = useMutation({
    mutationFn: () => openConsoleSession(api, token ?? ''),
    onSuccess: () => window.location.assign(buildConsolePath(locale, 'today')),
  });
  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };
  return (
    <section aria-labelledby="td-console-sign-in" className="td-console__card">
      <h1 id="td-console-sign-in">{t`Log ind på konsollen`}</h1>
      {token && !open.isError ? (
        <>
          <p>{t`Tryk for at logge ind. Linket virker én gang.`}</p>
          <button
            type="button"
            className="td-button td-button--cta"
            disabled={open.isPending}
            aria-busy={open.isPending}
            onClick={() => open.mutate()}
          >
            {t`Log ind`}
          </button>
        </>
      ) : (
        <form onSubmit={onRequest} noValidate={false}>
          {open.isError ? (
            <p role="alert" className="td-alert td-alert--error">
              {consoleErrorText(i18n, open.error)}
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
          {request.isSuccess ? (
            <p role="status" className="td-alert td-alert--success">
              {t`Hvis adressen hører til en bruger, har vi sendt et link. Det virker i 15 minutter.`}
            </p>
          ) : null}
          {request.isError ? (
            <p role="alert" className="td-alert td-alert--error">
              {consoleErrorText(i18n, request.error)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
