import { useLingui } from '@lingui/react/macro';
import { TextField } from '@tredjedel/ui/forms/fields';

type TEmailTwice = { email: string; email_confirm: string };

/**
 * The e-mail address and its repetition, side by side, as the booking and gift-card flows ask for
 * them. With a hint under the address, the repetition keeps an empty one so the two fields line up.
 */
export function EmailTwiceFields({
  values,
  onChange,
  errorOf,
  emailHint,
  isPasteBlockedInRepeat = false,
}: {
  values: TEmailTwice;
  onChange: (values: Partial<TEmailTwice>) => void;
  errorOf: (field: keyof TEmailTwice) => string | null;
  emailHint?: string;
  /** The booking flow has the address typed twice, not pasted into the repetition. */
  isPasteBlockedInRepeat?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="td-flow__grid">
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={emailHint}
        value={values.email}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errorOf('email')}
      />
      <TextField
        label={t`Gentag e-mail`}
        name="email_confirm"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={emailHint === undefined ? undefined : '\u00a0'}
        value={values.email_confirm}
        onChange={(event) => onChange({ email_confirm: event.target.value })}
        onPaste={isPasteBlockedInRepeat ? (event) => event.preventDefault() : undefined}
        error={errorOf('email_confirm')}
      />
    </div>
  );
}
