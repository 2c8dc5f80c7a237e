import { useEffect, useState } from 'react';

/**
 * False while rendering on the server and hydrating, true after: for browser-only parts (the map).
 * A state set by an effect, not useSyncExternalStore's server snapshot, which preact/compat does not
 * read (docs/decisions/0107): the first render in the browser must match the server's.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  return isClient;
}
