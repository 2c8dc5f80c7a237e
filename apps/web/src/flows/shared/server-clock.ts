import { useState } from 'react';

/**
 * The server's clock in the browser: the page carries the server's time (spec point 9), so a
 * hold's expiry is counted against the server's now, not a visitor's wrong system clock.
 */
export function useServerOffset(serverTime: string): number {
  const [offset] = useState(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? 0 : server - Date.now();
  });
  return offset;
}
