import { useEffect, useId, useRef, useState } from 'react';

export type TConsentChoice = { statistics: boolean; marketing: boolean };

/** The purposes a visitor may refuse; necessary cookies are always on. */
const OPTIONAL_PURPOSES = ['statistics', 'marketing'] as const satisfies readonly (keyof TConsentChoice)[];

export type TConsentBannerLabels = {
  title: string;
  body: string;
  necessary: string;
  necessaryNote: string;
  statistics: string;
  statisticsNote: string;
  marketing: string;
  marketingNote: string;
  acceptAll: string;
  refuseAll: string;
  save: string;
  policyLink: string;
};

export type TConsentBannerProps = {
  labels: TConsentBannerLabels;
  policyHref: string;
  initial?: TConsentChoice;
  /**
   * Drawn before the page's script has read the visitor's choice: nothing answers yet, so the
   * controls say they are disabled (without looking it: the wait is a moment), and a stylesheet
   * rule hides the banner on a page whose root carries `data-consent-decided`.
   */
  isPending?: boolean;
  /**
   * The visitor opened the banner (the footer's cookie settings): focus moves into it when it
   * shows, as into any dialog a visitor opens. Shown unasked on a first visit, it takes no focus.
   */
  isOpenedByVisitor?: boolean;
  onDecide: (choice: TConsentChoice) => void;
};

/**
 * Asks before any tracking. Accepting and refusing are the same size and weight, one click each;
 * each purpose can be chosen on its own.
 */
export function ConsentBanner({
  labels,
  policyHref,
  initial,
  isPending = false,
  isOpenedByVisitor = false,
  onDecide,
}: TConsentBannerProps) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isOpenedByVisitor) sectionRef.current?.focus();
  }, [isOpenedByVisitor]);
  const [choice, setChoice] = useState<TConsentChoice>(initial ?? { statistics: false, marketing: false });
  const pending = isPending ? ({ 'aria-disabled': true } as const) : {};
  return (
    <section
      ref={sectionRef}
      className={isPending ? 'td-consent td-consent--pending' : 'td-consent'}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      // Focusable by script only: where focus lands when the visitor opens the banner.
      tabIndex={-1}
    >
      <div className="td-consent__inner">
        <h2 id={`${id}-title`} className="td-consent__title">
          {labels.title}
        </h2>
        <p className="td-consent__body">
          {labels.body} <a href={policyHref}>{labels.policyLink}</a>
        </p>
        <ul className="td-consent__purposes">
          <li>
            <label className="td-check">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{labels.necessary}</strong> {labels.necessaryNote}
              </span>
            </label>
          </li>
          {OPTIONAL_PURPOSES.map((purpose) => (
            <li key={purpose}>
              <label className="td-check">
                <input
                  {...pending}
                  type="checkbox"
                  name={purpose}
                  checked={choice[purpose]}
                  onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                />
                <span>
                  <strong>{labels[purpose]}</strong> {labels[`${purpose}Note`]}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className="td-consent__actions">
          <button
            {...pending}
            type="button"
            className="td-button td-button--equal"
            onClick={() => onDecide({ statistics: false, marketing: false })}
          >
            {labels.refuseAll}
          </button>
          <button
            {...pending}
            type="button"
            className="td-button td-button--equal"
            onClick={() => onDecide({ statistics: true, marketing: true })}
          >
            {labels.acceptAll}
          </button>
          <button
            {...pending}
            type="button"
            className="td-button td-button--ghost"
            onClick={() => onDecide(choice)}
          >
            {labels.save}
          </button>
        </div>
      </div>
    </section>
  );
}
