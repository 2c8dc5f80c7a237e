import { UiLink } from '../link.tsx';
import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

type TFieldBase = {
  label: ReactNode;
  /** The error text; when set the control is marked invalid and the text is announced. */
  error?: string | null;
  hint?: ReactNode;
};

function describedBy(errorId: string, hintId: string, error?: string | null, hint?: ReactNode) {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return ids === '' ? undefined : ids;
}

/** The ids of a field's control, hint and error, and the aria wiring of the control. */
function useFieldWiring(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return {
    errorId,
    hintId,
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(errorId, hintId, error, hint),
    },
  };
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="td-form__hint">
      {hint}
    </p>
  ) : null;
}

/** The error line keeps its height when empty, so showing an error never moves the form. */
function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return (
    <p id={id} className="td-form__error" aria-live="polite">
      {error ?? ''}
    </p>
  );
}

const fieldClass = (base: string, className?: string) => `${base}${className ? ` ${className}` : ''}`;

/** Label, hint, the control itself, and the error line below it. */
function LabelledField({
  label,
  hint,
  error,
  className,
  wiring,
  children,
}: TFieldBase & {
  className?: string | undefined;
  wiring: ReturnType<typeof useFieldWiring>;
  children: ReactNode;
}) {
  return (
    <div className={fieldClass('td-form__field', className)}>
      <label className="td-form__label" htmlFor={wiring.control.id}>
        {label}
      </label>
      <FieldHint id={wiring.hintId} hint={hint} />
      {children}
      <FieldError id={wiring.errorId} error={error} />
    </div>
  );
}

export type TTextFieldProps = TFieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id?: string };

/** A labelled text input with its error, wired with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, id, className, ...input }: TTextFieldProps) {
  const wiring = useFieldWiring(id, error, hint);
  return (
    <LabelledField label={label} hint={hint} error={error} className={className} wiring={wiring}>
      <input className="td-form__input" {...wiring.control} {...input} />
    </LabelledField>
  );
}

export type TTextAreaFieldProps = TFieldBase &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { id?: string };

/** A labelled multi-line text input, wired like TextField. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TTextAreaFieldProps) {
  const wiring = useFieldWiring(id, error, hint);
  return (
    <LabelledField label={label} hint={hint} error={error} className={className} wiring={wiring}>
      <textarea className="td-form__input td-form__textarea" {...wiring.control} {...textarea} />
    </LabelledField>
  );
}

export type TSelectFieldProps = TFieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { id?: string; children: ReactNode };

export function SelectField({ label, error, hint, id, className, children, ...select }: TSelectFieldProps) {
  const wiring = useFieldWiring(id, error, hint);
  return (
    <LabelledField label={label} hint={hint} error={error} className={className} wiring={wiring}>
      <select className="td-form__input" {...wiring.control} {...select}>
        {children}
      </select>
    </LabelledField>
  );
}

export type TCheckboxFieldProps = TFieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { id?: string };

export function CheckboxField({ label, error, hint, id, className, ...input }: TCheckboxFieldProps) {
  const wiring = useFieldWiring(id, error, hint);
  return (
    <div className={fieldClass('td-form__field td-form__field--check', className)}>
      <div className="td-form__check">
        <input type="checkbox" {...wiring.control} {...input} />
        <label htmlFor={wiring.control.id}>{label}</label>
      </div>
      <FieldHint id={wiring.hintId} hint={hint} />
      <FieldError id={wiring.errorId} error={error} />
    </div>
  );
}

export type TChoiceOption = { value: string; label: ReactNode; isDisabled?: boolean; note?: ReactNode };

/** A group of large radio "chips" (party size, arrival time, amount): one native radio each. */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  className,
}: {
  legend: ReactNode;
  name: string;
  options: readonly TChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  className?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={`td-form__choices${className ? ` ${className}` : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="td-form__label">{legend}</legend>
      <div className="td-form__chips">
        {options.map((option) => (
          <label
            key={option.value}
            className={`td-form__chip${option.isDisabled ? ' td-form__chip--disabled' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.isDisabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span className="td-form__chip-label">{option.label}</span>
            {option.note ? <span className="td-form__chip-note">{option.note}</span> : null}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export type TAlertTone = 'error' | 'warning' | 'info' | 'success';

/** An announced message box; `onDismiss` adds a close button. */
export function Alert({
  tone,
  title,
  children,
  onDismiss,
  dismissLabel,
}: {
  tone: TAlertTone;
  title?: ReactNode;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div
      className={`td-alert td-alert--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      <div className="td-alert__body">
        {title ? <p className="td-alert__title">{title}</p> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <button type="button" className="td-alert__close" onClick={onDismiss}>
          {dismissLabel ?? '×'}
        </button>
      ) : null}
    </div>
  );
}

/** A modal dialog (native <dialog>, so focus is trapped and Escape closes it) with one button. */
export function Modal({
  title,
  children,
  actionLabel,
  onClose,
}: {
  title: ReactNode;
  children: ReactNode;
  actionLabel: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="td-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="td-modal__title">
        {title}
      </h2>
      <div className="td-modal__body">{children}</div>
      <button type="button" className="td-button" autoFocus onClick={onClose}>
        {actionLabel}
      </button>
    </dialog>
  );
}

export type TStepItem = { label: ReactNode; state: 'done' | 'current' | 'todo'; href?: string | undefined };

/** The steps of a flow; the current one is marked with aria-current="step"; done steps with an href link back. */
export function StepIndicator({ label, steps }: { label: string; steps: readonly TStepItem[] }) {
  return (
    <nav aria-label={label} className="td-steps">
      <ol className="td-steps__list">
        {steps.map((step, index) => {
          const content = (
            <>
              <span className="td-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="td-steps__label">{step.label}</span>
            </>
          );
          return (
            <li
              key={index}
              className={`td-steps__item td-steps__item--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.state === 'done' && step.href ? (
                <UiLink className="td-steps__link" href={step.href}>
                  {content}
                </UiLink>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type TSummaryLine = {
  key: string;
  label: ReactNode;
  amount: string;
  tone?: 'total' | 'muted' | 'deduction';
};

/** Order lines with their amounts; the total line stands out. */
export function SummaryTable({ caption, lines }: { caption: ReactNode; lines: readonly TSummaryLine[] }) {
  return (
    <table className="td-summary">
      <caption className="td-summary__caption">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={line.tone ? `td-summary__row--${line.tone}` : undefined}>
            <th scope="row">{line.label}</th>
            <td>{line.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
