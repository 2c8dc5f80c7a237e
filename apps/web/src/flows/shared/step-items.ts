import type { TStepItem } from '@tredjedel/ui/forms/fields';

/**
 * The step indicator's items for a flow's route steps (booking and gift card alike): the steps
 * before `current` done, linked when `pathOf` gives their address, `current` current, the rest to
 * do; no current step counts as the first.
 */
export function toStepItems<TStep extends string>(
  labels: readonly string[],
  routeSteps: readonly TStep[],
  current: TStep | null,
  pathOf?: (step: TStep) => string,
): TStepItem[] {
  const index = current ? routeSteps.indexOf(current) : 0;
  return labels.map((label, position) => {
    const routeStep = routeSteps[position];
    return {
      label,
      state: position < index ? 'done' : position === index ? 'current' : 'todo',
      href: pathOf && routeStep ? pathOf(routeStep) : undefined,
    };
  });
}
