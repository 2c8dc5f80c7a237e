import { useEffect, useRef } from 'react';

export type TAddressChange = { pathname: string; historyDelta: number | null };

/** The router's side of the binding: the address, its changes and the history (routes/flow-routes.tsx). */
export type TFlowAddress = {
  /** Goes to a path of this app (the router's navigate). */
  navigate: (href: string, options: { replace: boolean }) => void;
  /**
   * Calls `listener` with every address the history takes, synchronously when it changes: its path,
   * and for a move through the history (back, forward, go) how many entries it moved, null for a
   * push or replace. Returns the unsubscribe.
   */
  subscribeToAddress: (listener: (change: TAddressChange) => void) => () => void;
  /** Moves through the history by `delta` entries (the history's go). */
  goInHistory: (delta: number) => void;
};

/** What the binding needs of a flow's actor; xstate's actor refs have both. */
type TStepActor<TSnapshot> = {
  getSnapshot: () => TSnapshot;
  /** Calls `listener` after every snapshot, an event the machine ignored included. */
  subscribe: (listener: () => void) => { unsubscribe: () => void };
};

export type TRouteMachineBinding<TStep extends string, TSnapshot> = TFlowAddress & {
  /** The step in the address when the page rendered (the loader's). */
  routeStep: TStep;
  /** The machine's step in this render; null while it has none (the booking flow restoring a hold). */
  machineStep: TStep | null;
  actor: TStepActor<TSnapshot>;
  /** The route step of one of the actor's snapshots; null while it has none. */
  stepOf: (snapshot: TSnapshot) => TStep | null;
  /** The steps in order: a move forward adds a history entry, a move back or a correction replaces it. */
  order: readonly TStep[];
  pathOf: (step: TStep) => string;
  /** Asks the machine for the step the address names (back and forward buttons, links, a typed address). */
  goToStep: (step: TStep) => void;
  /** Runs after the address followed the machine, e.g. to move focus to the step's heading. */
  onStepShown?: () => void;
};

/** A path as one spelling, whether the router or the history percent-encoded it. */
function samePath(a: string, b: string): boolean {
  const decode = (path: string) => {
    try {
      return decodeURI(path).replace(/\/+$/, '');
    } catch {
      return path;
    }
  };
  return decode(a) === decode(b);
}

/**
 * Binds a flow's machine to its route, both ways (ADR 0301): the address follows the machine's
 * step, and the machine follows the address. The booking and gift-card pages share it.
 *
 * It listens to the actor and to the history themselves, not to rendered props: each tells it of
 * every change synchronously, in order, however late the renderer gets to run effects (ADR 0003's
 * last section). It keeps the step the address shows; a machine
 * step that differs moves the address, an address that differs asks the machine, and a machine
 * that refuses (a step not reached yet, a request in flight) puts the address back to its own
 * step: back through the history as far as the history moved, or by a replace. A change is never missed because the other side moved before the renderer caught up.
 */
export function useRouteMachine<TStep extends string, TSnapshot>(
  binding: TRouteMachineBinding<TStep, TSnapshot>,
): void {
  const latest = useRef(binding);
  latest.current = binding;
  const isStepShownByMachine = useRef(false);

  useEffect(() => {
    const bound = () => latest.current;
    const readMachineStep = () => bound().stepOf(bound().actor.getSnapshot());
    let addressStep: TStep = bound().routeStep;

    const stepOfPath = (pathname: string): TStep | undefined =>
      bound().order.find((step) => samePath(bound().pathOf(step), pathname));

    /** The address goes to the machine's step; set before navigating, so its own echo is quiet. */
    const showMachineStep = (replace: boolean) => {
      const machineStep = readMachineStep();
      if (machineStep === null || machineStep === addressStep) return;
      const isForward = bound().order.indexOf(machineStep) > bound().order.indexOf(addressStep);
      addressStep = machineStep;
      isStepShownByMachine.current = true;
      bound().navigate(bound().pathOf(machineStep), { replace: replace || !isForward });
    };

    /**
     * After a refused step: a move through the history is undone by moving back as far, so the
     * entries stay as they were (a refused forward after back must not leave two entries of one
     * step); a pushed address (a link, a typed address) is replaced by the machine's step.
     */
    const undoRefusedChange = (historyDelta: number | null) => {
      const machineStep = readMachineStep();
      if (machineStep === null || machineStep === addressStep) return;
      if (historyDelta === null) {
        showMachineStep(true);
        return;
      }
      addressStep = machineStep;
      bound().goInHistory(-historyDelta);
    };

    // The actor reports every snapshot, an event it ignored included: only a change of step moves
    // the address (a refusal is the address listener's to undo).
    let seenMachineStep = readMachineStep();
    const machineSubscription = bound().actor.subscribe(() => {
      const machineStep = readMachineStep();
      if (machineStep === seenMachineStep) return;
      seenMachineStep = machineStep;
      showMachineStep(false);
    });
    const unsubscribeAddress = bound().subscribeToAddress(({ pathname, historyDelta }) => {
      const step = stepOfPath(pathname);
      // Leaving the flow's pages: the page unmounts and this binding with it.
      if (step === undefined || step === addressStep) return;
      addressStep = step;
      if (readMachineStep() === null) return;
      bound().goToStep(step);
      // A machine that refused puts the address back, once the router has taken this change.
      queueMicrotask(() => undoRefusedChange(historyDelta));
    });
    // The machine may have moved (a restored hold) before this effect ran.
    showMachineStep(false);
    return () => {
      machineSubscription.unsubscribe();
      unsubscribeAddress();
    };
  }, []);

  // Focus follows a step the machine chose, once it is on screen.
  const { machineStep } = binding;
  useEffect(() => {
    if (!isStepShownByMachine.current) return;
    isStepShownByMachine.current = false;
    latest.current.onStepShown?.();
  }, [machineStep]);
}
