import { useId, useState, type FormEvent } from 'react';

export type TNewsletterStatus = 'idle' | 'submitting' | 'success' | 'error' | 'invalid';

export type TNewsletterFormProps = {
  status: TNewsletterStatus;
  labels: {
    title: string;
    body: string;
    email: string;
    submit: string;
    submitting: string;
    success: string;
    error: string;
    invalid: string;
  };
  onSubmit: (email: string) => void;
};

/** Newsletter sign-up with its states: idle, sending, done, failed and an invalid address. */
export function NewsletterForm({ status, labels, onSubmit }: TNewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email.trim());
  };
  const message =
    status === 'success'
      ? labels.success
      : status === 'error'
        ? labels.error
        : status === 'invalid'
          ? labels.invalid
          : '';
  return (
    <form className="td-newsletter" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="td-newsletter__title">
        {labels.title}
      </h2>
      <p className="td-newsletter__body">{labels.body}</p>
      {status === 'success' ? null : (
        <div className="td-newsletter__row">
          <label htmlFor={`${id}-email`} className="td-visually-hidden">
            {labels.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={labels.email}
            value={email}
            aria-invalid={status === 'invalid' ? true : undefined}
            aria-describedby={`${id}-message`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="td-button" disabled={status === 'submitting'}>
            {status === 'submitting' ? labels.submitting : labels.submit}
          </button>
        </div>
      )}
      <p
        id={`${id}-message`}
        className={`td-newsletter__message td-newsletter__message--${status}`}
        role="status"
      >
        {message}
      </p>
    </form>
  );
}
