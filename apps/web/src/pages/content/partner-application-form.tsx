import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@tredjedel/api-client/errors';
import { applyAsPartner } from '@tredjedel/api-client/partners/apply-as-partner';
import { buildConsolePath, type TLocale, type TPartnerApplicationField } from '@tredjedel/domain';
import { Alert, TextField, type TTextFieldProps } from '@tredjedel/ui/forms/fields';

import { translateError } from '../../flows/error-messages.ts';
import { useIsClient } from '../../lib/use-is-client.ts';
import { partnerFormStateOf, type TPartnerFormSearch } from './partner-form-state.ts';

/**
 * The rule shares its module with libphonenumber's metadata (about 30 KB gzip), which the partner
 * page needs only once a form is sent: fetched on the first submit, as the newsletter form does
 * (docs/decisions/0003-pages-react-rendered-on-the-server-and-hydrated-by-region.md).
 */
const loadRule = () =>
  import('@tredjedel/domain/contract/partners').then((rules) => rules.validatePartnerApplication);

type TValues = Record<TPartnerApplicationField, string>;
const EMPTY: TValues = {
  place_name: '',
  address: '',
  city: '',
  contact_name: '',
  email: '',
  phone: '',
  message: '',
};

/**
 * The partner page's way in (docs/decisions/0500-restaurants-console.md): a place applies, the
 * operator is told by e-mail and in the console. The browser checks with the server's own rule;
 * the server's 422 names the same fields, shown here in the visitor's language. Before (or without)
 * the script the form is a plain post to the page, which answers with the fields kept and the errors
 * named, or the thanks (`initial`, from the page's query).
 */
export function PartnerApplicationForm({
  locale,
  initial,
}: {
  locale: TLocale;
  initial: TPartnerFormSearch;
}) {
  const { t, i18n } = useLingui();
  const { api } = useRouteContext({ from: '__root__' });
  const isClient = useIsClient();
  const messageId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const posted = partnerFormStateOf(initial);
  const [values, setValues] = useState<TValues>({ ...EMPTY, ...posted.values });
  const [errors, setErrors] = useState<Partial<Record<TPartnerApplicationField, string>>>(() =>
    Object.fromEntries(
      Object.entries(posted.errors).map(([field, key]) => [field, translateError(i18n, key)]),
    ),
  );
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'limited'>(
    initial.application ?? 'idle',
  );
  const set = (field: TPartnerApplicationField) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  const showErrors = (found: Record<string, string>) =>
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, translateError(i18n, key)])),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    loadRule()
      .then(async (validate) => {
        const found = validate(values);
        showErrors(found);
        if (Object.keys(found).length > 0) return setState('idle');
        await applyAsPartner(api, { ...values, lang: locale });
        setValues(EMPTY);
        setState('sent');
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 422) {
          showErrors(error.fieldErrors);
          return setState('idle');
        }
        setState(error instanceof ApiError && error.status === 429 ? 'limited' : 'failed');
      });
  };
  const field = (name: TPartnerApplicationField, label: string, input: Partial<TTextFieldProps> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={errors[name] ?? null}
      required
      {...input}
    />
  );
  return (
    <section aria-labelledby="bliv-partner-title" id="bliv-partner" className="td-partner-apply">
      <h2 id="bliv-partner-title" className="td-section-title">
        {t`Bliv partner: sæt jeres tomme borde til salg`}
      </h2>
      <p>
        {t`Fortæl os om stedet, så skriver vi tilbage og sender jer en invitation til konsollen, hvor I selv sætter borde, tider og menuer til salg.`}
      </p>
      <p>
        {t`Er I allerede partner?`} <a href={buildConsolePath(locale, 'signIn')}>{t`Log ind på konsollen`}</a>
      </p>
      {state === 'sent' ? (
        <Alert tone="success">{t`Tak for jeres ansøgning. Vi skriver til jer inden for et par hverdage.`}</Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="error">{t`Ansøgningen blev ikke sendt. Prøv igen om lidt.`}</Alert>
      ) : null}
      {state === 'limited' ? (
        <Alert tone="error">{t`Der kom for mange ansøgninger herfra på kort tid. Prøv igen senere.`}</Alert>
      ) : null}
      {/* Without script the form posts to the page itself (routes/partner-form on the server). */}
      <form
        method="post"
        action={`${pathname}#bliv-partner`}
        onSubmit={onSubmit}
        noValidate
        className="td-partner-apply__form"
      >
        {field('place_name', t`Stedets navn`, { autoComplete: 'organization', maxLength: 120 })}
        {field('address', t`Adresse`, { autoComplete: 'address-line1', maxLength: 200 })}
        {field('city', t`By`, { autoComplete: 'address-level2', maxLength: 80 })}
        {field('contact_name', t`Dit navn`, { autoComplete: 'name', maxLength: 50 })}
        {field('email', t`E-mail`, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {field('phone', t`Telefon`, { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
        <div className="td-form__field">
          <label className="td-form__label" htmlFor={messageId}>
            {t`Besked (valgfri)`}
          </label>
          <textarea
            id={messageId}
            className="td-form__input"
            name="message"
            rows={4}
            maxLength={2000}
            value={values.message}
            onChange={set('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
          />
          <p id={`${messageId}-error`} className="td-form__error" aria-live="polite">
            {errors.message ?? ''}
          </p>
        </div>
        <button
          type="submit"
          className="td-button td-button--cta"
          disabled={isClient && state === 'sending'}
          aria-busy={state === 'sending'}
        >
          {t`Send ansøgning`}
        </button>
      </form>
    </section>
  );
}
