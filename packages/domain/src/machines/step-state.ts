import type { TStepState } from '../entities/booking.ts';

// The step states both flow machines (booking and gift card) keep, one per step, and the helpers
// that change them: written once so the two flows treat a step the same way.

export const EMPTY_STEP: TStepState = { complete: false, errors: {} };
export const COMPLETE_STEP: TStepState = { complete: true, errors: {} };

/** The steps with the one at `index` replaced. */
export const setStep = <TSteps extends readonly TStepState[]>(
  steps: TSteps,
  index: number,
  state: TStepState,
): TSteps => steps.map((step, position) => (position === index ? state : step)) as unknown as TSteps;

/** Errors without those of `keys` and of their parts (`menus` also clears `menus.12`). */
export const withoutKeys = (errors: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) => !keys.includes(key) && !keys.some((prefix) => key.startsWith(`${prefix}.`)),
    ),
  );
