import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit that leaves errors, moves focus to the first invalid control so keyboard and
 * screen-reader users land on what needs fixing. `attempt` counts submits.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLElement | null>,
  attempt: number,
  errorCount: number,
): void {
  const handled = useRef(0);
  useEffect(() => {
    if (attempt === 0 || attempt === handled.current || errorCount === 0) return;
    handled.current = attempt;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt, errorCount, formRef]);
}
