import { useLingui } from '@lingui/react/macro';
import { ApiError, type TApiClient } from '@tredjedel/api-client';
import { checkGiftcardBalance } from '@tredjedel/api-client/giftcard/check-giftcard-balance';
import {
  buildPath,
  formatInstantDate,
  formatMoney,
  mapApiFailure,
  TEXT_LIMITS,
  validateGiftcardBalanceCheck,
  type TErrorKey,
  type TGiftcardBalanceResponse,
  type TLocale,
} from '@tredjedel/domain';
import { UiLink } from '@tredjedel/ui';
import { Alert, TextField } from '@tredjedel/ui/forms/fields';
import { useRef, useState, type FormEvent } from 'react';

import { useIsClient } from '../../lib/use-is-client.ts';
import { translateError } from '../error-messages.ts';

export type TGiftcardBalancePageProps = { api: TApiClient; locale: TLocale };

/** What the page shows after a check: the answer, or the error to show with the field or above it. */
type TOutcome =
  | { kind: 'answer'; answer: TGiftcardBalanceResponse }
  | { kind: 'field'; key: TErrorKey }
  | { kind: 'alert'; key: TErrorKey };

/**
 * The public page that tells what a gift code can still pay (docs/decisions/0203-gift-cards-limits-and-reservations.md,
 * "Balance check"). Each check counts against the visitor's gift-code limit, as in the booking flow.
 */
export function GiftcardBalancePage({ api, locale }: TGiftcardBalancePageProps) {
  const { t, i18n } = useLingui();
  const isClient = useIsClient();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = () => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateGiftcardBalanceCheck({ code });
    if (checked.errors.code) {
      setOutcome({ kind: 'field', key: checked.errors.code });
      focusField();
      return;
    }
    setIsBusy(true);
    try {
      setOutcome({ kind: 'answer', answer: await checkGiftcardBalance(api, { code, lang: locale }) });
    } catch (error) {
      const fieldKey = error instanceof ApiError ? error.fieldErrors.code : undefined;
      if (fieldKey) {
        setOutcome({ kind: 'field', key: fieldKey as TErrorKey });
        focusField();
      } else {
        const failure = error instanceof ApiError ? mapApiFailure(error.status, error.body) : null;
        setOutcome({ kind: 'alert', key: failure?.key ?? 'errors.unknown' });
      }
    } finally {
      setIsBusy(false);
    }
  };

  const describeAnswer = (
    answer: TGiftcardBalanceResponse,
  ): { tone: 'success' | 'warning'; text: string } => {
    const until = answer.expire_at ? formatInstantDate(new Date(answer.expire_at), locale) : '';
    switch (answer.status) {
      case 'active':
        return {
          tone: 'success',
          text: t`Gavekortet ${answer.code} kan betale ${formatMoney(answer.balance, locale)} endnu, og det er gyldigt til ${until}.`,
        };
      case 'used':
        return { tone: 'warning', text: t`Der er ikke mere tilbage på gavekortet ${answer.code}.` };
      case 'expired':
        return { tone: 'warning', text: t`Gavekortet ${answer.code} udløb ${until}.` };
      case 'invalid':
        return {
          tone: 'warning',
          text: t`Vi kender ikke koden ${answer.code}. Tjek, at du har skrevet den rigtigt.`,
        };
    }
  };

  const result = outcome?.kind === 'answer' ? describeAnswer(outcome.answer) : null;
  return (
    <div className="td-flow">
      <div className="td-flow__head">
        <h1 className="td-flow__title">{t`Saldo på gavekort`}</h1>
        <p className="td-flow__meta">{t`Skriv koden fra gavekortet for at se, hvad det kan betale, og hvor længe det gælder.`}</p>
      </div>
      <form
        ref={formRef}
        className="td-flow__panel"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={isBusy}
      >
        <TextField
          label={t`Gavekortkode`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={TEXT_LIMITS.code}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (outcome?.kind === 'field') setOutcome(null);
          }}
          error={outcome?.kind === 'field' ? translateError(i18n, outcome.key) : null}
        />
        <div className="td-flow__actions">
          <button type="submit" className="td-button" disabled={!isClient || isBusy}>
            {t`Se saldo`}
          </button>
        </div>
        {/* Each alert announces itself (role alert or status). */}
        <div className="td-balance__result">
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          {outcome?.kind === 'alert' ? <Alert tone="error">{translateError(i18n, outcome.key)}</Alert> : null}
        </div>
      </form>
      <p>
        <UiLink href={buildPath({ name: 'giftcard', step: 'step1' }, locale)}>{t`Køb et gavekort`}</UiLink>
      </p>
    </div>
  );
}
