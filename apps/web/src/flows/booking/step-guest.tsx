import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  hasGiftcodeContact,
  SPECIAL_REQUESTS_MAX_LENGTH,
  type TBookingContext,
  type TBookingEvent,
} from '@tredjedel/domain';
import { TextAreaField, TextField } from '@tredjedel/ui/forms/fields';
import { useRef, useState, type FormEvent } from 'react';

import { translateError } from '../error-messages.ts';
import { EmailTwiceFields } from '../shared/email-twice-fields.tsx';
import { StepActions } from '../shared/step-actions.tsx';
import { useFocusFirstError } from '../shared/use-focus-first-error.ts';

/** The co-op card's two numbers, both typed as digits (docs/product/readings.md, co-op card). */
const COOP_FIELDS = [
  { name: 'coop_code', label: msg`Medlemsnummer`, autoComplete: 'off', maxLength: 8 },
  { name: 'coop_zip', label: msg`Postnummer`, autoComplete: 'postal-code', maxLength: 4 },
] as const;

export type TStepGuestProps = {
  context: TBookingContext;
  isBusy: boolean;
  send: (event: TBookingEvent) => void;
  onBack: () => void;
};

/** INFO (step2): name, e-mail twice, phone, special requests, gift codes and the co-op card. */
export function StepGuest({ context, isBusy, send, onBack }: TStepGuestProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'da';
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const errors = context.steps[1].errors;
  const guest = context.guest;
  const errorOf = (field: string) => {
    const key = errors[field];
    if (!key) return null;
    // A refused gift code carries its own parameters ("only valid for N people").
    const refusal = field === 'last_giftcode' ? context.giftcodeError : null;
    return translateError(i18n, key, refusal?.key === key ? refusal.params : { n: context.num_person });
  };
  useFocusFirstError(formRef, attempt, Object.keys(errors).length);
  const update = (values: Partial<TBookingContext['guest']>) => send({ type: 'guest.update', values });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    send({ type: 'info.submit' });
  };
  const onAddCode = () => {
    setAttempt((count) => count + 1);
    send({ type: 'giftcode.add' });
  };

  return (
    <form ref={formRef} className="td-flow__panel" noValidate onSubmit={onSubmit} aria-busy={isBusy}>
      {/* Also where a held table was restored on arrival: the way to another time or party size
          is on this step, not only behind the back button (ADR 0301). */}
      <p className="td-form__hint">
        {t`Vil du ændre antal personer, tidspunkt eller menu?`}{' '}
        <button
          type="button"
          className="td-link-button"
          onClick={() => send({ type: 'step.goto', step: 'step1' })}
        >
          {t`Skift bord`}
        </button>
      </p>
      <TextField
        label={t`Navn`}
        name="name"
        autoComplete="name"
        maxLength={50}
        value={guest.name}
        onChange={(event) => update({ name: event.target.value })}
        error={errorOf('name')}
      />
      <EmailTwiceFields values={guest} onChange={update} errorOf={errorOf} isPasteBlockedInRepeat />
      <TextField
        label={t`Mobilnummer`}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t`Fx 20 12 34 56 eller +45 20 12 34 56`}
        value={guest.phone}
        onChange={(event) => update({ phone: event.target.value })}
        error={errorOf('phone')}
      />
      <TextAreaField
        label={t`Særlige ønsker og allergier (valgfrit)`}
        name="special_requests"
        hint={t`Fx allergier, barnestol eller en fødselsdag. Vi sender det til stedet sammen med bookingen.`}
        maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
        rows={3}
        value={guest.special_requests}
        onChange={(event) => update({ special_requests: event.target.value })}
        error={errorOf('special_requests')}
      />

      <h3 className="td-flow__section-title">{t`Gavekort`}</h3>
      {guest.giftcodes.length > 0 ? (
        <ul className="td-codes" aria-label={t`Tilføjede gavekort`}>
          {guest.giftcodes.map((code) => {
            const applied = context.order?.giftcards.find((item) => item.code === code);
            return (
              <li key={code} className="td-codes__item">
                <span className="td-codes__text">
                  <strong>{code}</strong>
                  {applied ? <> · −{formatMoney(applied.amount, locale)}</> : null}
                  {applied?.remaining !== undefined ? (
                    <span className="td-codes__balance" data-testid="giftcode-balance">
                      {t`${formatMoney(applied.remaining, locale)} tilbage på kortet`}
                    </span>
                  ) : null}
                </span>
                {/* The code is beside the button: it says only "Fjern", and its name says which
                    code (a 19-character code inside it wrapped onto four lines on a phone). */}
                <button
                  type="button"
                  className="td-button td-button--ghost"
                  aria-label={t`Fjern ${code}`}
                  onClick={() => send({ type: 'giftcode.remove', code })}
                >
                  {t`Fjern`}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="td-inline-form">
        <TextField
          label={t`Gavekortkode`}
          name="last_giftcode"
          autoComplete="off"
          autoCapitalize="characters"
          hint={hasGiftcodeContact(guest) ? undefined : t`Skriv først e-mail og mobilnummer.`}
          value={guest.last_giftcode}
          onChange={(event) => update({ last_giftcode: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAddCode();
            }
          }}
          error={errorOf('last_giftcode')}
        />
        <button type="button" className="td-button td-button--secondary" onClick={onAddCode}>
          {t`Tilføj gavekort`}
        </button>
      </div>

      <h3 className="td-flow__section-title">{t`Coop-medlemskort (valgfrit)`}</h3>
      <div className="td-flow__grid">
        {COOP_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={i18n._(field.label)}
            name={field.name}
            inputMode="numeric"
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={guest[field.name]}
            onChange={(event) => update({ [field.name]: event.target.value })}
            error={errorOf(field.name)}
          />
        ))}
      </div>

      {/* Back from a declined payment: everything is kept, terms included, so the guest pays again
          from here (docs/product/readings.md "Steps"); Fortsæt still leads through the terms. */}
      {context.payment_failed && context.hold && guest.is_accept_terms ? (
        <div className="td-flow__retry">
          <p className="td-form__hint">{t`Dine oplysninger og din accept af betingelserne er gemt.`}</p>
          <button
            type="button"
            className="td-button td-button--cta"
            onClick={() => {
              setAttempt((count) => count + 1);
              send({ type: 'payment.retry' });
            }}
          >
            {t`Prøv betalingen igen`}
          </button>
        </div>
      ) : null}
      <StepActions onBack={onBack} />
    </form>
  );
}
