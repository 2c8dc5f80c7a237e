import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  consoleAllPlacesQueryOptions,
  consoleMembersQueryOptions,
  inviteMember,
} from '@tredjedel/api-client/console/console-calls';
import type { TConsoleRole, TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';
import { PlacePicker } from './place-picker.tsx';

type TProps = { api: TApiClient; locale: TLocale; placeId: number | undefined; isOperator: boolean };

/**
 * Invitations (docs/decisions/0500-restaurants-console.md): a place's owner invites colleagues to
 * the place; an operator also picks any place and invites its first user. The invitee gets an
 * e-mailed single-use link that signs them in; they are a member from now on. The API answers 404
 * to anyone else, and so does this page.
 */
export function ConsoleInvite({ api, locale, placeId, isOperator }: TProps) {
  const { t, i18n } = useLingui();
  const members = useQuery({
    ...consoleMembersQueryOptions(api, placeId ?? 0),
    enabled: placeId !== undefined,
  });
  const allPlaces = useQuery({ ...consoleAllPlacesQueryOptions(api), enabled: isOperator });
  if (members.isError) return <p role="alert">{consoleErrorText(i18n, members.error)}</p>;
  if (placeId !== undefined && !members.data) return <p aria-busy="true">{t`Henter brugere …`}</p>;
  return (
    <section aria-labelledby="td-console-invite">
      <h1 id="td-console-invite">{t`Inviter`}</h1>
      {placeId !== undefined && members.data ? (
        <>
          <InviteForm api={api} locale={locale} placeId={placeId} places={null} />
          <h2>{t`Stedets brugere`}</h2>
          <ul className="td-console__list">
            {members.data.members.map((member) => (
              <li key={member.email} className="td-console__booking">
                {member.name ? `${member.name} · ` : ''}
                {member.email} · {member.role === 'owner' ? t`Ejer` : t`Personale`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {isOperator && allPlaces.data ? (
        <InviteForm api={api} locale={locale} placeId={placeId ?? 0} places={allPlaces.data.places} />
      ) : null}
    </section>
  );
}

type TFormProps = {
  api: TApiClient;
  locale: TLocale;
  placeId: number;
  /** Null: invite a colleague to the place shown; a list: the operator picks the place. */
  places: { id: number; name: string; members: number }[] | null;
};

function InviteForm({ api, locale, placeId, places }: TFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const prefix = places ? 'td-console-first' : 'td-console-colleague';
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<TConsoleRole>(places ? 'owner' : 'staff');
  const [target, setTarget] = useState(
    places ? (places.find((place) => place.members === 0)?.id ?? places[0]?.id ?? placeId) : placeId,
  );
  const invite = useMutation({
    mutationFn: () => inviteMember(api, target, { email, name, role, lang: locale }),
    onSuccess: () => {
      setEmail('');
      setName('');
      return queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="td-console__card" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>
        {places ? t`Inviter et sted og dets første bruger` : t`Inviter en kollega`}
      </h2>
      {places ? (
        <PlacePicker labelId={`${prefix}-place`} places={places} value={target} onChange={setTarget} />
      ) : null}
      <label className="td-console__field">
        <span>{t`E-mail`}</span>
        <input
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className="td-console__field">
        <span>{t`Navn`}</span>
        <input
          type="text"
          name="name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <fieldset className="td-console__field">
        <legend>{t`Rolle`}</legend>
        {(['owner', 'staff'] as const).map((value) => (
          <label key={value} className="td-console__check">
            <input
              type="radio"
              name={`${prefix}-role`}
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
            />
            {value === 'owner' ? t`Ejer (kan invitere kolleger)` : t`Personale`}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="td-button td-button--cta" disabled={invite.isPending}>
        {t`Send invitation`}
      </button>
      {invite.isSuccess ? (
        <p role="status" className="td-alert td-alert--success">
          {t`Invitationen er sendt. Linket i e-mailen virker én gang i 15 minutter; derefter kan der bedes om et nyt.`}
        </p>
      ) : null}
      {invite.isError ? (
        <p role="alert" className="td-alert td-alert--error">
          {consoleErrorText(i18n, invite.error)}
        </p>
      ) : null}
    </form>
  );
}
