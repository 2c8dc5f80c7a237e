import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import {
  DEFAULT_CITY_SLUG,
  DEFAULT_FILTERS,
  DEFAULT_OFFER_PARTY,
  PARTY_SIZE_MAX,
  formatListingQuery,
  getUpcomingTimeOptions,
  type TCity,
  type TLocale,
} from '@tredjedel/domain';
import { useId, useState, type FormEvent } from 'react';

import { formatTime } from '../lib/format.ts';
import { partySizeLabel } from '../lib/messages.ts';
import { listingPath } from '../lib/routes.ts';

const PARTIES = Array.from({ length: PARTY_SIZE_MAX }, (_, index) => index + 1);

/** The address of a city's restaurant listing with the party and the earliest time (HH:MM:SS) chosen. */
function homeSearchHref(locale: TLocale, city: string, person: number, time: string): string {
  const query = formatListingQuery(
    { ...DEFAULT_FILTERS, person, times: { ...DEFAULT_FILTERS.times, ...(time ? { start: time } : {}) } },
    { areas: [], tags: [] },
  );
  return `${listingPath(locale, city, 'restaurant')}${query}`;
}

/**
 * The home page's search: city, party and a time still ahead today; it lands on the city's listing
 * with those filters. Without scripts the form still opens the default city's listing with the
 * party and time (the address query names the listing reads).
 */
export function HomeSearch({
  locale,
  cities,
  serverTime,
}: {
  locale: TLocale;
  cities: readonly Pick<TCity, 'id' | 'link' | 'name'>[];
  /** The render's time: the times offered are those still ahead then, the same on both sides. */
  serverTime: string;
}) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const id = useId();
  const [city, setCity] = useState(
    cities.some((item) => item.link === DEFAULT_CITY_SLUG) ? DEFAULT_CITY_SLUG : (cities[0]?.link ?? ''),
  );
  const times = getUpcomingTimeOptions(new Date(serverTime));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.get('time-start');
    const time = typeof chosen === 'string' ? chosen : '';
    void router.navigate({
      href: homeSearchHref(locale, city, Number(form.get('person')), time ? `${time}:00` : ''),
    });
  };
  return (
    <form
      className="td-search"
      role="search"
      aria-label={t`Find et bord i dag`}
      action={listingPath(locale, DEFAULT_CITY_SLUG, 'restaurant')}
      method="get"
      onSubmit={onSubmit}
    >
      <div className="td-field">
        <label htmlFor={`${id}-city`}>{t`By`}</label>
        <select id={`${id}-city`} value={city} onChange={(event) => setCity(event.target.value)}>
          {cities.map((item) => (
            <option key={item.id} value={item.link}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="td-field">
        <label htmlFor={`${id}-person`}>{t`Antal personer`}</label>
        <select id={`${id}-person`} name="person" defaultValue={DEFAULT_OFFER_PARTY}>
          {PARTIES.map((party) => (
            <option key={party} value={party}>
              {i18n._(partySizeLabel(party, locale))}
            </option>
          ))}
        </select>
      </div>
      <div className="td-field">
        <label htmlFor={`${id}-time`}>{t`Tidligst kl.`}</label>
        <select id={`${id}-time`} name="time-start" defaultValue="">
          <option value="">{t`Når som helst i dag`}</option>
          {times.map((time) => (
            <option key={time} value={time.slice(0, 5)}>
              {formatTime(time, locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="td-button td-button--cta">
        {t`Find ledige borde`}
      </button>
    </form>
  );
}
