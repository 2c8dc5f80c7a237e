import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TApiClient } from '@tredjedel/api-client/client';
import {
  consoleAllPlacesQueryOptions,
  consoleApplicationsQueryOptions,
  consoleKeys,
  inviteApplicant,
} from '@tredjedel/api-client/console/console-calls';
import { buildConsolePath, type TConsoleApplication, type TLocale } from '@tredjedel/domain';

import { consoleErrorText } from './console-errors.ts';
import { PlacePicker, type TPickablePlace } from './place-picker.tsx';

type TPlaces = TPickablePlace[];

/**
 * The partner applications sent from /partnere, for operators only (404 for anyone else): each
 * with a button that invites its contact as the owner of the place chosen
 * (docs/decisions/0500-restaurants-console.md).
 */
export function ConsoleApplications({ api, locale }: { api: TApiClient; locale: TLocale }) {
  const { t, i18n } = useLingui();
  const applications = useQuery(consoleApplicationsQueryOptions(api));
  const places = useQuery(consoleAllPlacesQueryOptions(api));
  if (applications.isError) return <p role="alert">{consoleErrorText(i18n, applications.error)}</p>;
  if (!applications.data || !places.data) return <p aria-busy="true">{t`Henter ansøgninger …`}</p>;
  return (
    <section aria-labelledby="td-console-applications">
      <h1 id="td-console-applications">{t`Ansøgninger`}</h1>
      {applications.data.applications.length === 0 ? <p>{t`Ingen ansøgninger endnu.`}</p> : null}
      <ul className="td-console__applications">
        {applications.data.applications.map((application) => (
          <Application
            key={application.id}
            api={api}
            locale={locale}
            application={application}
            places={places.data.places}
          />
        ))}
      </ul>
    </section>
  );
}

type TProps = { api: TApiClient; locale: TLocale; application: TConsoleApplication; places: TPlaces };

function Application({ api, locale, application, places }: TProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const headingId = `td-console-application-${application.id}`;
  const [placeId, setPlaceId] = useState(places.find((place) => place.members === 0)?.id ?? places[0]?.id);
  const invite = useMutation({
    mutationFn: () => inviteApplicant(api, application.id, placeId ?? 0),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.applications() }),
  });
  const invitedTo = places.find((place) => place.id === application.invited_place_id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <li className="td-console__card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {application.place_name}, {application.city}
      </h2>
      <dl className="td-console__facts">
        <div>
          <dt>{t`Adresse`}</dt>
          <dd>{application.address}</dd>
        </div>
        <div>
          <dt>{t`Kontakt`}</dt>
          <dd>{application.contact_name}</dd>
        </div>
        <div>
          <dt>{t`E-mail`}</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t`Telefon`}</dt>
          <dd>
            <a href={`tel:${application.phone}`}>{application.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t`Modtaget`}</dt>
          <dd>
            <time dateTime={application.created_at}>
              {new Date(application.created_at).toLocaleString(locale === 'da' ? 'da-DK' : 'en-GB', {
                timeZone: 'Europe/Copenhagen',
              })}
            </time>
          </dd>
        </div>
      </dl>
      {application.message ? <p className="td-console__diff">{application.message}</p> : null}
      {application.invited_place_id !== null ? (
        <p role="status">{t`Inviteret som ejer af ${invitedTo?.name ?? application.invited_place_id}.`}</p>
      ) : (
        <>
          <p>
            <a
              className="td-button td-button--cta"
              href={buildConsolePath(locale, 'newPlace', { application: application.id })}
            >
              {t`Opret stedet ud fra ansøgningen`}
            </a>
          </p>
          <form onSubmit={onSubmit} className="td-console__actions">
            <PlacePicker
              labelId={`${headingId}-place`}
              places={places}
              value={placeId}
              onChange={setPlaceId}
            />
            <button type="submit" className="td-button td-button--secondary" disabled={invite.isPending}>
              {t`Opret invitation`}
            </button>
          </form>
        </>
      )}
      {invite.isError ? (
        <p role="alert" className="td-alert td-alert--error">
          {consoleErrorText(i18n, invite.error)}
        </p>
      ) : null}
    </li>
  );
}
