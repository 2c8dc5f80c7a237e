import { useLingui } from '@lingui/react/macro';
import type { TApiClient } from '@tredjedel/api-client';
import { ApiError } from '@tredjedel/api-client/errors';
import { joinWaitlist } from '@tredjedel/api-client/waitlist/join-waitlist';
import { canJoinWaitlist, type TLocale, type TTimeSlot } from '@tredjedel/domain';
import { CheckboxField, SelectField, TextField } from '@tredjedel/ui/forms/fields';
import { useId, useState, type FormEvent } from 'react';

import { formatTime } from '../../lib/format.ts';
import { SLOT_STATUS_LABEL } from '../../lib/messages.ts';
import { translateError } from '../error-messages.ts';

/** The e-mail rule is loaded on the first submit, as the newsletter form does (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md). */
const loadEmailRule = () =>
  import('@tredjedel/domain/validation/contact').then((rules) => rules.isValidEmail);

export type TWaitlistOfferProps = {
  api: TApiClient;
  locale: TLocale;
  productId: number;
  /** The party size chosen on step 1 (0: none yet, nothing is offered). */
  numPerson: number;
  times: readonly TTimeSlot[];
  /** The time chosen on step 1 ("0" when none): a bookable choice needs no waitlist. */
  chosenTime: string;
  /** Server time minus browser time, in ms: times passed on the server's clock are not offered. */
  offset: number;
};

type TFieldErrors = Partial<Record<'time' | 'email' | 'is_accept_terms' | 'form', string>>;

/**
 * "Tell me if a table frees up" on booking step 1 for the times the party cannot book now
 * (docs/decisions/0415-waitlist-for-a-sold-out-time.md): the visitor leaves an e-mail address for
 * their party and one time, consenting to one e-mail that is deleted when the time has passed.
 * Its own form beside step 1's (forms cannot nest).
 */
export function WaitlistOffer({
  api,
  locale,
  productId,
  numPerson,
  times,
  chosenTime: stepTime,
  offset,
}: TWaitlistOfferProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  // The moment step 1 showed, on the server's clock; a time passing later is refused by the server.
  const [shownAt] = useState(() => Date.now());
  const now = shownAt + offset;
  const waitable = times.filter((slot) => canJoinWaitlist(slot.status) && Date.parse(slot.valid_until) > now);
  const [time, setTime] = useState('');
  const [email, setEmail] = useState('');
  const [isConsenting, setIsConsenting] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [joined, setJoined] = useState<{ time: string; email: string } | null>(null);
  // A chosen time that can be booked (e.g. opened from a waitlist e-mail's link once the table is
  // free) is not "sold out": the offer stays away unless the visitor already joined or opened it.
  const isChosenBookable = times.some((slot) => slot.time === stepTime && slot.status === 'in-stock');
  if (numPerson <= 0 || waitable.length === 0) return null;
  if (isChosenBookable && !joined && !isOpen) return null;
  const chosenTime = waitable.some((slot) => slot.time === time) ? time : (waitable[0]?.time ?? '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    loadEmailRule()
      .then(async (isValidEmail) => {
        const found: TFieldErrors = {};
        if (!isValidEmail(email.trim())) found.email = translateError(i18n, 'errors.email');
        if (!isConsenting) found.is_accept_terms = translateError(i18n, 'errors.waitlist_consent');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        await joinWaitlist(api, productId, {
          time: chosenTime,
          seat: numPerson,
          email: email.trim(),
          is_accept_terms: true,
          lang: locale,
        });
        setJoined({ time: chosenTime, email: email.trim() });
      })
      .catch((error: unknown) => setErrors(errorsOfAnswer(error)))
      .finally(() => setIsSending(false));
  };

  function errorsOfAnswer(error: unknown): TFieldErrors {
    if (!(error instanceof ApiError)) return { form: translateError(i18n, 'errors.unknown') };
    if (error.status === 429) return { form: translateError(i18n, 'errors.too_many_requests') };
    const fields = error.fieldErrors;
    const found: TFieldErrors = {};
    for (const field of ['time', 'email', 'is_accept_terms'] as const) {
      const key = fields[field];
      if (key) found[field] = translateError(i18n, key);
    }
    return Object.keys(found).length > 0 ? found : { form: translateError(i18n, 'errors.unknown') };
  }

  return (
    <section className="td-flow__panel td-waitlist" aria-labelledby={headingId}>
      <h3 id={headingId} className="td-flow__section-title">
        {t`Udsolgt på dit tidspunkt?`}
      </h3>
      {joined ? (
        <p role="status">
          {t`Tak. Vi skriver én gang til ${joined.email}, hvis et bord til ${numPerson} bliver ledigt kl. ${formatTime(joined.time, locale)} i dag.`}
        </p>
      ) : !isOpen ? (
        <button type="button" className="td-button td-button--secondary" onClick={() => setIsOpen(true)}>
          {t`Giv mig besked, hvis et bord bliver ledigt`}
        </button>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={isSending}>
          <SelectField
            label={t`Tidspunkt i dag`}
            value={chosenTime}
            onChange={(event) => setTime(event.target.value)}
            error={errors.time ?? null}
          >
            {waitable.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {`${formatTime(slot.time, locale)} (${i18n._(SLOT_STATUS_LABEL[slot.status])})`}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Din e-mail`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email ?? null}
            hint={t`Til ${numPerson} personer. Vælg et andet antal ovenfor for at skifte.`}
          />
          <CheckboxField
            label={t`Ja, send mig én e-mail, hvis et bord til ${numPerson} bliver ledigt på det valgte tidspunkt i dag. Vi sender den kun én gang, og vi sletter min e-mail, når tidspunktet er passeret.`}
            checked={isConsenting}
            onChange={(event) => setIsConsenting(event.target.checked)}
            error={errors.is_accept_terms ?? null}
          />
          <p className="td-form__error" aria-live="polite">
            {errors.form ?? ''}
          </p>
          <button type="submit" className="td-button" disabled={isSending}>
            {t`Giv mig besked`}
          </button>
        </form>
      )}
    </section>
  );
}
