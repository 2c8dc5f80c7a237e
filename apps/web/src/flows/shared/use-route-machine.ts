import { useEffect, useEffectEvent } from 'react';

export type TRouteMachineBinding<TStep extends string> = {
  /** The step in the address. */
  routeStep: TStep;
  /** The machine's step in this render; null while it has none (the booking flow restoring a hold). */
  machineStep: TStep | null;
  /**
   * The machine's step read from the actor now: an event sent in this same tick (a restore) may
   * have moved it since the render.
   */
  readMachineStep: () => TStep | null;
  /** The steps in order: a move forward adds a history entry, a move back or a correction replaces it. */
  order: readonly TStep[];
  pathOf: (step: TStep) => string;
  /** Goes to a path of this app (the router's navigate). */
  navigate: (href: string, options: { replace: boolean }) => void;
  /** Sends the machine to the step the address asks for (back and forward buttons, a typed address). */
  goToStep: (step: TStep) => void;
  /** Runs after the address followed the machine, e.g. to move focus to the step's heading. */
  onStepShown?: () => void;
};

/**
 * Binds a flow's machine to its route, both ways (ADR 0301): the address follows the machine's
 * step, and the machine follows the address. The booking and gift-card pages share it.
 */
export function useRouteMachine<TStep extends string>(binding: TRouteMachineBinding<TStep>): void {
  const { routeStep, machineStep } = binding;

  const followMachine = useEffectEvent(() => {
    const current = binding.readMachineStep();
    if (current === null || current === binding.routeStep) return;
    const isForward = binding.order.indexOf(current) > binding.order.indexOf(binding.routeStep);
    binding.navigate(binding.pathOf(current), { replace: !isForward });
    binding.onStepShown?.();
  });

  const followAddress = useEffectEvent((step: TStep) => {
    const current = binding.readMachineStep();
    if (current === null || current === step) return;
    binding.goToStep(step);
  });

  // Only the machine's step moves the address; only the address moves the machine.
  useEffect(() => followMachine(), [machineStep]);
  useEffect(() => followAddress(routeStep), [routeStep]);
}
