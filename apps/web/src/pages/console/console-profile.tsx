import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  consoleAuditQueryOptions,
  consoleKeys,
  consoleProfileQueryOptions,
  updateProfile,
} from '@tredjedel/api-client/console/console-calls';
import type { TConsoleProfile, TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';

type TProps = { api: TApiClient; locale: TLocale; placeId: number };
type TTextField = Exclude<keyof TConsoleProfile, 'kitchens'>;

/** The place's profile in both languages, and the audit log of every change (ADR 0500). */
export function ConsoleProfile({ api, locale, placeId }: TProps) {
  const { t, i18n } = useLingui();
  const profile = useQuery(consoleProfileQueryOptions(api, placeId));
  const audit = useQuery(consoleAuditQueryOptions(api, placeId));
  if (profile.isError) return <p role="alert">{consoleErrorText(i18n, profile.error)}</p>;
  if (!profile.data) return <p aria-busy="true">{t`Henter profil …`}</p>;
  return (
    <section aria-labelledby="td-console-profile">
      <h1 id="td-console-profile">{t`Stedets profil`}</h1>
      <ProfileForm
        api={api}
        locale={locale}
        placeId={placeId}
        initial={profile.data.profile}
        options={profile.data.kitchen_options}
      />
      <h2>{t`Ændringslog`}</h2>
      <ol className="td-console__list">
        {(audit.data?.entries ?? []).map((entry) => (
          <li key={entry.id}>
            <p>
              <strong>{entry.action}</strong> · {entry.user_email} ·{' '}
              <time dateTime={entry.at}>
                {new Date(entry.at).toLocaleString(locale === 'da' ? 'da-DK' : 'en-GB', {
                  timeZone: 'Europe/Copenhagen',
                })}
              </time>
            </p>
            <details>
              <summary>{t`Før og efter`}</summary>
              <pre className="td-console__diff">
                {JSON.stringify({ before: entry.before, after: entry.after }, null, 1)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

type TFormProps = TProps & {
  initial: TConsoleProfile;
  options: { slug: string; name_da: string; name_en: string }[];
};

function ProfileForm({ api, locale, placeId, initial, options }: TFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState(initial);
  const save = useMutation({
    mutationFn: () => updateProfile(api, placeId, profile),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.profile(placeId) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit(placeId) }),
      ]),
  });
  const FIELDS: { name: TTextField; label: string; isLong?: boolean }[] = [
    { name: 'name_da', label: t`Navn (dansk)` },
    { name: 'name_en', label: t`Navn (engelsk)` },
    { name: 'address', label: t`Adresse` },
    { name: 'description_da', label: t`Beskrivelse (dansk)`, isLong: true },
    { name: 'description_en', label: t`Beskrivelse (engelsk)`, isLong: true },
    { name: 'opening_da', label: t`Åbningstider (dansk)`, isLong: true },
    { name: 'opening_en', label: t`Åbningstider (engelsk)`, isLong: true },
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="td-console__card">
      {FIELDS.map((field) => (
        <label key={field.name} className="td-console__field">
          <span>{field.label}</span>
          {field.isLong ? (
            <textarea
              rows={4}
              value={profile[field.name]}
              onChange={(event) => setProfile({ ...profile, [field.name]: event.target.value })}
            />
          ) : (
            <input
              type="text"
              required
              value={profile[field.name]}
              onChange={(event) => setProfile({ ...profile, [field.name]: event.target.value })}
            />
          )}
        </label>
      ))}
      <fieldset>
        <legend>{t`Køkken`}</legend>
        {options.map((option) => (
          <label key={option.slug} className="td-console__check">
            <input
              type="checkbox"
              checked={profile.kitchens.includes(option.slug)}
              onChange={(event) =>
                setProfile({
                  ...profile,
                  kitchens: event.target.checked
                    ? [...profile.kitchens, option.slug]
                    : profile.kitchens.filter((slug) => slug !== option.slug),
                })
              }
            />
            {locale === 'da' ? option.name_da : option.name_en}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="td-button td-button--cta" disabled={save.isPending}>
        {t`Gem profil`}
      </button>
      {save.isSuccess ? <p role="status">{t`Profilen er gemt.`}</p> : null}
      {save.isError ? <p role="alert">{consoleErrorText(i18n, save.error)}</p> : null}
    </form>
  );
}
