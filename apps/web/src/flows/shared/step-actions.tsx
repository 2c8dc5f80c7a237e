import { useLingui } from '@lingui/react/macro';

/**
 * The buttons under a flow step's form: Back (left; an empty cell keeps Continue on the right where
 * a step has no way back) and the form's submit button, "Fortsæt" unless the step says otherwise.
 */
export function StepActions({ onBack, submitLabel }: { onBack?: () => void; submitLabel?: string }) {
  const { t } = useLingui();
  return (
    <div className="td-flow__actions">
      {onBack ? (
        <button type="button" className="td-button td-button--ghost" onClick={onBack}>
          {t`Tilbage`}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="td-button td-button--cta">
        {submitLabel ?? t`Fortsæt`}
      </button>
    </div>
  );
}
