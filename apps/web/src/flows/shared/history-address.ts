import type { RouterHistory } from '@tanstack/react-router';

import type { TAddressChange } from './use-route-machine.ts';

type THistoryAction = Parameters<Parameters<RouterHistory['subscribe']>[0]>[0]['action'];

/** How many entries a change of address moved through the history: null for a push or a replace. */
function historyDeltaOf(action: THistoryAction): number | null {
  if (action.type === 'BACK') return -1;
  if (action.type === 'FORWARD') return 1;
  if (action.type === 'GO') return action.index;
  return null;
}

/** A router history's changes of address, as the route-machine binding takes them. */
export function subscribeToHistory(
  history: RouterHistory,
  listener: (change: TAddressChange) => void,
): () => void {
  return history.subscribe(({ location, action }) =>
    listener({ pathname: location.pathname, historyDelta: historyDeltaOf(action) }),
  );
}
