import { useEffect, useState } from 'react';

/**
 * False while rendering on the server and hydrating, true after: for browser-only parts (the map).
 * The first render in the browser must match the server's.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(false);
  useEffect(() => setIsClient(true), []);
  return isClient;
}
